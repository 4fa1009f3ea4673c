// Calendar arithmetic (docs/spec-coverage.md): 4 quarters, 2 half years, decades, week numbers with a
// configurable first day of the week. Pure, on dayjs core without plugins.
import dayjs, { type Dayjs } from 'dayjs';
import type { DateInput } from './dates';

/** A closed range of days: first and last day (both at 00:00). */
export interface DateRange {
  start: Dayjs;
  end: Dayjs;
}

/**
 * Quarter of the year, 1–4.
 *
 * @example
 * ```ts
 * quarterOf('2024-05-01'); // 2
 * ```
 */
export function quarterOf(value: DateInput): 1 | 2 | 3 | 4 {
  return (Math.floor(dayjs(value).month() / 3) + 1) as 1 | 2 | 3 | 4;
}

/**
 * First and last day of a quarter (1–4) of a year.
 *
 * @example
 * ```ts
 * const { start, end } = quarterRange(2024, 2); // 1 April to 30 June 2024
 * ```
 */
export function quarterRange(year: number, quarter: number): DateRange {
  const start = dayjs(new Date(year, (quarter - 1) * 3, 1));
  return { start, end: start.add(3, 'month').subtract(1, 'day') };
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
  return dayjs(value).month() < 6 ? 1 : 2;
}

/**
 * First and last day of a half year (1 or 2).
 *
 * @example
 * ```ts
 * const { start, end } = halfYearRange(2024, 2); // 1 July to 31 December 2024
 * ```
 */
export function halfYearRange(year: number, half: number): DateRange {
  const start = dayjs(new Date(year, (half - 1) * 6, 1));
  return { start, end: start.add(6, 'month').subtract(1, 'day') };
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
  const year = dayjs(value).year();
  const start = year - (((year % 10) + 10) % 10);
  return { start, end: start + 9 };
}

/**
 * First day of the week holding `value`, for weeks starting on `weekStart` (0 Sunday … 6 Saturday).
 *
 * @example
 * ```ts
 * startOfWeek('2024-05-01').format('YYYY-MM-DD'); // '2024-04-29' (weeks start on Monday)
 * ```
 */
export function startOfWeek(value: DateInput, weekStart = 1): Dayjs {
  const d = dayjs(value).startOf('day');
  return d.subtract((d.day() - weekStart + 7) % 7, 'day');
}

/**
 * Week of the year, with weeks starting on `weekStart` (0 Sunday … 6 Saturday; Monday by
 * default). Week 1 is the week holding 1 January (dayjs' weekOfYear rule), so the last days of
 * December may already be week 1 of the next year.
 *
 * @example
 * ```ts
 * weekNumber('2024-01-01'); // 1
 * ```
 */
export function weekNumber(value: DateInput, weekStart = 1): number {
  const first = startOfWeek(value, weekStart);
  const nextJan1 = dayjs(new Date(first.year() + 1, 0, 1));
  if (!first.add(7, 'day').isAfter(nextJan1)) {
    const week1 = startOfWeek(new Date(first.year(), 0, 1), weekStart);
    return Math.round(first.diff(week1, 'day', true) / 7) + 1;
  }
  return 1;
}
