// Which targets may receive the session id: compared as parsed origins, never by string
// prefix (so `https://good.example.evil.net`, `https://good.example@evil.net` and `//evil.net`
// are all foreign to `https://good.example`). Pure.

/** The origins a session id may be sent to. */
export interface TrustContext {
  /** `location.href` (relative targets resolve against it). */
  pageUrl: string;
  apiDomain: string;
  /** Origins (`https://a.example:8443`) or bare hosts (`a.example`, `a.example:8443`). */
  trustedDomains: readonly string[];
}

/** Parses `url` (against `base` when given); undefined when it does not parse. The one such helper. */
export function parseUrl(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

function isHttp(u: URL): boolean {
  return u.protocol === 'http:' || u.protocol === 'https:';
}

/**
 * The http(s) origin of `url` (resolved against `base` when given), or `undefined` for an
 * unparsable URL or any other scheme (whose origin would be the opaque `'null'`).
 */
export function httpOrigin(url: string | undefined, base?: string): string | undefined {
  const u = url ? parseUrl(url, base) : undefined;
  return u && isHttp(u) ? u.origin : undefined;
}

function sameOrigin(target: URL, other: string, base?: string): boolean {
  if (!other) return false;
  const u = parseUrl(other, base);
  return !!u && isHttp(u) && u.origin === target.origin;
}

/** True when `entry` (an origin or a bare host) names the target's origin. */
export function matchesTrustedEntry(target: URL, entry: string): boolean {
  const text = entry.trim();
  if (!text) return false;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return sameOrigin(target, text);
  // A bare host: parse it as one so case, IDN and ports normalise the way the target's did.
  const u = parseUrl(`${target.protocol}//${text}`);
  if (!u || u.username || u.password || (u.pathname !== '/' && u.pathname !== '')) return false;
  return text.includes(':') ? u.host === target.host : u.hostname === target.hostname;
}

/** True when the session id may be sent to `url`. */
export function isTrustedTarget(url: string, ctx: TrustContext): boolean {
  const target = parseUrl(url, ctx.pageUrl || undefined);
  if (!target || !isHttp(target)) return false;
  if (target.username || target.password) return false;
  if (ctx.pageUrl && sameOrigin(target, ctx.pageUrl)) return true;
  if (sameOrigin(target, ctx.apiDomain, ctx.pageUrl || undefined)) return true;
  return ctx.trustedDomains.some((d) => matchesTrustedEntry(target, d));
}
