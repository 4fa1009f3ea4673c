// The monitor's own calls: the one platform fetch (never request(), so they are not tracked or
// retried by the request layer), with the same headers as request() (docs/reference.md).
//
// The monitor's endpoints are platform API paths, so like request() they go to
// `{apiDomain}{prefixApiPath}{path}`: an integrator whose gateway serves the APIs under a prefix
// serves these under it too (docs/architecture.md). A separate `domain` (the resource report's
// maintain domain) gets the path as it is.
import { buildUrl, parseJson, platformFetch, platformUrl } from '../env/platform-fetch';
import { ENDPOINTS } from './constants';

/** Time limit of one monitor call, well under the 10 s upload cycle; a hung call is aborted. */
export const MONITOR_TIMEOUT_MS = 6000;

/** The URL of a monitor endpoint: `{apiDomain}{prefixApiPath}{path}`, or `{domain}{path}`. */
export function monitorUrl(path: string, domain?: string): string {
  return domain ? buildUrl(path, domain, '') : platformUrl(path);
}

/** True for the monitor's own endpoints, which are never tracked. */
export function isOwnEndpoint(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return Object.values(ENDPOINTS).some((p) => path.endsWith(p));
}

/** Outcome of a monitor POST: the HTTP status, the parsed JSON body (undefined if none) and `Retry-After`. */
export interface PostResult {
  status: number;
  body: unknown;
  /**
   * The `Retry-After` header, when the answer had one (cross-origin servers must list it in
   * `Access-Control-Expose-Headers`, or the browser hides it).
   */
  retryAfter?: string | null;
}

/**
 * POSTs JSON with the platform headers — `body` as a value, or already serialised when it is a
 * string (the uploader encodes each record once). Rejects on network failure or after
 * {@link MONITOR_TIMEOUT_MS}.
 */
export async function postJson(url: string, body: unknown, keepalive = false): Promise<PostResult> {
  const res = await platformFetch(url, {
    method: 'POST',
    ...(typeof body === 'string'
      ? { body, headers: { 'content-type': 'application/json' } }
      : { json: body }),
    keepalive,
    timeout: MONITOR_TIMEOUT_MS,
  });
  return { status: res.status, body: parseJson(res.text), retryAfter: res.header('retry-after') };
}
