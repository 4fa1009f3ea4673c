// Date formatting and parsing (docs/reference.md#dates-format-tokens): the locale's formats (by
// default YYYY-MM-DD and YYYY-MM-DD HH:mm:ss — the default separator '-' is theirs), strict custom
// formats, and a parse cache of at most 100 entries. No date library: the tokens are dayjs'
// (src/i18n/date-format.ts), held equal to dayjs by tests/unit/i18n/dates-oracle.spec.ts.
import { formatWith, parseStrict } from './date-format';
import { getLocale } from './locale';
import { dateCache as parseCache } from './state';

/** Most entries the parse cache holds (docs/spec-coverage.md L369 "Date cache: up to 100 entries"). */
export const DATE_CACHE_LIMIT = 100;

/** What the date helpers accept: a `Date`, a timestamp or a string. */
export type DateInput = Date | string | number;

/** `YYYY-MM-DD[ HH:mm:ss.SSS]` and its shorter forms, read as local time (dayjs' rule). */
const LOCAL_ISO =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * A new `Date` from `value`, read as dayjs reads it: ISO-like strings without a zone are local
 * time, other strings go to `Date`; `undefined` is now; anything unreadable is Invalid Date.
 */
export function toDate(value: DateInput): Date {
  if (value === undefined) return new Date();
  const m = typeof value === 'string' && !/z$/i.test(value) && LOCAL_ISO.exec(value);
  if (m) {
    const [, y, M, , H, min, s] = m.map(Number) as number[];
    // The day stays text: '00' is day 0 (the month before's last day), as in dayjs.
    return new Date(y!, M! - 1 || 0, +(m[3] || 1), H || 0, min || 0, s || 0, +(m[7] ?? '').slice(0, 3));
  }
  try {
    return new Date(value === null ? Number.NaN : value);
  } catch {
    return new Date(Number.NaN); // a symbol, or an object whose conversion throws
  }
}

/**
 * Parses a date into a new `Date` (Invalid Date when it cannot); strings are cached (at most 100
 * entries). With `format` (dayjs tokens, docs/reference.md#dates-format-tokens), strict parsing: the text
 * must be exactly the date written in that format, so `31/02/2024` is invalid.
 *
 * Changed: this returned a dayjs object before dayjs left the SDK; it returns a `Date` now.
 *
 * @example
 * ```ts
 * parseDate('01/05/2024', 'DD/MM/YYYY').getMonth(); // 4 (May)
 * Number.isNaN(parseDate('31/02/2024', 'DD/MM/YYYY').getTime()); // true
 * ```
 */
export function parseDate(value: DateInput, format?: string): Date {
  if (typeof value !== 'string') return toDate(value);
  const key = `${format ?? ''}|${value}`;
  let parsed = parseCache.get(key);
  // A hit moves to the end (most recently used).
  parseCache.delete(key);
  parsed ??= format ? parseStrict(value, format) : toDate(value);
  parseCache.set(key, parsed);
  if (parseCache.size > DATE_CACHE_LIMIT) parseCache.delete(parseCache.keys().next().value as string);
  return new Date(parsed); // a copy: a caller changing it leaves the cache alone
}

/** The cache's keys (`format|text`), least recently used first (for tests and diagnostics). */
export function dateCacheKeys(): string[] {
  return [...parseCache.keys()];
}

/** Empties the parse cache. */
export function clearDateCache(): void {
  parseCache.clear();
}

/**
 * Formats a date with `format` (dayjs tokens, docs/reference.md#dates-format-tokens), else the locale's date
 * format (`YYYY-MM-DD`); '' for invalid dates.
 *
 * @example
 * ```ts
 * formatDate('2024-05-01T10:00:00'); // '2024-05-01' (the locale's date format)
 * formatDate(Date.now(), 'YYYY/MM/DD');
 * ```
 */
export function formatDate(value: DateInput, format?: string): string {
  const d = parseDate(value);
  return Number.isNaN(+d) ? '' : formatWith(d, format || getLocale().dateformat);
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
