// The link rules (docs/security.md "Links and schemes", "Navigation on a server's word"): the
// one scheme table and the decision behind every link the SDK opens (openLink) and every
// navigation it makes on a server's word (request/navigate.ts). Decided on the parsed URL —
// what the browser would actually open — never on string prefixes, so
// `https://good.example.evil.net`, `//evil.net` and ` JaVa\tScRiPt:` cannot slip through.
import { httpOrigin, parseUrl } from './origin';

/** What to do with a URL: open it, ask the user first, or never open it. */
export type LinkVerdict = 'open' | 'confirm' | 'refuse';

/** How a scheme is treated: `web` (http/https: by origin and trust), or a fixed verdict. */
export type SchemeRule = 'web' | LinkVerdict;

/** Schemes that run script: {@link isOpenable} refuses exactly these. */
const SCRIPT_SCHEMES: readonly string[] = ['javascript', 'vbscript', 'data'];

/**
 * Schemes that never open: they run script (`javascript:`, `vbscript:`, `data:`), reach the
 * local machine or the browser itself (`file:`, `filesystem:`, `view-source:`, `about:`,
 * `chrome:`…), or start local handlers known to be abused (`ms-msdt:`, `search-ms:` and every
 * other `ms-*` Windows handler, `intent:`).
 */
export const REFUSED_SCHEMES: readonly string[] = [
  ...SCRIPT_SCHEMES,
  'livescript',
  'file',
  'filesystem',
  'view-source',
  'about',
  'chrome',
  'chrome-extension',
  'chrome-untrusted',
  'devtools',
  'edge',
  'jar',
  'res',
  'mk',
  'its',
  'hcp',
  'shell',
  'intent',
  'search',
  'search-ms',
  'ms-msdt',
  'ws',
  'wss',
];

/** Schemes that open without a question: they hand an address to the mail or phone app. */
export const DIRECT_SCHEMES: readonly string[] = ['mailto', 'tel'];

// Browsers drop leading C0 controls and spaces and remove tab/CR/LF anywhere (URL standard);
// the other Unicode blanks are stripped too, so a look of a blank never changes the verdict.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const LEADING = /^[\u0000-\u0020\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+/;
const TAB_NEWLINE = /[\t\n\r]/g;

/** The rule for a scheme (lower case, without the colon): refused, direct, `web`, else confirm. */
export function schemeRule(scheme: string): SchemeRule {
  const s = String(scheme).toLowerCase();
  if (s === 'http' || s === 'https') return 'web';
  if (REFUSED_SCHEMES.includes(s) || s.startsWith('ms-')) return 'refuse';
  if (DIRECT_SCHEMES.includes(s)) return 'open';
  if (s === 'blob') return 'web';
  // ftp:, sms:, app schemes (weixin:, dingtalk:, zoommtg:…) and anything unknown: ask.
  return 'confirm';
}

/** What the decision is made against. */
export interface LinkPolicyContext {
  /** The page's URL (`location.href`): relative links resolve against it; its origin is "same origin". */
  base?: string | undefined;
  /** True for an http(s) URL on a trusted host (the caller's whitelist). */
  isTrusted(url: URL): boolean;
  /** Only http(s) may open (navigation on a server's word): every other scheme is refused. */
  webOnly?: boolean;
}

/** A decision: the verdict, the scheme, and the parsed URL to open (absent when refused). */
export interface LinkDecision {
  verdict: LinkVerdict;
  /** The scheme as the browser reads it (lower case, no colon); '' when the URL does not parse. */
  scheme: string;
  /** The URL the browser would open: open exactly this `href`, never the raw string. */
  url?: URL;
  /** Why, in a few words (logged when a navigation is refused). */
  reason: string;
}

/**
 * Decides what to do with `url` (never throws). Not a string, empty, `#…` or unparsable →
 * refuse. http(s): same origin as `base` or trusted → open; with userinfo (`https://a@b`) or
 * any other host → confirm. `blob:` of the page's origin → open, of another → confirm.
 * Other schemes follow {@link schemeRule}; with `webOnly`, every non-http(s) URL is refused.
 */
export function decideLink(url: unknown, context: LinkPolicyContext): LinkDecision {
  if (typeof url !== 'string') return { verdict: 'refuse', scheme: '', reason: 'not a string' };
  const text = url.replace(LEADING, '').replace(TAB_NEWLINE, '');
  if (!text || text.startsWith('#')) return { verdict: 'refuse', scheme: '', reason: 'empty or a fragment' };
  const parsed = parseUrl(text, context.base || undefined);
  if (!parsed) return { verdict: 'refuse', scheme: '', reason: 'not a URL' };
  const scheme = parsed.protocol.slice(0, -1).toLowerCase();
  const rule = schemeRule(scheme);
  const base = httpOrigin(context.base);
  const web = scheme === 'http' || scheme === 'https';
  if (context.webOnly && !web) return { verdict: 'refuse', scheme, reason: `${scheme}: is not http(s)` };
  if (rule === 'refuse') return { verdict: 'refuse', scheme, reason: `${scheme}: never opens` };
  if (rule === 'open' || rule === 'confirm')
    return { verdict: rule, scheme, url: parsed, reason: `${scheme}:` };
  if (scheme === 'blob') {
    const inner = httpOrigin(parsed.pathname);
    const same = !!inner && inner === base;
    return {
      verdict: same ? 'open' : 'confirm',
      scheme,
      url: parsed,
      reason: same ? 'own blob' : 'foreign blob',
    };
  }
  if (parsed.username || parsed.password) {
    return { verdict: 'confirm', scheme, url: parsed, reason: 'user info in the URL' };
  }
  if (base && parsed.origin === base) return { verdict: 'open', scheme, url: parsed, reason: 'same origin' };
  let trusted = false;
  try {
    trusted = context.isTrusted(parsed);
  } catch {
    trusted = false;
  }
  return trusted
    ? { verdict: 'open', scheme, url: parsed, reason: 'trusted' }
    : { verdict: 'confirm', scheme, url: parsed, reason: 'another origin' };
}

function currentOrigin(): string | undefined {
  try {
    return typeof location === 'undefined' ? undefined : location.origin;
  } catch {
    return undefined;
  }
}

/**
 * True when `url` may be opened: a non-empty string, not starting with `#`, and not a
 * `javascript:`/`vbscript:`/`data:` URL in any case, with leading blanks or control characters.
 *
 * @example
 * ```ts
 * isOpenable('https://example.com'); // true
 * isOpenable(' javascript:alert(1)'); // false
 * ```
 */
export function isOpenable(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  const text = url.replace(LEADING, '').replace(TAB_NEWLINE, '');
  if (!text || text.startsWith('#')) return false;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(text)?.[1];
  return !scheme || !SCRIPT_SCHEMES.includes(scheme.toLowerCase());
}

/**
 * True when `url` is an http(s) URL of another origin than `origin` (default `location.origin`),
 * compared after parsing: `https://good.example.evil.net` and `//evil.net` are external to
 * `https://good.example`; relative paths are not.
 *
 * @example
 * ```ts
 * isExternalLink('https://evil.example/x', 'https://good.example'); // true
 * isExternalLink('/inside'); // false
 * ```
 */
export function isExternalLink(url: string, origin?: string): boolean {
  if (typeof url !== 'string') return false;
  const base = origin ?? currentOrigin();
  const baseUrl = base ? parseUrl(base) : undefined;
  const parsed = parseUrl(url.replace(LEADING, ''), baseUrl?.href);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false;
  if (!baseUrl) return true;
  return parsed.origin !== baseUrl.origin;
}
