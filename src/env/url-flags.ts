// Query flags of docs/spec-coverage.md L33. A flag is on when present (`?show_console`, `=1`, `=true`, any other
// value) and off when absent or `0`/`false`. Both the search part and a hash route's query
// (`#/main/page?show_console=1`) count, since suite pages use hash routing.
import { parseUrl } from './origin';

/** The URL flags the platform recognises. */
export interface UrlFlags {
  /** `wea_link_keep_react_render`: render profiling. */
  keepReactRender: boolean;
  /** `wea_link_keep_hide_h5_title`: hide the mobile title bar. */
  hideH5Title: boolean;
  /** `show_console`: keep console.log/info output. */
  showConsole: boolean;
  /** `keep_vconsole`: the mobile debug console stays on — console output is kept, and the flag travels to opened pages. */
  keepVConsole: boolean;
  /** `keep_ebAgentKey`: the flag and the page's `ebAgentKey` travel to opened pages ({@link withKeptFlags}). */
  keepEbAgentKey: boolean;
}

const NAMES: Record<keyof UrlFlags, string> = {
  keepReactRender: 'wea_link_keep_react_render',
  hideH5Title: 'wea_link_keep_hide_h5_title',
  showConsole: 'show_console',
  keepVConsole: 'keep_vconsole',
  keepEbAgentKey: 'keep_ebAgentKey',
};

function queryParts(url: string): string[] {
  const hashAt = url.indexOf('#');
  const main = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt + 1);
  const q1 = main.indexOf('?');
  const q2 = hash.indexOf('?');
  const parts = [q1 < 0 ? '' : main.slice(q1 + 1), q2 < 0 ? '' : hash.slice(q2 + 1)].join('&');
  return parts.split('&').filter(Boolean);
}

/** Reads the flags from a URL (absolute, relative, or just `?a=1#…`). Pure; non-strings → all off. */
export function parseUrlFlags(url: string): UrlFlags {
  const seen = new Map<string, boolean>();
  if (typeof url === 'string') {
    for (const part of queryParts(url)) {
      const eq = part.indexOf('=');
      let name = eq < 0 ? part : part.slice(0, eq);
      let value = eq < 0 ? '' : part.slice(eq + 1);
      try {
        name = decodeURIComponent(name);
        value = decodeURIComponent(value);
      } catch {
        // keep as written
      }
      seen.set(name, !/^(0|false)$/i.test(value.trim()));
    }
  }
  const out = {} as UrlFlags;
  for (const key of Object.keys(NAMES) as Array<keyof UrlFlags>) out[key] = seen.get(NAMES[key]) ?? false;
  return out;
}

/** The flags of the current page (`location.href`); all off outside a browser. */
export function readUrlFlags(): UrlFlags {
  let href = '';
  try {
    href = typeof location === 'undefined' ? '' : location.href;
  } catch {
    href = '';
  }
  return parseUrlFlags(href);
}

/** The page's agent-key parameter, carried with `keep_ebAgentKey`. */
export const AGENT_KEY_PARAM = 'ebAgentKey';

function pageParam(pageHref: string, name: string): string | null {
  for (const part of queryParts(pageHref)) {
    const eq = part.indexOf('=');
    if ((eq < 0 ? part : part.slice(0, eq)) !== name) continue;
    try {
      return eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * docs/spec-coverage.md (L37): the "keep" flags travel with the user. When the page has `keep_vconsole`
 * (the mobile debug console stays on) or `keep_ebAgentKey` (the form builder's agent key stays
 * in the URL), a platform page the SDK opens gets the flag — and with `keep_ebAgentKey` the
 * page's `ebAgentKey` — in its query. Only targets on the page's own origin (relative URLs
 * included, made absolute): the agent key never goes to another site. Parameters the target
 * already has win. Pure.
 */
export function withKeptFlags(target: string, pageHref: string): string {
  if (typeof target !== 'string' || typeof pageHref !== 'string') return target;
  const flags = parseUrlFlags(pageHref);
  if (!flags.keepVConsole && !flags.keepEbAgentKey) return target;
  const page = parseUrl(pageHref);
  const url = page && parseUrl(target, page.href);
  if (!url) return target;
  if (url.origin !== page.origin || !/^https?:$/.test(url.protocol)) return target;
  const add: Array<[string, string]> = [];
  if (flags.keepVConsole) add.push([NAMES.keepVConsole, '1']);
  if (flags.keepEbAgentKey) {
    add.push([NAMES.keepEbAgentKey, '1']);
    const key = pageParam(pageHref, AGENT_KEY_PARAM);
    if (key) add.push([AGENT_KEY_PARAM, key]);
  }
  let changed = false;
  for (const [name, value] of add) {
    if (url.searchParams.has(name)) continue;
    url.searchParams.append(name, value);
    changed = true;
  }
  return changed ? url.toString() : target;
}
