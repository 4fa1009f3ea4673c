// Config identity for <AtriumProvider>: "same values → same run" (docs/react.md#atriumprovider), and the
// functions in a config (authTokenRequest, monitor.beforeSend, …) always call the newest render's.
import type { EmbedConfig } from 'atrium-sdk';

function isPlain(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Same value: identical, two functions at the same place (with `anyFunction`: the provider calls
 * the newest one; component props compare functions by identity), or
 * arrays and plain objects with the same values all the way down. Other objects (a class
 * instance, a Map) count only when they are the very same one. A field set to `undefined` is
 * the same as one left out.
 */
export function sameValue(x: unknown, y: unknown, anyFunction = true, depth = 0): boolean {
  if (Object.is(x, y)) return true;
  if (anyFunction && typeof x === 'function' && typeof y === 'function') return true;
  if (depth > 8 || !isPlain(x) || !isPlain(y) || Array.isArray(x) !== Array.isArray(y)) return false;
  const a = x as Record<string, unknown>;
  const b = y as Record<string, unknown>;
  const set = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const keys = set(a);
  return keys.length === set(b).length && keys.every((k) => sameValue(a[k], b[k], anyFunction, depth + 1));
}

type Path = Array<string | number>;

function at(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (!isPlain(node)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * A copy of `config` whose functions (in plain objects and arrays) call the function at the same
 * place in `latest()` — the config of the provider's newest render — so a run started with an
 * inline `authTokenRequest: () => …` never calls a stale closure.
 */
export function withLatestFunctions(config: EmbedConfig, latest: () => EmbedConfig): EmbedConfig {
  const copy = (value: unknown, path: Path, depth: number): unknown => {
    if (typeof value === 'function') {
      const original = value as (...args: unknown[]) => unknown;
      return function (this: unknown, ...args: unknown[]) {
        const now = at(latest(), path);
        return (typeof now === 'function' ? now : original).apply(this, args);
      };
    }
    if (depth > 8 || !isPlain(value)) return value;
    if (Array.isArray(value)) return value.map((v, i) => copy(v, [...path, i], depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = copy(v, [...path, k], depth + 1);
    return out;
  };
  return copy(config, [], 0) as EmbedConfig;
}
