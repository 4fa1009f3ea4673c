// URL building: API prefixes get `apiDomain` + `prefixApiPath`, params become the query. Pure.

/** Path prefixes of the platform's APIs (spec §7). */
export const API_PREFIXES = ['/api', '/papi', '/sapi', '/api/app', '/api/bs'] as const;

/** True for a relative URL whose path starts with one of the API prefixes at a segment boundary. */
export function isApiPath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  return API_PREFIXES.some((p) => url === p || (url.startsWith(p) && /^[/?#]/.test(url.charAt(p.length))));
}

function trimSlashes(text: string): string {
  return text.replace(/\/+$/, '');
}

/** The API path with `prefixApiPath` inserted in front (used as the transfer `route`). */
export function prefixedPath(url: string, prefixApiPath: string): string {
  if (!isApiPath(url)) return url;
  const prefix = trimSlashes(prefixApiPath.trim());
  if (!prefix) return url;
  return `${prefix.startsWith('/') ? prefix : `/${prefix}`}${url}`;
}

/** The URL a call goes to: API paths get `{apiDomain}{prefixApiPath}`, anything else stays as given. */
export function buildUrl(url: string, apiDomain: string, prefixApiPath: string): string {
  if (!isApiPath(url)) return url;
  return `${trimSlashes(apiDomain.trim())}${prefixedPath(url, prefixApiPath)}`;
}

function append(out: string[], key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const v of value) append(out, key, v);
    return;
  }
  if (value instanceof Date) {
    out.push(`${encodeURIComponent(key)}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) append(out, `${key}[${k}]`, v);
    return;
  }
  out.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
}

/** Serialises a params object: arrays repeat the key, nested objects use `a[b]=c`, null/undefined are left out. */
export function toQueryString(params: object | undefined): string {
  if (!params) return '';
  const out: string[] = [];
  for (const [k, v] of Object.entries(params)) append(out, k, v);
  return out.join('&');
}

/** Appends a query string to a URL (before any `#fragment`). */
export function withQuery(url: string, query: string): string {
  if (!query) return url;
  const hash = url.indexOf('#');
  const head = hash === -1 ? url : url.slice(0, hash);
  const tail = hash === -1 ? '' : url.slice(hash);
  const sep = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?';
  return `${head}${sep}${query}${tail}`;
}
