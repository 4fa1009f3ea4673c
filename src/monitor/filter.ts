// What the monitor keeps (API.md §2, §7): in an external system only what the SDK and platform
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
  let warned = false;
  return (record, source) => {
    const file = record.filePath;
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
