import { reasonOf } from '../env/abort';
import { ownValue } from '../env/own';
import { readGlobalObject } from '../env/page-global';
import { $config } from '../env/store';
import { appNames, resolveAsset, withVersion } from './app-name';
import { ChunkLoadError, chunkName, isChunkLoadError } from './chunk-load-error';
import { loadScript, loadStyle, scriptRequestUrl } from './load-script';
import {
  type AppFiles,
  getAssetManifest,
  getMergedManifest,
  getMergedTop,
  getModuleVersions,
} from './manifests';
import { type AppPlan, loaderState } from './state';

/** docs/spec-coverage.md L341: how long a merged chunk may take to hand over its libraries after it has run. */
export const MERGED_CALLBACK_WAIT = 12_000;

const { libraries: loadedLibraries, plans, loading } = loaderState;

const planKey = (staticDomain: string, name: string) => `${staticDomain}\n${name}`;

function waitForGlobal(name: string, timeout: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (signal?.aborted) reject(reasonOf(signal));
      else if (readGlobalObject(name)) resolve(true);
      else if (Date.now() - started >= timeout) resolve(false);
      else setTimeout(check, 25);
    };
    check();
  });
}

/** `start()`'s promise, or a rejected one when it throws instead. */
function attempt(start: () => Promise<void> | undefined): Promise<void> | undefined {
  try {
    return start();
  } catch (error) {
    return Promise.reject(error);
  }
}

function urls(files: AppFiles, base: string, staticDomain: string, version: string | undefined) {
  const abs = (file: string) => withVersion(resolveAsset(file, base, staticDomain), version);
  const css = files['lib.css'];
  return { js: abs(files['lib.js'] ?? ''), ...(css ? { css: abs(css) } : {}) };
}

/**
 * Works out an app's files: the merged bundle when the merged manifests list it, else its own
 * asset-manifest.json (fetched at the same time as the merged manifest, so a deployment
 * without the app merged pays one round trip, not two). Cached per static domain and app.
 */
function planApp(name: string, staticDomain: string, signal?: AbortSignal): Promise<AppPlan> {
  const key = planKey(staticDomain, name);
  let plan = plans.get(key);
  if (plan) return plan;
  const { folder } = appNames(name);
  const publicUrl = `${staticDomain}/build/${folder}/`;
  const manifestUrl = `${publicUrl}asset-manifest.json`;
  plan = (async () => {
    const own = getAssetManifest(manifestUrl, signal);
    own.catch(() => {}); // judged below, only when the app is not merged
    const [top, versions] = await Promise.all([
      getMergedTop(staticDomain, signal),
      getModuleVersions(staticDomain, signal),
    ]);
    if (signal?.aborted) throw reasonOf(signal);
    const found = ownValue(versions, name);
    const version = typeof found === 'string' ? found : undefined;
    if (top && (!top.apps || top.apps.includes(name))) {
      const merged = await getMergedManifest(staticDomain, signal);
      const files = ownValue(merged?.files, name) as AppFiles | undefined;
      if (merged && files?.['lib.js']) {
        return {
          merged: true,
          ...urls(files, `${staticDomain}/build/.merge-dist/${merged.hash}/`, staticDomain, version),
        };
      }
    }
    let files: AppFiles;
    try {
      files = await own;
    } catch (cause) {
      if (signal?.aborted) throw reasonOf(signal);
      throw new ChunkLoadError(chunkName(manifestUrl), 'error', manifestUrl, cause);
    }
    return { merged: false, ...urls(files, publicUrl, staticDomain, version) };
  })();
  plans.set(key, plan);
  plan.catch(() => plans.delete(key));
  return plan;
}

function preload(url: string, as: 'script' | 'style', nonce: string): void {
  // The URL the load will ask for (after an abandoned load of it, a cache-busting one).
  if (as === 'script') url = scriptRequestUrl(url);
  const href = new URL(url, location.href).href;
  const exists = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some(
    (l) => l.href === href,
  );
  if (exists) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = url;
  link.setAttribute('data-atrium', 'chunk');
  if (nonce) link.setAttribute('nonce', nonce);
  document.head.appendChild(link);
}

/**
 * Fetches an app's manifests and preloads (without running) its files, so init can overlap
 * them with authentication. Never rejects. `signal` (the init run's) cancels the manifest fetches.
 * No preload once a loadApp() of the app waits for the same manifests: its own tags then ask for
 * the files at the same moment, and a preload would only add elements and a second fetch to match.
 */
export function prefetchApp(
  name: string,
  staticDomain: string,
  nonce = $config.get().cspNonce,
  signal?: AbortSignal,
): void {
  try {
    planApp(name, staticDomain, signal).then(
      (plan) => {
        if (plan.merged || loading.has(planKey(staticDomain, name))) return;
        preload(plan.js, 'script', nonce);
        if (plan.css) preload(plan.css, 'style', nonce);
      },
      () => {},
    );
  } catch {
    // an invalid name fails later, in loadApp, where the caller sees it
  }
}

/**
 * Loads an app's UI library (`@weapp/<name>`): from the merged bundle when the merged manifest
 * lists it (then waits up to 12 s for the library to appear), else from its own
 * `asset-manifest.json` (`files['lib.js']`, `files['lib.css']`), each with the version of
 * `moduleversion.json` as `?v=`. Afterwards the library is `window[libraryName]`.
 * Rejects with `Error('App does not exist')` for a bad name and {@link ChunkLoadError} otherwise
 * (its `cause` a PlatformFetchError when a manifest got no answer at all). Aborting
 * `options.signal` abandons the manifest fetches and the script and style loads, and rejects
 * with the signal's reason.
 *
 * @example
 * ```ts
 * await loadApp('@weapp/hr-manage'); // window.weappHrManage is the library afterwards
 * ```
 */
export async function loadApp(name: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  const { libraryName } = appNames(name);
  // Already there only if it is a library (a data object), not an element named like it.
  if (readGlobalObject(libraryName)) return;
  const signal = options.signal;
  const { staticDomain } = $config.get();
  loading.add(planKey(staticDomain, name));
  const plan = await planApp(name, staticDomain, signal);
  if (signal?.aborted) throw reasonOf(signal);
  const within = signal ? { signal } : {};
  try {
    // Each load is started on its own, so one that throws at once (it should reject, but a
    // throw here would leave the other's promise with nobody listening) cannot orphan the other.
    await Promise.all([
      attempt(() => (plan.css ? loadStyle(plan.css, within) : undefined)),
      attempt(() =>
        loadScript(
          plan.js,
          plan.merged ? within : { expectGlobal: { name: libraryName, type: 'object' }, ...within },
        ),
      ),
    ]);
  } catch (error) {
    if (signal?.aborted) throw reasonOf(signal);
    throw isChunkLoadError(error) ? error : new ChunkLoadError(chunkName(plan.js), 'error', plan.js, error);
  }
  if (plan.merged && !(await waitForGlobal(libraryName, MERGED_CALLBACK_WAIT, signal))) {
    throw new ChunkLoadError(chunkName(plan.js), 'timeout', plan.js);
  }
  loadedLibraries.add(libraryName);
}
