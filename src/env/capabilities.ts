// What the SDK needs of the browser and never works around (docs/getting-started.md#supported-browsers).
// Every browser of the support floor (package.json `browserslist`) has all of it; built-ins the
// floor lacks are never assumed (src/env/own.ts, src/env/abort.ts, feature tests at each use).
// An older browser gets init() rejecting UNSUPPORTED_BROWSER naming what is missing, instead of
// another code's error from deep inside a stage.

/** Each capability init() needs: a global, or `Global.member` / `Global.prototype.member`. */
const NEEDED =
  'fetch AbortController URL URLSearchParams WeakMap TextEncoder Promise.prototype.finally Object.fromEntries Array.prototype.flatMap String.prototype.matchAll';

/** The capabilities init() needs that this browser lacks (empty in every supported browser). */
export function missingCapabilities(): string[] {
  return NEEDED.split(' ').filter((path) => {
    let at: unknown = globalThis;
    for (const key of path.split('.')) at = at == null ? undefined : (at as Record<string, unknown>)[key];
    return typeof at !== 'function';
  });
}
