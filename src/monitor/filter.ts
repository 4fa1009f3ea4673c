// What the monitor keeps (docs/getting-started.md): in an external system only what the SDK and platform
// components cause; the host refines it with Sentry-style controls.
import { $config } from '../env/store';
import { toDto } from './batch';
import { fitRecord } from './record';
import type { ErrorRecord } from './types';

/** A URL pattern: a substring of the record's file URL, or a regular expression tested on it. */
export type UrlPattern = string | RegExp;

/** `monitor: { allowUrls, denyUrls, beforeSend }` of the embed config (all optional). */
export interface MonitorControls {
  /**
   * Files whose errors are kept (page-level errors: `error` events, failed resources,
   * unhandled rejections). Replaces the default (in an external system: the platform's API
   * and static origins). Errors the SDK reports itself (requests, components, `captureError`)
   * do not need a match.
   */
  allowUrls?: UrlPattern[];
  /** Files whose errors are never kept, whoever reported them. Wins over `allowUrls`. */
  denyUrls?: UrlPattern[];
  /**
   * Called with a copy of each record before it is stored: return it, a changed copy, or
   * `null` to drop it. `id`, `errType`, `createTime` and the owner cannot be changed. A
   * `beforeSend` that throws or returns something else keeps the record as it was (and warns).
   */
  beforeSend?: (record: ErrorRecord) => ErrorRecord | null;
  /**
   * Keep the values of query strings (and `#k=v` fragments) in the URLs the monitor sends.
   * Off by default: `?email=a@b&token=x` leaves as `?email&token` (docs/monitor.md#urls).
   * Sentry's name for sending personal data.
   */
  sendDefaultPii?: boolean;
}

/**
 * `url` with every `name=value` after `?`, `&`, `;` or `#` reduced to `name`
 * (`/a?email=x&t=1#access_token=y` → `/a?email&t#access_token`). A trailing `:line:col` (a
 * stack frame) is kept.
 */
