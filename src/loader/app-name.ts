// App-name facts the loader needs, on top of env's appInfo (API.md §3): `@weapp/hr-manage` →
// library global `weappHrManage`, short key `hrManage`, files under `/build/hr-manage/`.
import { appInfo } from '../env/app-info';

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

/** Resolves a manifest file path against the app's public folder (absolute paths stay on the static domain). */
export function resolveAsset(file: string, publicUrl: string, staticDomain: string): string {
  if (/^(https?:)?\/\//i.test(file)) return file;
  if (file.startsWith('/')) return `${staticDomain}${file}`;
  return `${publicUrl}${file}`;
}
