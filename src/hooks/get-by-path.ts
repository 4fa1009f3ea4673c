// A property-path getter: getByPath(data, 'rows[0].owner.name'). Parsed paths are cached; the
// cache is cleared when it reaches 500 entries (spec §9) so odd paths cannot grow it forever.

/** Size at which the parsed-path cache is cleared (spec §9). */
export const PATH_CACHE_LIMIT = 500;

const cache = new Map<string, string[]>();

/** Splits `a.b[0]["c.d"]['e']` into `['a','b','0','c.d','e']`. */
export function parsePath(path: string): string[] {
  const hit = cache.get(path);
  if (hit) return hit;
  const keys: string[] = [];
  const re = /\[\s*(?:"([^"]*)"|'([^']*)'|([^\]]*?))\s*\]|([^.[\]]+)/g;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    keys.push((m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim());
  }
  if (cache.size >= PATH_CACHE_LIMIT) cache.clear();
  cache.set(path, keys);
  return keys;
}

/** Number of cached parsed paths (for tests and diagnostics). */
export function pathCacheSize(): number {
  return cache.size;
}

/**
 * Reads a nested value by path (`'a.b[0].c'`, also `a["x.y"]`); returns `fallback` when any step
 * is null/undefined or the path is not a string. Only own or inherited data is read — nothing
 * is written, so `__proto__` in a path cannot pollute anything.
 */
export function getByPath<T = unknown>(obj: unknown, path: string | number, fallback?: T): T | undefined {
  if (typeof path === 'number') path = String(path);
  if (typeof path !== 'string') return fallback;
  let current: unknown = obj;
  for (const key of parsePath(path)) {
    if (current === null || current === undefined) return fallback;
    current = (current as Record<string, unknown>)[key];
  }
  return current === undefined ? fallback : (current as T);
}
