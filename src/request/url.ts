// The query of a request: params become the query string (encoding's codec). Pure.
import { stringifyQuery } from '../encoding/query-stringify';

/** Serialises a params object: arrays repeat the key, nested objects use `a[b]=c`, null/undefined are left out. */
export function toQueryString(params: object | undefined): string {
  return params ? stringifyQuery(params, { skipNulls: true, arrayFormat: 'repeat' }) : '';
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
