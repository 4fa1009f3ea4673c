// What the monitor keeps (docs/getting-started.md): in an external system only what the SDK and platform
// components cause; the host refines it with Sentry-style controls.
import { parseUrl } from '../env/origin';
import { $config } from '../env/store';
import { toDto } from './batch';
import { LIMITS } from './constants';
import { pageUrl } from './error-io';
import { fileNameOf, fitRecord, TEXT_FIELDS } from './record';
import type { ErrorRecord } from './types';

/** A URL pattern: a substring of the record's file URL, or a regular expression tested on it. */
export type UrlPattern = string | RegExp;

/**
 * What a URL `beforeSendUrl` sees is: the page's (main report, `refererUrl`, `pageUrl`), a
 * loaded resource's, a route report's, a request's (trace ids), or a record's file or text.
 */
export type UrlKind = 'page' | 'resource' | 'route' | 'request' | 'record';

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
   * Called with every URL the monitor is about to send (records, the main report, sub-reports,
   * the resource report), after the URL rules, and with where it goes: return it, another URL,
   * or `null` to leave it out (a resource is then not reported). What it returns passes the
   * rules again; a hook that throws or returns anything but a string of at most 2,000
   * characters or `null` leaves the URL as the rules made it (and warns once). Records go on
   * to `beforeSend` (docs/monitor.md#beforesendurl).
   */
  beforeSendUrl?: (url: string, kind: UrlKind) => string | null;
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
// quadratic, and made captures slow. The run's start is the text's or a character before it that
// is none of the run's, kept in the first group (no lookbehind: Safari before 16.4 cannot parse one).
const URL_IN_TEXT =
  /(^|[^\w+.-])(?=[\w+.-]*:\/\/)([\w+.-]*?)([a-z][\w+.-]*:\/\/[^\s"'<>()[\]{}]+)|\/[^\s"'<>()[\]{}]*[?#;][^\s"'<>()[\]{}]*/gi;

/** The URL rules every URL the monitor sends goes through (records, reports, the resource report). */
export interface UrlPolicy {
  /**
   * False for a resource the monitor must not report: denied, not in `allowUrls` when given, or
   * (external system) not the platform's. `ofError`: the file of a page-level error, for which
   * the SDK's own script served from the host's origin is not the platform's.
   */
  reportable(url: string, ofError?: boolean): boolean;
  /**
   * `url` as it may leave: `''` when it matches `denyUrls`, else {@link reduceQuery} unless
   * `sendDefaultPii`. With a `kind`, then through `beforeSendUrl` and the rules again (`''` for
   * a resource that is no longer reportable).
   */
  clean(url: string, kind?: UrlKind): string;
  /** Free text with each URL in it cleaned. */
  cleanText(text: string, kind?: UrlKind): string;
}

/** Warns once per hook that threw or returned garbage. */
function warner(name: string): (error: unknown) => void {
  let warned = false;
  return (error) => {
    if (!warned) console.warn(`[atrium] monitor ${name} failed; kept as the rules left it`, error);
    warned = true;
  };
}

/** The URL rules of `controls` (allowUrls, denyUrls, sendDefaultPii, beforeSendUrl). */
export function createUrlPolicy(controls: MonitorControls = {}): UrlPolicy {
  const allow = patterns(controls.allowUrls);
  const deny = patterns(controls.denyUrls);
  const keep = controls.sendDefaultPii === true;
  const hook = typeof controls.beforeSendUrl === 'function' ? controls.beforeSendUrl : null;
  const warn = warner('beforeSendUrl');
  const rules = (url: string) => (matches(url, deny) ? '' : keep ? url : reduceQuery(url));
  const reportable = (url: string, ofError?: boolean) => {
    if (typeof url !== 'string' || matches(url, deny)) return false;
    if (allow.length) return !!url && matches(url, allow);
    const platform = platformOrigins();
    if (!platform || (!ofError && isSdkScript(url))) return true;
    const origin = originOf(url);
    return !!origin && platform.includes(origin);
  };
  const clean = (url: string, kind?: UrlKind): string => {
    if (typeof url !== 'string') return url;
    const out = rules(url);
    if (!hook || !kind || !out) return out;
    let next: unknown;
    try {
      next = hook(out, kind);
    } catch (error) {
      warn(error);
      return out;
    }
    if (next === null) return '';
    if (typeof next !== 'string' || next.length > LIMITS.messageChars) {
      warn(new TypeError('beforeSendUrl must return a URL or null'));
      return out;
    }
    return kind === 'resource' && !reportable(next) ? '' : rules(next);
  };
  return {
    reportable,
    clean,
    cleanText: (text, kind) =>
      typeof text !== 'string'
        ? text
        : text.replace(URL_IN_TEXT, (match, before?: string, lead?: string, url?: string) =>
            url === undefined ? clean(match, kind) : `${before ?? ''}${lead ?? ''}${clean(url, kind)}`,
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

const originOf = (url: string) => (url ? parseUrl(url)?.origin : undefined);

/**
 * The platform's origins when the page is an external system (its origin is neither
 * `apiDomain`'s nor `staticDomain`'s), else null (a suite page, or no `apiDomain`).
 */
export function platformOrigins(): string[] | null {
  const { apiDomain, staticDomain } = $config.get();
  const origins = [originOf(apiDomain), originOf(staticDomain || apiDomain)].filter((o): o is string => !!o);
  const page = originOf(pageUrl());
  return origins.length && page && !origins.includes(page) ? origins : null;
}

/** The record `beforeSend` returned, checked: strings and numbers only, identity kept. */
function adopt(original: ErrorRecord, out: unknown): ErrorRecord | null {
  if (out === null) return null;
  if (!out || typeof out !== 'object') throw new TypeError('beforeSend must return a record or null');
  const o = out as Record<string, unknown>;
  const rec: ErrorRecord = { ...original };
  for (const f of TEXT_FIELDS) {
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
  const deny = patterns(controls.denyUrls);
  const beforeSend = typeof controls.beforeSend === 'function' ? controls.beforeSend : null;
  const urls = createUrlPolicy(controls);
  const warn = warner('beforeSend');
  // The record's URLs and texts through the rules (and `beforeSendUrl` when `hooked`; the
  // file name then follows the file). The page's URL comes with every record: cleaned once.
  let lastUrl = '';
  let lastClean = '';
  const cleanRecord = (record: ErrorRecord, hooked: boolean) => {
    const kind = hooked ? 'record' : undefined;
    for (const f of TEXT_FIELDS) {
      const v = record[f];
      if (typeof v !== 'string') continue;
      if (f === 'refererUrl' && hooked) {
        if (v !== lastUrl) {
          lastClean = urls.clean(v, 'page');
          lastUrl = v;
        }
        record[f] = lastClean;
      } else if (f === 'fileName' && hooked) record[f] = fileNameOf(record.filePath);
      else record[f] = f === 'filePath' || f === 'refererUrl' ? urls.clean(v, kind) : urls.cleanText(v, kind);
    }
    return record;
  };
  return (found, source) => {
    const file = found.filePath;
    if (file && matches(file, deny)) return null;
    if (source === 'page' && !urls.reportable(file, true)) return null;
    const record = cleanRecord({ ...found }, true);
    if (!beforeSend) return record;
    let out: ErrorRecord | null;
    try {
      out = adopt(record, beforeSend(toDto(record)));
    } catch (error) {
      warn(error);
      return record;
    }
    // What the hook returned passes the rules again: a denied file drops the record.
    return out && !(out.filePath && matches(out.filePath, deny)) ? cleanRecord(out, false) : null;
  };
}
