import { $config } from '../env/store';
import { appNames, resolveAsset, withVersion } from './app-name';
import { ChunkLoadError, chunkName, isChunkLoadError } from './chunk-load-error';
import { loadScript, loadStyle } from './load-script';
import { type AppFiles, getAssetManifest, getMergedManifest, getModuleVersions } from './manifests';

/** Spec §9: how long a merged chunk may take to hand over its libraries after it has run. */
export const MERGED_CALLBACK_WAIT = 12_000;

const loadedLibraries = new Set<string>();

const globals = () => window as unknown as Record<string, unknown>;

function waitForGlobal(name: string, timeout: number): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (globals()[name] !== undefined) resolve(true);
      else if (Date.now() - started >= timeout) resolve(false);
      else setTimeout(check, 25);
    };
    check();
  });
}

function publicUrlOf(staticDomain: string, folder: string): string {
  return `${staticDomain}/build/${folder}/`;
}

async function loadFiles(files: AppFiles, base: string, version: string | undefined, global?: string) {
  const staticDomain = $config.get().staticDomain;
  const js = withVersion(resolveAsset(files['lib.js'] ?? '', base, staticDomain), version);
  const css = files['lib.css'];
  await Promise.all([
    css ? loadStyle(withVersion(resolveAsset(css, base, staticDomain), version)) : undefined,
    loadScript(js, global ? { expectGlobal: global } : {}),
  ]);
  return js;
}

/**
 * Fetches the manifests an app needs without running anything, so init can overlap them with
 * authentication. Never rejects.
 */
export function prefetchApp(name: string, staticDomain: string): void {
  try {
    const { folder } = appNames(name);
    void Promise.all([getMergedManifest(staticDomain), getModuleVersions(staticDomain)]).then(([merged]) => {
      if (!merged?.files[name])
        getAssetManifest(`${publicUrlOf(staticDomain, folder)}asset-manifest.json`).catch(() => {});
    });
  } catch {
    // an invalid name fails later, in loadApp, where the caller sees it
  }
}

/**
 * Loads an app's UI library (`@weapp/<name>`): from the merged bundle when the merged manifest
 * lists it (then waits up to 12 s for the library to appear), else from its own
 * `asset-manifest.json` (`files['lib.js']`, `files['lib.css']`), each with the version of
 * `moduleversion.json` as `?v=`. Afterwards the library is `window[libraryName]`.
 * Rejects with `Error('App does not exist')` for a bad name and {@link ChunkLoadError} otherwise.
 */
export async function loadApp(name: string): Promise<void> {
  const { folder, libraryName } = appNames(name);
  if (globals()[libraryName] !== undefined) return;
  const staticDomain = $config.get().staticDomain;
  const [merged, versions] = await Promise.all([
    getMergedManifest(staticDomain),
    getModuleVersions(staticDomain),
  ]);
  const version = versions[name];
  const mergedFiles = merged?.files[name];
  if (merged && mergedFiles?.['lib.js']) {
    const base = `${staticDomain}/build/.merge-dist/${merged.hash}/`;
    const js = await loadFiles(mergedFiles, base, version);
    if (!(await waitForGlobal(libraryName, MERGED_CALLBACK_WAIT))) {
      throw new ChunkLoadError(chunkName(js), 'timeout', js);
    }
  } else {
    const publicUrl = publicUrlOf(staticDomain, folder);
    const manifestUrl = `${publicUrl}asset-manifest.json`;
    let files: AppFiles;
    try {
      files = await getAssetManifest(manifestUrl);
    } catch (cause) {
      throw new ChunkLoadError(chunkName(manifestUrl), 'error', manifestUrl, cause);
    }
    try {
      await loadFiles(files, publicUrl, version, libraryName);
    } catch (error) {
      throw isChunkLoadError(error) ? error : new ChunkLoadError(name, 'error', manifestUrl, error);
    }
  }
  loadedLibraries.add(libraryName);
}

/** Removes the chunk tags the loader added and the libraries loadApp defined (destroy()). */
export function unloadApps(): void {
  for (const el of document.querySelectorAll('[data-atrium="chunk"]')) el.remove();
  for (const name of loadedLibraries) delete globals()[name];
  loadedLibraries.clear();
}
