// A property-path getter: getByPath(data, 'rows[0].owner.name'). Parsed paths are cached; the
// cache is cleared when it reaches 500 entries (docs/spec-coverage.md L373) so odd paths cannot grow it forever.
// The parser is one left-to-right pass (docs/security.md#path-parsing): every search for a
// closing `]` or quote remembers where it ended, so no character is scanned more than a few
// times whatever the path (the regex it replaces took minutes on `'[' + ' '.repeat(5000)`).

/** Size at which the parsed-path cache is cleared (docs/spec-coverage.md L373). */
export const PATH_CACHE_LIMIT = 500;

const cache = new Map<string, string[]>();

/**
 * Splits `a.b[0]["c.d"]['e']` into `['a','b','0','c.d','e']`. A bracket holds a quoted key
 * (`["a.b"]`, blanks around it allowed) or everything up to the next `]`; a `[` with no `]`
 * after it is skipped; a plain key runs to the next `.`, `[` or `]`. Keys are trimmed.
 */
export function parsePath(path: string): string[] {
  const hit = cache.get(path);
  if (hit) return hit;
  const keys: string[] = [];
  const n = path.length;
  // Searches start at positions that only grow, so a search that ended at `at` (or found
  // nothing) answers every later search that starts at or before `at`.
  const seen: Record<string, [number, number]> = {};
  const next = (ch: string, from: number): number => {
    const s = seen[ch];
    if (s && from >= s[0] && (s[1] < 0 || from <= s[1])) return s[1];
    const at = path.indexOf(ch, from);
    seen[ch] = [from, at];
    return at;
  };
  let i = 0;
  while (i < n) {
    const c = path[i] as string;
    if (c === '[') {
      const close = next(']', i + 1);
      if (close < 0) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < close && /\s/.test(path[j] as string)) j++;
      const q = path[j];
      if (q === '"' || q === "'") {
        const end = next(q, j + 1);
        if (end >= 0) {
          let k = end + 1;
          while (k < n && /\s/.test(path[k] as string)) k++;
          if (path[k] === ']') {
            keys.push(path.slice(j + 1, end).trim());
            i = k + 1;
            continue;
          }
        }
      }
      keys.push(path.slice(i + 1, close).trim());
      i = close + 1;
    } else if (c === '.' || c === ']') {
      i++;
    } else {
      let j = i + 1;
      while (j < n && path[j] !== '.' && path[j] !== '[' && path[j] !== ']') j++;
      keys.push(path.slice(i, j).trim());
      i = j;
    }
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
 *
 * @example
 * ```ts
 * getByPath({ rows: [{ owner: { 'full.name': 'Ada' } }] }, 'rows[0].owner["full.name"]'); // 'Ada'
 * getByPath({}, 'a.b', 'none'); // 'none'
 * ```
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
