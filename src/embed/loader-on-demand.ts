// Public loading calls; the loader itself is part of the on-demand script.
import type { LoadScriptOptions } from '../loader/load-script';
import { loadLazy } from './lazy';

/**
 * Loads a classic script by adding a `<script>` tag (with the configured CSP nonce). Resolves
 * when it has run; rejects with a `ChunkLoadError` (message `Loading chunk {n} failed`) of type
 * `error` (network or HTTP failure), `timeout` (default 120 s) or `missing` (`expectGlobal` not
 * defined afterwards). Concurrent loads of the same URL share one tag.
 */
export function loadScript(url: string, options?: LoadScriptOptions): Promise<void> {
  return loadLazy().then((part) => part.loadScript(url, options));
}

/**
 * Loads an app's UI library (`@weapp/<name>`): from the merged bundle when the merged manifest
 * lists it (then waits up to 12 s for the library to appear), else from its own
 * `asset-manifest.json` (`files['lib.js']`, `files['lib.css']`), each with the version of
 * `moduleversion.json` as `?v=`. Afterwards the library is `window[libraryName]`. Rejects with
 * `Error('App does not exist')` for a bad name and a `ChunkLoadError` otherwise.
 */
export function loadApp(name: string): Promise<void> {
  return loadLazy().then((part) => part.loadApp(name));
}
