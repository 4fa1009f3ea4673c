// App-name facts the loader needs, on top of env's appInfo (docs/reference.md): `@weapp/hr-manage` →
// library global `weappHrManage`, short key `hrManage`, files under `/build/hr-manage/`.
import { appInfo } from '../env/app-info';
import { parseUrl } from '../env/origin';
import { ChunkLoadError, chunkName } from './chunk-load-error';

export interface AppNames {
  name: string;
  /** The library's global, e.g. `weappHrManage`. */
  libraryName: string;
  /** The key used in component names, e.g. `hrManage` in `render(el, 'hrManage.List')`. */
  shortName: string;
  /** The folder under `{staticDomain}/build/`, e.g. `hr-manage`. */
  folder: string;
}

/** Splits an app name; throws `Error('App does not exist')` unless it is `@weapp/<something>`. */
export function appNames(name: string): AppNames {
  const { libraryName } = appInfo(name);
  const rest = libraryName.slice('weapp'.length);
  return {
    name,
    folder: name.slice(name.indexOf('/') + 1).trim(),
    shortName: `${rest.charAt(0).toLowerCase()}${rest.slice(1)}`,
    libraryName,
  };
}

/** Appends `v={version}` to a URL (keeping its query and hash). */
export function withVersion(url: string, version: string | undefined): string {
  if (!version) return url;
  const [base = '', hash] = url.split('#');
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}v=${encodeURIComponent(version)}${hash === undefined ? '' : `#${hash}`}`;
}

const PAGE_FALLBACK = 'http://page.invalid/';

function pageHref(): string {
  try {
    return typeof location === 'undefined' ? PAGE_FALLBACK : location.href;
  } catch {
    return PAGE_FALLBACK;
  }
}

function originOf(url: string, base: string): string | null {
  return parseUrl(url, base)?.origin ?? null;
}

/**
 * Resolves a manifest file path against the app's public folder; root paths (`/build/…`) go
 * to the static domain. An absolute `http(s)://` or `//host` URL is taken as written (the
 * manifest names its CDN). Anything else must stay on the origin it is resolved against: a
 * path the URL parser turns into another host (`/\host/x.js`, `/<TAB>/host/x.js`, `\\host`)
 * throws a {@link ChunkLoadError} of type `error`, so the script is never requested.
 */
export function resolveAsset(
  file: string,
  publicUrl: string,
  staticDomain: string,
  page = pageHref(),
): string {
  if (typeof file !== 'string' || !file) {
    throw new ChunkLoadError(
      chunkName(String(file)),
      'error',
      String(file),
      new TypeError('manifest file is not a path'),
    );
  }
  if (/^(https?:)?\/\//i.test(file)) return file;
  const root = file.startsWith('/') || file.startsWith('\\');
  const resolved = root ? `${staticDomain}${file}` : `${publicUrl}${file}`;
  const base = root ? staticDomain || '/' : publicUrl || '/';
  const expected = originOf(base, page);
  const actual = originOf(resolved, page);
  if (!expected || expected !== actual) {
    throw new ChunkLoadError(
      chunkName(resolved),
      'error',
      resolved,
      new Error(
        `manifest path ${JSON.stringify(file)} leaves ${expected ?? 'the static origin'} (resolves to ${actual})`,
      ),
    );
  }
  return resolved;
}
