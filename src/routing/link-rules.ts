// Link rules of spec §5 / API.md §9, decided on parsed URLs rather than string prefixes, so
// `https://good.example.evil.net`, `//evil.net` and ` JaVa\tScRiPt:` cannot slip through.
// The scheme table (which schemes open, ask or never open) lives in env/link-policy.ts so the
// navigations the request UI makes on a server's word follow the same rule.

export {
  DIRECT_SCHEMES,
  decideLink,
  type LinkDecision,
  type LinkVerdict,
  REFUSED_SCHEMES,
  schemeRule,
} from '../env/link-policy';

// Browsers drop leading C0 controls and spaces and remove tab/CR/LF anywhere (URL standard).
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const LEADING = /^[\u0000-\u0020\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+/;
const TAB_NEWLINE = /[\t\n\r]/g;
const SCRIPT_SCHEMES = /^(?:javascript|vbscript|data):/;

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
 */
export function isOpenable(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  const text = url.replace(LEADING, '').replace(TAB_NEWLINE, '');
  if (!text || text.startsWith('#')) return false;
  return !SCRIPT_SCHEMES.test(text.toLowerCase());
}

/** Parses a URL against a base; undefined when it cannot be parsed. */
export function parseUrl(url: string, base?: string): URL | undefined {
  try {
    return base ? new URL(url, base) : new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * True when `url` is an http(s) URL of another origin than `origin` (default `location.origin`),
 * compared after parsing: `https://good.example.evil.net` and `//evil.net` are external to
 * `https://good.example`; relative paths are not.
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
