// What the SDK needs of the browser and never works around (docs/getting-started.md#supported-browsers).
// Every browser of the support floor (package.json `browserslist`) has all of it; built-ins the
// floor lacks are never assumed (src/env/own.ts, src/env/abort.ts, feature tests at each use).
// An older browser gets init() rejecting UNSUPPORTED_BROWSER naming what is missing, instead of
// another code's error from deep inside a stage.

/** Each capability init() needs, by the name an integrator can look up. */
const NEEDED: ReadonlyArray<readonly [string, () => unknown]> = [
  ['fetch', () => typeof fetch === 'function'],
  ['AbortController', () => typeof AbortController === 'function'],
  ['Promise.prototype.finally', () => typeof Promise.prototype.finally === 'function'],
  ['URL', () => typeof URL === 'function'],
  ['URLSearchParams', () => typeof URLSearchParams === 'function'],
  ['WeakMap', () => typeof WeakMap === 'function'],
  ['TextEncoder', () => typeof TextEncoder === 'function'],
  ['Object.fromEntries', () => typeof Object.fromEntries === 'function'],
  ['Array.prototype.flatMap', () => typeof Array.prototype.flatMap === 'function'],
  ['String.prototype.matchAll', () => typeof String.prototype.matchAll === 'function'],
  ['globalThis', () => typeof globalThis === 'object'],
];

/** The capabilities init() needs that this browser lacks (empty in every supported browser). */
export function missingCapabilities(): string[] {
  return NEEDED.filter(([, has]) => {
    try {
      return !has();
    } catch {
      return true;
    }
  }).map(([name]) => name);
}
