// The monitor's own uploads: plain fetch (never request(), so they are not tracked or retried
// by the request layer) with the same basic headers as request() (API.md §6).

import { requestCredentials, requestHeaders } from '../env/platform-headers';
import { $config } from '../env/store';
import { ENDPOINTS } from './constants';

/** The URL of a monitor endpoint: on `apiDomain` when configured, else the page's origin. */
export function monitorUrl(path: string, domain?: string): string {
  const base = (domain ?? $config.get().apiDomain ?? '').replace(/\/+$/, '');
  return `${base}${path}`;
}

/** True for the monitor's own endpoints, which are never tracked. */
export function isOwnEndpoint(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return Object.values(ENDPOINTS).some((p) => path.endsWith(p));
}

/** The request layer's headers (langType, timeZoneOffset, eteamsid for trusted origins) plus JSON. */
export function monitorHeaders(url: string): Record<string, string> {
  return { 'content-type': 'application/json', ...requestHeaders(url) };
}

/** Outcome of a monitor POST: the HTTP status and the parsed JSON body (undefined if none). */
export interface PostResult {
  status: number;
  body: unknown;
}

/** POSTs JSON with the basic headers; rejects only on network failure. */
export async function postJson(url: string, body: unknown, keepalive = false): Promise<PostResult> {
  const res = await fetch(url, {
    method: 'POST',
    headers: monitorHeaders(url),
    body: JSON.stringify(body),
    keepalive,
    credentials: requestCredentials(),
  });
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed };
}
