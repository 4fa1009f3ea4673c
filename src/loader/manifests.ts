// The merged-bundle manifests and the module version table (docs/spec-coverage.md L285 platform data):
//   GET {static}/build/.merge-dist/manifest.json         → { hash, apps? } (apps: what the merged bundle holds)
//   GET {static}/build/.merge-dist/{hash}/manifest.json  → { files: { [app]: { 'lib.js', 'lib.css'? } } }
//   GET {static}/build/moduleversion.json                → { [app]: version }
//   GET {publicUrl}asset-manifest.json                    → { files: { 'lib.js', 'lib.css'? } }
// Each is fetched once per static domain; a missing merged manifest or version table is not an error.
// Every fetch goes through the one JSON helper over the platform fetch (a time limit that aborts
// it) and takes the caller's AbortSignal; a failed or aborted fetch is not remembered, and the
// loader's reset (destroy()) forgets the ones still running.
import { platformJson } from '../env/platform-fetch';
import { loaderState } from './state';

export interface AppFiles {
  'lib.js'?: string;
  'lib.css'?: string;
}

export interface MergedManifest {
  hash: string;
  files: Record<string, AppFiles>;
}

/** The time limit of one manifest fetch. */
export const MANIFEST_TIMEOUT_MS = 30_000;

const cache = loaderState.manifests;

/**
 * A manifest that came back unusable: `reason` `'http'` (an HTTP error status) or `'invalid'`
 * (not JSON, or no `lib.js`); a missing answer is a PlatformFetchError.
 */
export class ManifestError extends Error {
  override readonly name = 'ManifestError' as const;
  readonly reason: 'http' | 'invalid';
  readonly url: string;
  constructor(reason: 'http' | 'invalid', message: string, url: string) {
    super(message);
    this.reason = reason;
    this.url = url;
  }
}

/**
 * True for a {@link ManifestError} (also one of another copy of the SDK: checked by name).
 *
 * @example
 * ```ts
 * loadApp('@weapp/hr-manage').catch((error) => {
 *   if (isManifestError(error.cause)) console.warn('bad manifest', error.cause.url);
 * });
 * ```
 */
export function isManifestError(error: unknown): error is ManifestError {
  return error instanceof Error && error.name === 'ManifestError' && 'reason' in error;
}

async function getJson<T>(url: string, signal: AbortSignal | undefined): Promise<T> {
  const res = await platformJson(url, {
    kind: 'url',
    credentials: 'same-origin',
    platformHeaders: false,
    timeout: MANIFEST_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new ManifestError('http', `HTTP ${res.status} for ${url}`, url);
  if (res.body === undefined) throw new ManifestError('invalid', `not JSON: ${url}`, url);
  return res.body as T;
}

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    cache.set(key, p);
    // A failure is not remembered: the next caller tries again.
    p.catch(() => cache.delete(key));
  }
  return p;
}

/** The top merged manifest `{hash, apps?}`, or null when the deployment has none. */
export function getMergedTop(
  staticDomain: string,
  signal?: AbortSignal,
): Promise<{ hash: string; apps?: string[] } | null> {
  return once(`top:${staticDomain}`, async () => {
    const top = await getJson<{ hash?: unknown; apps?: unknown }>(
      `${staticDomain}/build/.merge-dist/manifest.json`,
      signal,
    );
    if (!top || typeof top.hash !== 'string' || !top.hash) return null;
    return Array.isArray(top.apps) ? { hash: top.hash, apps: top.apps.map(String) } : { hash: top.hash };
  }).catch(() => null);
}

/** The merged-bundle manifest, or null when the deployment has none. */
export function getMergedManifest(
  staticDomain: string,
  signal?: AbortSignal,
): Promise<MergedManifest | null> {
  return once(`merged:${staticDomain}`, async () => {
    const top = await getMergedTop(staticDomain, signal);
    if (!top) return null;
    const inner = await getJson<{ files?: Record<string, AppFiles> }>(
      `${staticDomain}/build/.merge-dist/${encodeURIComponent(top.hash)}/manifest.json`,
      signal,
    ).catch(() => null);
    return inner?.files ? { hash: top.hash, files: inner.files } : null;
  }).catch(() => null);
}

/** The module version table (`{app: version}`), or `{}` when there is none. */
export function getModuleVersions(
  staticDomain: string,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  return once(`versions:${staticDomain}`, () =>
    getJson<Record<string, string>>(`${staticDomain}/build/moduleversion.json`, signal),
  ).catch(() => ({}));
}

/** An app's own asset manifest. Rejects when it cannot be fetched or has no `lib.js`. */
export function getAssetManifest(manifestUrl: string, signal?: AbortSignal): Promise<AppFiles> {
  return once(`asset:${manifestUrl}`, async () => {
    const json = await getJson<{ files?: AppFiles }>(manifestUrl, signal);
    if (!json?.files?.['lib.js'])
      throw new ManifestError('invalid', `no lib.js in ${manifestUrl}`, manifestUrl);
    return json.files;
  });
}
