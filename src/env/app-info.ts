// appInfo (docs/reference.md, docs/spec-coverage.md L232 "App name").
import { $config } from './store';

/** What the platform knows about one suite app. */
export interface AppInfo {
  /** The npm-style name, e.g. `@weapp/hr-manage`. */
  name: string;
  /** The global its UMD library defines: `weapp` + PascalCase of the rest, e.g. `weappHrManage`. */
  libraryName: string;
  /** Where its built files live: `{staticDomain}/build/{name without @weapp/}/`. */
  publicUrl: string;
}

const PREFIX = '@weapp/';

/**
 * Facts about a suite app from its name.
 * `publicUrl` is `${$config.staticDomain}/build/${shortName}/` (a root-relative `/build/…/` when
 * no static domain is configured) — the same folder loadApp() reads `asset-manifest.json` from.
 * @example appInfo('@weapp/hr-manage') // { name: '@weapp/hr-manage', libraryName: 'weappHrManage', publicUrl: '/build/hr-manage/' }
 * @throws Error('App does not exist') when the name does not start with `@weapp/` or nothing follows it.
 */
export function appInfo(name: string): AppInfo {
  if (typeof name !== 'string' || !name.startsWith(PREFIX)) throw new Error('App does not exist');
  const short = name.slice(PREFIX.length).trim();
  if (!short || /[\s/\\?#]/.test(short)) throw new Error('App does not exist');
  const camel = short.replace(/[-_.]+([a-zA-Z0-9])?/g, (_m, c: string | undefined) =>
    c ? c.toUpperCase() : '',
  );
  const libraryName = `weapp${camel.charAt(0).toUpperCase()}${camel.slice(1)}`;
  const domain = String($config.get().staticDomain || '').replace(/\/+$/, '');
  return { name, libraryName, publicUrl: `${domain}/build/${short}/` };
}
