// The monitor's own calls: the one platform fetch (never request(), so they are not tracked or
// retried by the request layer), with the same headers as request() (API.md §6).
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

/** Outcome of a monitor POST: the HTTP status and the parsed JSON body (undefined if none). */
export interface PostResult {
  status: number;
  body: unknown;
}

/** POSTs JSON with the platform headers; rejects on network failure or after {@link MONITOR_TIMEOUT_MS}. */
export async function postJson(url: string, body: unknown, keepalive = false): Promise<PostResult> {
  const res = await platformFetch(url, {
    method: 'POST',
    json: body,
    keepalive,
    timeout: MONITOR_TIMEOUT_MS,
  });
  return { status: res.status, body: parseJson(res.text) };
}