export function reduceQuery(url: string): string {
  const frame = /(?::\d+){1,2}$/.exec(url)?.[0] ?? '';
  const body = url.slice(0, url.length - frame.length);
  return body.replace(/([?&;#])([^=&;#?]*)=[^&;#]*/g, '$1$2') + frame;
}

// A URL inside free text (a message, a stack): absolute, or a path with a query or fragment.
// An absolute URL is looked for only where a run of scheme characters starts, and only when
// `://` ends that run (one scan per run): trying every letter of a long word (`xxxx…`) was
// quadratic, and made captures slow.
const URL_IN_TEXT =
  /(?<![\w+.-])(?=[\w+.-]*:\/\/)([\w+.-]*?)([a-z][\w+.-]*:\/\/[^\s"'<>()[\]{}]+)|\/[^\s"'<>()[\]{}]*[?#;][^\s"'<>()[\]{}]*/gi;

/** The URL rules every URL the monitor sends goes through (records, reports, the resource report). */
export interface UrlPolicy {
  /** False for a resource the monitor must not report: denied, or (external system) not the platform's. */
  reportable(url: string): boolean;
  /** `url` as it may leave: `''` when it matches `denyUrls`, else {@link reduceQuery} unless `sendDefaultPii`. */
  clean(url: string): string;
  /** Free text with each URL in it cleaned. */
  cleanText(text: string): string;
}

/** The URL rules of `controls` (allowUrls, denyUrls, sendDefaultPii). */
export function createUrlPolicy(controls: MonitorControls = {}): UrlPolicy {
  const allow = patterns(controls.allowUrls);
  const deny = patterns(controls.denyUrls);
  const keep = controls.sendDefaultPii === true;
  const clean = (url: string) =>
    typeof url !== 'string' ? url : matches(url, deny) ? '' : keep ? url : reduceQuery(url);
  return {
    reportable(url) {
      if (typeof url !== 'string' || matches(url, deny)) return false;
      if (allow.length) return matches(url, allow);
      const platform = platformOrigins();
      if (!platform || isSdkScript(url)) return true;
      const origin = originOf(url);
      return !!origin && platform.includes(origin);
    },
    clean,
    cleanText: (text) =>
      typeof text !== 'string'
        ? text
        : text.replace(URL_IN_TEXT, (match, lead?: string, url?: string) =>
            url === undefined ? clean(match) : `${lead ?? ''}${clean(url)}`,
          ),
  };
}

/** Where a record came from: the page's own listeners, or the SDK reporting it. */
export type RecordSource = 'page' | 'sdk';

function patterns(value: unknown): UrlPattern[] {
  if (!Array.isArray(value)) return [];
  return value.filter((p): p is UrlPattern => typeof p === 'string' || p instanceof RegExp);
}

function matches(file: string, list: UrlPattern[]): boolean {
  return list.some((p) => {
    if (typeof p === 'string') return p !== '' && file.includes(p);
    p.lastIndex = 0;
    return p.test(file);
  });
}

/**
 * The SDK's own script, wherever it was served from (read while it runs), without query or
 * fragment: in an external system it is reported with the platform's resources.
 */
const SDK_SCRIPT = (() => {
  try {
    const src = (globalThis.document?.currentScript as HTMLScriptElement | null | undefined)?.src;
    return typeof src === 'string' ? (src.split(/[?#]/)[0] ?? '') : '';
  } catch {
    return '';
  }
})();

/** True for the URL of the SDK's own script (any query or fragment). */
export function isSdkScript(url: string): boolean {
  return !!SDK_SCRIPT && url.split(/[?#]/)[0] === SDK_SCRIPT;
}

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The platform's origins when the page is an external system (its origin is neither
 * `apiDomain`'s nor `staticDomain`'s), else null (a suite page, or no `apiDomain`).
 */
export function platformOrigins(): string[] | null {
  const { apiDomain, staticDomain } = $config.get();
  const origins = [originOf(apiDomain), originOf(staticDomain || apiDomain)].filter((o): o is string => !!o);
  if (!origins.length) return null;
  let page: string | null = null;
  try {
    page = globalThis.location?.origin ?? null;
  } catch {
    page = null;
  }
  return page && !origins.includes(page) ? origins : null;
}

const TEXTS = ['message', 'stack', 'filePath', 'fileName', 'refererUrl', 'comName'] as const;

/** The record `beforeSend` returned, checked: strings and numbers only, identity kept. */
function adopt(original: ErrorRecord, out: unknown): ErrorRecord | null {
  if (out === null) return null;
  if (!out || typeof out !== 'object') throw new TypeError('beforeSend must return a record or null');
  const o = out as Record<string, unknown>;
  const rec: ErrorRecord = { ...original };
  for (const f of TEXTS) {
    const v = o[f];
    if (typeof v === 'string') rec[f] = v;
    else if (f === 'comName' && v === undefined) delete rec.comName;
  }
  for (const f of ['lineNumber', 'colNumber'] as const) {
    const v = o[f];
    if (typeof v === 'number' && Number.isFinite(v)) rec[f] = v;
  }
  return fitRecord(rec);
}

/** Builds the filter of one running monitor; returns the record to store, or null to drop it. */
export function createRecordFilter(
  controls: MonitorControls = {},
): (record: ErrorRecord, source: RecordSource) => ErrorRecord | null {
  const allow = patterns(controls.allowUrls);
  const deny = patterns(controls.denyUrls);
  const hasAllow = Array.isArray(controls.allowUrls) && allow.length > 0;
  const beforeSend = typeof controls.beforeSend === 'function' ? controls.beforeSend : null;
  const urls = createUrlPolicy(controls);
  // The page's URL comes with every record (refererUrl, often filePath): cleaned once per URL.
  let lastUrl = '';
  let lastClean = '';
  const cleanUrl = (url: string) => {
    if (url !== lastUrl) {
      lastClean = urls.clean(url);
      lastUrl = url;
    }
    return lastClean;
  };
  let warned = false;
  return (found, source) => {
    const file = found.filePath;
    if (file && matches(file, deny)) return null;
    if (source === 'page') {
      if (hasAllow) {
        if (!file || !matches(file, allow)) return null;
      } else {
        const platform = platformOrigins();
        if (platform) {
          const origin = originOf(file);
          if (!origin || !platform.includes(origin)) return null;
        }
      }
    }
    const record = { ...found };
    for (const f of TEXTS) {
      const v = record[f];
      if (typeof v === 'string')
        record[f] = f === 'filePath' || f === 'refererUrl' ? cleanUrl(v) : urls.cleanText(v);
    }
    if (!beforeSend) return record;
    try {
      return adopt(record, beforeSend(toDto(record)));
    } catch (error) {
      if (!warned) {
        warned = true;
        console.warn('[atrium] monitor beforeSend failed; the record is kept as it was', error);
      }
      return record;
    }
  };
}
