// Query-string parsing with qs semantics (docs/reference.md), written small on purpose.
// Size measured with esbuild --minify + gzip -9 (Nov 2026, parse+stringify only;
// re-run with `npm run bench encoding`):
//   qs 6.17.1 (with side-channel, get-intrinsic …)  18289 B gzip
//   qs-esm 8.0.2                                      4325 B gzip
//   this file + query-stringify.ts                    1865 B gzip
// The whole bundle has a 45 KB budget, so we keep our own, and tests/unit/encoding/
// query-differential.spec.ts checks it against qs on hundreds of generated inputs.
// Follows qs' parse (lib/parse.js): same key splitting, array/overflow rules and prototype guard;
// it keeps only the options the platform uses.
import { hasOwn } from '../env/own';

/** Options of {@link parseQuery}; defaults are the platform's (docs/spec-coverage.md L376). */
export interface ParseQueryOptions {
  /** Bracket levels turned into nested objects; deeper parts stay one literal key. Default 5. */
  depth?: number;
  /** Highest array index (exclusive) and most elements an array may get; past it → object. Default 20. */
  arrayLimit?: number;
  /** Pairs read; the rest are ignored. Default 1000. */
  parameterLimit?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: parsed values are arbitrary nested data
type Bag = any;
interface Opts {
  depth: number;
  arrayLimit: number;
}

const has = (o: object, k: PropertyKey) => hasOwn(o, k);
const isArray = Array.isArray;
const isProtoKey = (k: string) => has(Object.prototype, k);
// Objects made from an array that grew past arrayLimit, with their highest index (qs' overflow).
type Overflow = WeakMap<object, number>;

function decode(s: string): string {
  const t = s.replace(/\+/g, ' ');
  if (t.indexOf('%') < 0) return t;
  try {
    return decodeURIComponent(t);
  } catch {
    return t;
  }
}

function toObject(arr: unknown[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  arr.forEach((v, i) => {
    if (v !== undefined) o[i] = v;
  });
  return o;
}

/** `arr` as an object marked overflowed at index `max` (qs' overflow). */
function overflowed(arr: unknown[], max: number, ov: Overflow): Bag {
  const obj = toObject(arr);
  ov.set(obj, max);
  return obj;
}

function combine(a: Bag, b: Bag, o: Opts, ov: Overflow): Bag {
  if (ov.has(a)) {
    let i = ov.get(a) as number;
    for (const v of isArray(b) ? b : [b]) a[++i] = v;
    ov.set(a, i);
    return a;
  }
  const r = ([] as unknown[]).concat(a, b);
  return r.length > o.arrayLimit ? overflowed(r, r.length - 1, ov) : r;
}

function setProp(o: Bag, k: string, v: unknown) {
  if (k === '__proto__')
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

function count(arr: unknown[]): number {
  let n = 0;
  for (let i = 0; i < arr.length; i++) if (has(arr, i)) n++;
  return n;
}

function merge(target: Bag, source: Bag, o: Opts, ov: Overflow): Bag {
  if (!source) return target;
  if (typeof source !== 'object') {
    if (isArray(target)) {
      if (count(target) >= o.arrayLimit) return overflowed(target.concat(source), target.length, ov);
      target.push(source);
      return target;
    }
    if (target && typeof target === 'object' && ov.has(target)) {
      const i = (ov.get(target) as number) + 1;
      target[i] = source;
      ov.set(target, i);
      return target;
    }
    return [target, source];
  }
  if (!target || typeof target !== 'object') {
    if (ov.has(source)) {
      const r: Bag = { 0: target };
      for (const k of Object.keys(source)) r[Number.parseInt(k, 10) + 1] = source[k];
      ov.set(r, (ov.get(source) as number) + 1);
      return r;
    }
    const r = [target].concat(source);
    return r.length > o.arrayLimit ? overflowed(r, r.length - 1, ov) : r;
  }
  if (isArray(target) && isArray(source)) {
    source.forEach((item, i) => {
      if (has(target, i)) {
        const t = target[i];
        if (t && typeof t === 'object' && item && typeof item === 'object') target[i] = merge(t, item, o, ov);
        else target.push(item);
      } else target[i] = item;
    });
    return count(target) > o.arrayLimit ? overflowed(target, target.length - 1, ov) : target;
  }
  const acc = isArray(target) ? toObject(target) : target;
  for (const k of Object.keys(source)) {
    setProp(acc, k, has(acc, k) ? merge(acc[k], source[k], o, ov) : source[k]);
    if (ov.has(source) && !ov.has(acc)) {
      let max = ov.get(source) as number;
      for (const key of Object.keys(acc)) {
        const n = Number.parseInt(key, 10);
        if (String(n) === key && n > max) max = n;
      }
      ov.set(acc, max);
    }
    if (ov.has(acc)) {
      const n = Number.parseInt(k, 10);
      if (String(n) === k && n > (ov.get(acc) as number)) ov.set(acc, n);
    }
  }
  return acc;
}

const unwrap = (k: string) => (k[0] === '[' && k[k.length - 1] === ']' ? k.slice(1, -1) : k);

/** 'a[b][c[]]' → ['a', '[b]', '[c[]]']; undefined when a part names an Object.prototype member. */
function segments(key: string, depth: number): string[] | undefined {
  if (depth <= 0) return isProtoKey(unwrap(key)) ? undefined : [key];
  const out: string[] = [];
  let open = key.indexOf('[');
  const parent = open >= 0 ? key.slice(0, open) : key;
  if (parent) {
    if (isProtoKey(parent)) return undefined;
    out.push(parent);
  }
  let collected = 0;
  while (open >= 0 && collected < depth) {
    let level = 1;
    let close = -1;
    for (let i = open + 1; i < key.length && close < 0; i++) {
      const c = key[i];
      if (c === '[') level++;
      else if (c === ']' && --level === 0) close = i;
    }
    if (close < 0) {
      out.push(`[${key.slice(open)}]`);
      return out;
    }
    const seg = key.slice(open, close + 1);
    if (isProtoKey(seg.slice(1, -1))) return undefined;
    out.push(seg);
    collected++;
    open = key.indexOf('[', close + 1);
  }
  if (open >= 0) out.push(`[${key.slice(open)}]`);
  return out;
}

function build(chain: string[], val: unknown, o: Opts, ov: Overflow): Bag {
  let leaf: Bag = val;
  for (let i = chain.length - 1; i >= 0; i--) {
    const root = chain[i] as string;
    let obj: Bag;
    if (root === '[]') {
      obj = ov.has(leaf) ? leaf : combine([], leaf, o, ov);
    } else {
      obj = {};
      const clean = unwrap(root);
      const index = Number.parseInt(clean, 10);
      const isIndex = !Number.isNaN(index) && root !== clean && String(index) === clean && index >= 0;
      if (isIndex && index < o.arrayLimit) {
        obj = [];
        obj[index] = leaf;
      } else if (isIndex) {
        obj[index] = leaf;
        ov.set(obj, index);
      } else if (clean !== '__proto__') {
        obj[clean] = leaf;
      }
    }
    leaf = obj;
  }
  return leaf;
}

function compact(value: Bag): Bag {
  if (!value || typeof value !== 'object') return value;
  if (isArray(value)) {
    return value.filter((v) => v !== undefined).map(compact);
  }
  for (const k of Object.keys(value)) value[k] = compact(value[k]);
  return value;
}

/**
 * Parses a query string the way `qs.parse` does with `ignoreQueryPrefix`: `a[b][0]=1&c=x` →
 * `{ a: { b: ['1'] }, c: 'x' }`. Depth 5, arrayLimit 20, parameterLimit 1000 by default; a
 * leading `?` is ignored; `+` is a space; malformed `%` escapes are kept as written. Keys that
 * name an `Object.prototype` member (`__proto__`, `constructor`, `toString` …) are dropped, so
 * parsing can never pollute prototypes. A non-string input gives `{}`.
 *
 * @example
 * ```ts
 * parseQuery('a[b]=1&list[]=x&list[]=y'); // { a: { b: '1' }, list: ['x', 'y'] }
 * ```
 */
export function parseQuery(text: string, options: ParseQueryOptions = {}): Record<string, unknown> {
  const opt = options && typeof options === 'object' ? options : {};
  const num = (v: unknown, d: number) => (typeof v === 'number' && !Number.isNaN(v) ? v : d);
  const o: Opts = { depth: num(opt.depth, 5), arrayLimit: num(opt.arrayLimit, 20) };
  const limit = num(opt.parameterLimit, 1000);
  const ov: Overflow = new WeakMap();
  let result: Bag = {};
  if (typeof text !== 'string' || !text) return result;
  const str = text.replace(/^\?/, '').replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  const temp: Bag = Object.create(null);
  for (const part of str.split('&', limit === Number.POSITIVE_INFINITY ? undefined : limit)) {
    const be = part.indexOf(']=');
    const pos = be === -1 ? part.indexOf('=') : be + 1;
    const key = decode(pos === -1 ? part : part.slice(0, pos));
    const val = pos === -1 ? '' : decode(part.slice(pos + 1));
    if (has(temp, key)) temp[key] = combine(temp[key], val, o, ov);
    else temp[key] = val;
  }
  for (const key of Object.keys(temp)) {
    if (!key) continue;
    const chain = segments(key, o.depth);
    if (chain) result = merge(result, build(chain, temp[key], o, ov), o, ov);
  }
  return compact(result);
}
