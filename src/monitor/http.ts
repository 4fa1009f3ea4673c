// The monitor's own uploads: plain fetch (never request(), so they are not tracked or retried
// by the request layer) with the basic headers of API.md §6.
import { $config, $session, currentLang } from '../env/store';
import { ENDPOINTS } from './constants';

function pageOrigin(): string {
  try {
    return globalThis.location?.origin ?? '';
  } catch {
    return '';
  }
}

function originOf(url: string): string {
  try {
    return new URL(url, pageOrigin() || undefined).origin;
  } catch {
    return '';
  }
}

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

/** Basic headers: langType, timeZoneOffset, and eteamsid only for the page's or apiDomain's origin. */
export function monitorHeaders(url: string): Record<string, string> {
  let offset = -480;
  try {
    const o = new Date().getTimezoneOffset();
    if (Number.isFinite(o)) offset = o;
  } catch {
    // unknown zone: the spec's default
  }
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    langType: currentLang(),
    timeZoneOffset: String(offset),
  };
  const sid = $session.get();
  if (sid) {
    const target = originOf(url);
    const cfg = $config.get();
    const trusted = [
      pageOrigin(),
      cfg.apiDomain ? originOf(cfg.apiDomain) : '',
      ...cfg.trustedDomains.map(originOf),
    ];
    if (target && trusted.includes(target)) headers.eteamsid = sid;
  }
  return headers;
}

/** Outcome of a monitor POST: the HTTP status and the parsed JSON body (undefined if none). */
export interface PostResult {
  status: number;
  body: unknown;
}

/** POSTs JSON with the basic headers; rejects only on network failure. */
export async function postJson(url: string, body: unknown, keepalive = false): Promise<PostResult> {
  const cfg = $config.get();
  const res = await fetch(url, {
    method: 'POST',
    headers: monitorHeaders(url),
    body: JSON.stringify(body),
    keepalive,
    credentials: cfg.withCredentials ? 'include' : 'same-origin',
  });
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed };
}
