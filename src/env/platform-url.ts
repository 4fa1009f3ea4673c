// Where a platform call goes (docs/architecture.md#one-platform-fetch): API paths become
// `{apiDomain}{prefixApiPath}{path}`, root platform paths (`/cp`) `{apiDomain}{path}`, static
// files `{staticDomain}{path}`; anything else stays as given.
import { parseUrl } from './origin';
import { isApiOrigin } from './platform-headers';
import { $config } from './store';

/** Path prefixes of the platform's APIs (docs/spec-coverage.md L272). */
export const API_PREFIXES = ['/api', '/papi', '/sapi', '/api/app', '/api/bs'] as const;

/**
 * Path prefixes of the platform served at its domain's root, without `prefixApiPath`: the
 * monitor's resource report (`{maintain domain}/cp/resourceReport.json`, docs/reference.md#what-the-monitor-sends).
 */
export const ROOT_PREFIXES = ['/cp'] as const;

/** True for a relative URL whose path starts with one of `prefixes` at a segment boundary. */
function hasPrefix(url: string, prefixes: readonly string[]): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  for (const p of prefixes) {
    if (!url.startsWith(p)) continue;
    const next = url.charAt(p.length);
    if (next === '' || next === '/' || next === '?' || next === '#') return true;
  }
  return false;
}

/** True for a relative URL whose path starts with one of the API prefixes at a segment boundary. */
export function isApiPath(url: string): boolean {
  return hasPrefix(url, API_PREFIXES);
}

const trimEnd = (text: string) => (text ? text.trim().replace(/\/+$/, '') : '');

function withPrefix(path: string, prefixApiPath: string): string {
  const prefix = trimEnd(prefixApiPath);
  if (!prefix) return path;
  return `${prefix.startsWith('/') ? prefix : `/${prefix}`}${path}`;
}

/** The API path with `prefixApiPath` inserted in front (also the transfer `route`). */
export function prefixedPath(url: string, prefixApiPath: string): string {
  return isApiPath(url) ? withPrefix(url, prefixApiPath) : url;
}

/** `{apiDomain}{prefixApiPath}{path}` for API paths, `{apiDomain}{path}` for root platform paths (`/cp`); anything else stays as given. */
export function buildUrl(url: string, apiDomain: string, prefixApiPath: string): string {
  return platformRoute(url, apiDomain, prefixApiPath).url;
}

/**
 * Both at once, for `request()`: the `route` ({@link prefixedPath}) and the `url`
 * ({@link buildUrl}), with the path looked at once.
 */
export function platformRoute(
  url: string,
  apiDomain: string,
  prefixApiPath: string,
): { route: string; url: string } {
  if (!isApiPath(url)) {
    // A root platform path goes to the domain as it is; anything else stays as given.
    return { route: url, url: hasPrefix(url, ROOT_PREFIXES) ? `${trimEnd(apiDomain)}${url}` : url };
  }
  const route = withPrefix(url, prefixApiPath);
  return { route, url: `${trimEnd(apiDomain)}${route}` };
}

/**
 * Where a platform path goes, from the configuration in force: `api` paths through
 * {@link buildUrl}; `static` paths on `staticDomain` (else `apiDomain`). Absolute URLs stay.
 */
export function platformUrl(path: string, kind: 'api' | 'static' = 'api'): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path)) return path;
  const c = $config.get();
  if (kind === 'api') return buildUrl(path, c.apiDomain, c.prefixApiPath);
  return `${trimEnd(c.staticDomain || c.apiDomain)}${path}`;
}

/**
 * True when `url` is a platform API call (docs/spec-coverage.md L268: it gets the platform headers): a relative
 * API path, or an absolute URL on the API origin whose path, without `prefixApiPath`, is one.
 */
export function isPlatformApiUrl(url: string): boolean {
  if (isApiPath(url)) return true;
  if (!isApiOrigin(url)) return false;
  const parsed = parseUrl(url, typeof location === 'undefined' ? undefined : location.href);
  if (!parsed) return false;
  let path = parsed.pathname;
  const prefix = trimEnd($config.get().prefixApiPath);
  const p = prefix && !prefix.startsWith('/') ? `/${prefix}` : prefix;
  if (p && path.startsWith(`${p}/`)) path = path.slice(p.length);
  return isApiPath(path);
}
