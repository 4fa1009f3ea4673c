// Narrow app-name rules the loader needs (API.md §3 appInfo): `@weapp/hr-manage` →
// library global `weappHrManage`, short key `hrManage`, files under `/build/hr-manage/`.

const PREFIX = '@weapp/';

export interface AppNames {
  name: string;
  /** The library's global, e.g. `weappHrManage`. */
  libraryName: string;
  /** The key used in component names, e.g. `hrManage` in `render(el, 'hrManage.List')`. */
  shortName: string;
  /** The folder under `{staticDomain}/build/`, e.g. `hr-manage`. */
  folder: string;
}

const camel = (text: string) => text.replace(/[-_.]+([a-z0-9])/gi, (_m, c: string) => c.toUpperCase());

/** Splits an app name; throws `Error('App does not exist')` unless it is `@weapp/<something>`. */
export function appNames(name: string): AppNames {
  if (typeof name !== 'string' || !name.startsWith(PREFIX) || name.length === PREFIX.length) {
    throw new Error('App does not exist');
  }
  const folder = name.slice(PREFIX.length);
  const shortName = camel(folder);
  return {
    name,
    folder,
    shortName,
    libraryName: `weapp${shortName.charAt(0).toUpperCase()}${shortName.slice(1)}`,
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
