// Resolving a request URL against the page, on the hot path of every request: plain paths and
// plain absolute URLs (the common case) skip the URL parser, with exactly its answer; a plain
// path on the page itself does not even read `location.href` (a DOM call costing tens of µs when
// the main thread comes back to it between requests) — the page's origin is read once.
import { parseUrl } from './origin';
import { pageFacts } from './store';

/** Characters a URL's path and query keep as they are (WHATWG URL): no dot segments, no `'`. */
const PLAIN_PATH = /^\/(?![/\\])(?:[A-Za-z0-9\-._~!$&()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/;
/**
 * A lower-case http(s) origin without a default port, followed by a path: a host name whose last
 * label starts with a letter, or a dotted-quad IPv4 address as the parser writes it.
 */
const PLAIN_ORIGIN =
  /^https?:\/\/(?:(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))(?::(?!80\/|443\/)[1-9]\d{0,4})?(?=\/)/;

/** A path the URL parser would keep as it is (see PLAIN_PATH), with no dot segment. */
function isPlainPath(path: string): boolean {
  return PLAIN_PATH.test(path) && !/\/(?:\.|%2e)/i.test(path);
}

/**
 * `new URL(url, base).href`, or `url` itself when it does not parse. `base` defaults to the
 * page's address (in Node, with no page, `url` is returned as given).
 */
export function absoluteUrl(url: string, base?: string): string {
  if (base === undefined) {
    if (typeof location === 'undefined') return url;
    if (isPlainPath(url)) {
      pageFacts.origin ??= PLAIN_ORIGIN.exec(location.href)?.[0] ?? '';
      if (pageFacts.origin) return pageFacts.origin + url;
    }
    base = location.href;
  }
  if (!base) return url;
  const origin = PLAIN_ORIGIN.exec(url)?.[0] ?? '';
  const path = url.slice(origin.length);
  if (isPlainPath(path)) {
    if (origin) return url;
    const baseOrigin = PLAIN_ORIGIN.exec(base)?.[0];
    if (baseOrigin) return baseOrigin + path;
  }
  return parseUrl(url, base)?.href ?? url;
}
