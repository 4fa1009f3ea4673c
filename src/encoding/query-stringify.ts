// Query-string building with qs' default semantics (indices arrays, RFC 3986 encoding of keys and
// values). See query-parse.ts for the size measurement that made us write our own.

/** Options of {@link stringifyQuery}. */
export interface StringifyQueryOptions {
  /** Prefix the result with `?` when it is not empty. Default false. */
  addQueryPrefix?: boolean;
  /** Leave out keys whose value is null (by default null is written as `key=`). */
  skipNulls?: boolean;
  /** Arrays as `a[0]=x&a[1]=y` (default, as qs) or `a=x&a=y` (`'repeat'`). */
  arrayFormat?: 'indices' | 'repeat';
}

/** Text RFC 3986 leaves as it is: the common keys and values, which skip the encoder. */
const UNRESERVED = /^[\w.~-]*$/;

/** RFC 3986 percent-encoding as qs does it: unreserved characters stay, lone surrogates → U+FFFD. */
function encode(value: string): string {
  if (UNRESERVED.test(value)) return value;
  // A lone surrogate would throw (URIError): it becomes U+FFFD. Left to right, a pair matches
  // whole before a single surrogate can (no lookbehind: old iOS WebViews lack it).
  return encodeURIComponent(
    value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (m) => (m.length > 1 ? m : '\ufffd')),
  ).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function walk(value: unknown, prefix: string, out: string[], seen: object[], o: StringifyQueryOptions): void {
  let v = value;
  if (v instanceof Date) v = v.toISOString();
  if (v === null) {
    if (o.skipNulls) return;
    v = '';
  }
  const t = typeof v;
  if (t === 'string' || t === 'number' || t === 'boolean' || t === 'bigint') {
    out.push(`${encode(prefix)}=${encode(String(v))}`);
    return;
  }
  if (t === 'symbol') {
    out.push(`${encode(prefix)}=${encode((v as symbol).toString())}`);
    return;
  }
  if (!v || t !== 'object') return; // undefined and functions are left out
  if (seen.includes(v as object)) throw new RangeError('Cyclic object value');
  seen.push(v as object);
  const repeat = o.arrayFormat === 'repeat' && Array.isArray(v);
  for (const key of Object.keys(v as object)) {
    const child = (v as Record<string, unknown>)[key];
    if (o.skipNulls && child === null) continue;
    walk(child, repeat ? prefix : `${prefix}[${key}]`, out, seen, o);
  }
  seen.pop();
}

/**
 * Builds a query string the way `qs.stringify` does by default: nested objects as `a[b]=1`,
 * arrays with indices `a[0]=x`, keys and values percent-encoded (RFC 3986), `null` as `a=`,
 * `undefined`, functions and empty arrays/objects left out, dates as ISO strings.
 * A non-object `value` gives `''`.
 * @throws RangeError('Cyclic object value') for a cyclic structure.
 *
 * @example
 * ```ts
 * stringifyQuery({ a: { b: 1 }, list: ['x', 'y'] }); // 'a%5Bb%5D=1&list%5B0%5D=x&list%5B1%5D=y'
 * ```
 */
export function stringifyQuery(value: object, options: StringifyQueryOptions = {}): string {
  if (!value || typeof value !== 'object') return '';
  if (!options || typeof options !== 'object') options = {};
  const out: string[] = [];
  const seen: object[] = [value];
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    if (options.skipNulls && child === null) continue;
    walk(child, key, out, seen, options);
  }
  const s = out.join('&');
  return options.addQueryPrefix && s ? `?${s}` : s;
}
