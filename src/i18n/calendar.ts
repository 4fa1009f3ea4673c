// Calendar arithmetic (docs/suite-pages.md#dates): 4 quarters, 2 half years, decades, week numbers
// with a configurable first day of the week. Pure, on `Date` (local time).
import { type DateInput, toDate } from './dates';

/** A closed range of days: first and last day (both at 00:00, local time). */
export interface DateRange {
  start: Date;
  end: Date;
}

/** First and last day of the `n`th run of `months` months in `year`. */
const range = (year: number, n: number, months: number): DateRange => ({
  start: new Date(year, (n - 1) * months, 1),
  end: new Date(year, n * months, 0),
});

/**
 * Quarter of the year, 1–4.
 *
 * @example
 * ```ts
 * quarterOf('2024-05-01'); // 2
 * ```
 */
export function quarterOf(value: DateInput): 1 | 2 | 3 | 4 {
  return (Math.floor(toDate(value).getMonth() / 3) + 1) as 1 | 2 | 3 | 4;
}

/**
 * First and last day of a quarter (1–4) of a year, as `Date`s (dayjs objects before dayjs left
 * the SDK).
 *
 * @example
 * ```ts
 * const { start, end } = quarterRange(2024, 2); // 1 April to 30 June 2024
 * ```
 */
export function quarterRange(year: number, quarter: number): DateRange {
  return range(year, quarter, 3);
}

/**
 * Half of the year, 1 (January–June) or 2.
 *
 * @example
 * ```ts
 * halfYearOf('2024-08-01'); // 2
 * ```
 */
export function halfYearOf(value: DateInput): 1 | 2 {
  return toDate(value).getMonth() < 6 ? 1 : 2;
}

/**
 * First and last day of a half year (1 or 2), as `Date`s (dayjs objects before dayjs left the
 * SDK).
 *
 * @example
 * ```ts
 * const { start, end } = halfYearRange(2024, 2); // 1 July to 31 December 2024
 * ```
 */
export function halfYearRange(year: number, half: number): DateRange {
  return range(year, half, 6);
}

/**
 * The decade a date falls in: 2024 → { start: 2020, end: 2029 }.
 *
 * @example
 * ```ts
 * decadeOf('2024-05-01'); // { start: 2020, end: 2029 }
 * ```
 */
export function decadeOf(value: DateInput): { start: number; end: number } {
  const year = toDate(value).getFullYear();
  const start = year - (((year % 10) + 10) % 10);
  return { start, end: start + 9 };
}

/**
 * First day of the week holding `value` (a `Date` at 00:00; a dayjs object before dayjs left the
 * SDK), for weeks starting on `weekStart` (0 Sunday … 6 Saturday).
 *
 * @example
 * ```ts
 * formatDate(startOfWeek('2024-05-01')); // '2024-04-29' (weeks start on Monday)
 * ```
 */
export function startOfWeek(value: DateInput, weekStart = 1): Date {
  const d = toDate(value);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() - weekStart + 7) % 7));
  return d;
}

/**
 * Week of the year, with weeks starting on `weekStart` (0 Sunday … 6 Saturday; Monday by
 * default). Week 1 is the week holding 1 January (the rule of dayjs' weekOfYear), so the last
 * days of December may already be week 1 of the next year.
 *
 * @example
 * ```ts
 * weekNumber('2024-01-01'); // 1
 * ```
 */
export function weekNumber(value: DateInput, weekStart = 1): number {
  const first = startOfWeek(value, weekStart);
  const year = first.getFullYear();
  const last = new Date(first);
  last.setDate(last.getDate() + 7);
  if (last > new Date(year + 1, 0, 1)) return 1;
  // Whole weeks; rounding absorbs a daylight-saving hour.
  return Math.round((+first - +startOfWeek(new Date(year, 0, 1), weekStart)) / 6048e5) + 1;
}
