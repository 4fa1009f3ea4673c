// The header rules of docs/spec-coverage.md L268, read from the stores at call time. In env so every layer's raw
// fetches (request, i18n, monitor, routing) send exactly the same headers.

import { httpOrigin, isTrustedTarget } from './origin';
import { $config, $session, $translationMode, currentLang } from './store';

/** `new Date().getTimezoneOffset()`, or -480 when the zone is unknown (docs/spec-coverage.md L362). */
export function timeZoneOffset(): number {
  try {
    const offset = new Date().getTimezoneOffset();
    return Number.isFinite(offset) ? offset : -480;
  } catch {
    return -480;
  }
}

function pageUrl(): string {
  return typeof location === 'undefined' ? '' : location.href;
}

/** True when the session id may go to `url` (page origin, apiDomain or trustedDomains). */
export function mayReceiveSession(url: string): boolean {
  const config = $config.get();
  return isTrustedTarget(url, {
    pageUrl: pageUrl(),
    apiDomain: config.apiDomain,
    trustedDomains: config.trustedDomains,
  });
}

/**
 * True when `url` is on the API origin: `apiDomain`'s (the page's when `apiDomain` is empty),
 * or `transferApi`'s when every call goes through it. Compared as parsed origins.
 */
export function isApiOrigin(url: string): boolean {
  const page = pageUrl() || undefined;
  const target = httpOrigin(url, page);
  if (!target) return false;
  const { apiDomain, transferApi } = $config.get();
  const api = apiDomain ? httpOrigin(apiDomain, page) : page ? httpOrigin(page) : undefined;
  if (api === target) return true;
  return !!transferApi && httpOrigin(transferApi, page) === target;
}

/**
 * Headers every platform call carries to `url`: `timeZoneOffset`, `langType`, `eteamsid`
 * (the stored session id, or `session` when given — only for trusted origins), `enableTrans`
 * in translation mode and `traceid` when given.
 */
export function requestHeaders(
  url: string,
  traceId?: string,
  session = $session.get(),
): Record<string, string> {
  const headers: Record<string, string> = {
    timeZoneOffset: String(timeZoneOffset()),
    langType: currentLang(),
  };
  if (session && mayReceiveSession(url)) headers.eteamsid = session;
  if ($translationMode.get()) headers.enableTrans = 'true';
  if (traceId) headers.traceid = traceId;
  return headers;
}

/** The fetch `credentials` mode the configuration asks for. */
export function requestCredentials(): RequestCredentials {
  return $config.get().withCredentials ? 'include' : 'same-origin';
}

/** A new trace id (32 hex characters). */
export function newTraceId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID().replace(/-/g, '');
  let out = '';
  for (let i = 0; i < 32; i++) out += Math.floor(Math.random() * 16).toString(16);
  return out;
}
