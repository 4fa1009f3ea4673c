// The merged-bundle manifests and the module version table (spec §7 platform data):
//   GET {static}/build/.merge-dist/manifest.json         → { hash, apps? } (apps: what the merged bundle holds)
//   GET {static}/build/.merge-dist/{hash}/manifest.json  → { files: { [app]: { 'lib.js', 'lib.css'? } } }
//   GET {static}/build/moduleversion.json                → { [app]: version }
//   GET {publicUrl}asset-manifest.json                    → { files: { 'lib.js', 'lib.css'? } }
// Each is fetched once per static domain; a missing merged manifest or version table is not an error.

export interface AppFiles {
  'lib.js'?: string;
  'lib.css'?: string;
}

export interface MergedManifest {
  hash: string;
  files: Record<string, AppFiles>;
}

const cache = new Map<string, Promise<unknown>>();

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return (await res.json()) as T;
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
export function getMergedTop(staticDomain: string): Promise<{ hash: string; apps?: string[] } | null> {
  return once(`top:${staticDomain}`, async () => {
    const top = await getJson<{ hash?: unknown; apps?: unknown }>(
      `${staticDomain}/build/.merge-dist/manifest.json`,
    );
    if (!top || typeof top.hash !== 'string' || !top.hash) return null;
    return Array.isArray(top.apps) ? { hash: top.hash, apps: top.apps.map(String) } : { hash: top.hash };
  }).catch(() => null);
}

/** The merged-bundle manifest, or null when the deployment has none. */
export function getMergedManifest(staticDomain: string): Promise<MergedManifest | null> {
  return once(`merged:${staticDomain}`, async () => {
    const top = await getMergedTop(staticDomain);
    if (!top) return null;
    const inner = await getJson<{ files?: Record<string, AppFiles> }>(
      `${staticDomain}/build/.merge-dist/${encodeURIComponent(top.hash)}/manifest.json`,
    ).catch(() => null);
    return inner?.files ? { hash: top.hash, files: inner.files } : null;
  }).catch(() => null);
}

/** The module version table (`{app: version}`), or `{}` when there is none. */
export function getModuleVersions(staticDomain: string): Promise<Record<string, string>> {
  return once(`versions:${staticDomain}`, () =>
    getJson<Record<string, string>>(`${staticDomain}/build/moduleversion.json`),
  ).catch(() => ({}));
}

/** An app's own asset manifest. Rejects when it cannot be fetched or has no `lib.js`. */
export function getAssetManifest(manifestUrl: string): Promise<AppFiles> {
  return once(`asset:${manifestUrl}`, async () => {
    const json = await getJson<{ files?: AppFiles }>(manifestUrl);
    if (!json?.files?.['lib.js']) throw new Error(`no lib.js in ${manifestUrl}`);
    return json.files;
  });
}

/** Forgets every cached manifest (destroy()). */
export function clearManifestCache(): void {
  cache.clear();
}
