// Date formatting and parsing on dayjs (docs/spec-coverage.md): the locale's formats (by default YYYY-MM-DD
// and YYYY-MM-DD HH:mm:ss — the default separator '-' is theirs), and a parse cache of at most
// 100 entries. Internal helpers for the SDK's own UI and other areas.
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { getLocale } from './locale';

/** Most entries the parse cache holds (docs/spec-coverage.md "Date cache: up to 100 entries"). */
export const DATE_CACHE_LIMIT = 100;

/** What the date helpers accept. */
export type DateInput = Dayjs | Date | string | number;

/** Parsed strings by format|text; oldest entry evicted first (Map keeps insertion order). */
const parseCache = new Map<string, Dayjs>();

/**
 * Parses a date; strings are cached (at most 100 entries). With `format`, strict custom parsing.
 *
 * @example
 * ```ts
 * parseDate('01/05/2024', 'DD/MM/YYYY').month(); // 4 (May)
 * ```
 */
export function parseDate(value: DateInput, format?: string): Dayjs {
  if (typeof value !== 'string') return dayjs(value);
  const key = `${format ?? ''}|${value}`;
  const hit = parseCache.get(key);
  if (hit) {
    // Refresh: the most recently used entry goes to the end.
    parseCache.delete(key);
    parseCache.set(key, hit);
    return hit;
  }
  let parsed: Dayjs;
  if (format) {
    dayjs.extend(customParseFormat); // idempotent: dayjs installs a plugin once
    parsed = dayjs(value, format, true);
  } else {
    parsed = dayjs(value);
  }
  parseCache.set(key, parsed);
  if (parseCache.size > DATE_CACHE_LIMIT) parseCache.delete(parseCache.keys().next().value as string);
  return parsed;
}

/** Number of parsed strings currently cached (for tests and diagnostics). */
export function dateCacheSize(): number {
  return parseCache.size;
}

/** Empties the parse cache. */
export function clearDateCache(): void {
  parseCache.clear();
}

/**
 * Formats a date with `format`, else the locale's date format (`YYYY-MM-DD`); '' for invalid dates.
 *
 * @example
 * ```ts
 * formatDate('2024-05-01T10:00:00'); // '2024-05-01' (the locale's date format)
 * formatDate(Date.now(), 'YYYY/MM/DD');
 * ```
 */
export function formatDate(value: DateInput, format?: string): string {
  const d = parseDate(value);
  return d.isValid() ? d.format(format || getLocale().dateformat) : '';
}

/**
 * Formats a date and time with the locale's date-time format (`YYYY-MM-DD HH:mm:ss`).
 *
 * @example
 * ```ts
 * formatDateTime('2024-05-01T10:00:00'); // '2024-05-01 10:00:00'
 * ```
 */
export function formatDateTime(value: DateInput, format?: string): string {
  return formatDate(value, format || getLocale().datetimeformat);
}
