// Relative time ("3 minutes ago", "3 分钟前") with the fixed thresholds of dayjs' relativeTime
// plugin (docs/suite-pages.md#dates), written out here so the bundle needs no date library.
import { offsetMinutes } from './date-format';
import { type DateInput, toDate } from './dates';
import { type SdkText, sdkText } from './text';

type Key = 's' | 'm' | 'mm' | 'h' | 'hh' | 'd' | 'dd' | 'M' | 'MM' | 'y' | 'yy';

/**
 * dayjs relativeTime thresholds: each range holds up to `r` of the last measured unit. `u` is
 * the unit measured from there on: milliseconds per unit, or (negative) months per unit.
 */
const THRESHOLDS: Array<{ l: Key; r?: number; u?: number }> = [
  { l: 's', r: 44, u: 1e3 },
  { l: 'm', r: 89 },
  { l: 'mm', r: 44, u: 6e4 },
  { l: 'h', r: 89 },
  { l: 'hh', r: 21, u: 36e5 },
  { l: 'd', r: 35 },
  { l: 'dd', r: 25, u: 864e5 },
  { l: 'M', r: 45 },
  { l: 'MM', r: 10, u: -1 },
  { l: 'y', r: 17 },
  { l: 'yy', u: -12 },
];

/** `d` plus `n` months, the day kept within the target month (dayjs' add(n, 'month')). */
function addMonths(d: Date, n: number): number {
  const r = new Date(d);
  r.setDate(1);
  r.setMonth(r.getMonth() + n);
  r.setDate(Math.min(d.getDate(), new Date(r.getFullYear(), r.getMonth() + 1, 0).getDate()));
  return +r;
}

/** Months from `b` to `a`, with a fraction (dayjs' monthDiff, after moment.js). */
function monthDiff(a: Date, b: Date): number {
  if (a.getDate() < b.getDate()) return -monthDiff(b, a);
  const whole = (b.getFullYear() - a.getFullYear()) * 12 + b.getMonth() - a.getMonth();
  const anchor = addMonths(a, whole);
  const before = +b - anchor < 0;
  const anchor2 = addMonths(a, whole + (before ? -1 : 1));
  return -(whole + (+b - anchor) / (before ? anchor - anchor2 : anchor2 - anchor)) || 0;
}

const TEXT: Record<Key | 'future' | 'past', SdkText> = {
  future: ['{t}内', 'in {t}'],
  past: ['{t}前', '{t} ago'],
  s: ['几秒', 'a few seconds'],
  m: ['1 分钟', 'a minute'],
  mm: ['{n} 分钟', '{n} minutes'],
  h: ['1 小时', 'an hour'],
  hh: ['{n} 小时', '{n} hours'],
  d: ['1 天', 'a day'],
  dd: ['{n} 天', '{n} days'],
  M: ['1 个月', 'a month'],
  MM: ['{n} 个月', '{n} months'],
  y: ['1 年', 'a year'],
  yy: ['{n} 年', '{n} years'],
};

/** Which threshold applies to `value` seen from `now`, and the rounded count. Pure. */
export function relativeParts(
  value: DateInput,
  now: DateInput = Date.now(),
): { key: Key; n: number; future: boolean } {
  const from = toDate(value);
  const to = toDate(now);
  // Days are counted without the daylight-saving shift between the two dates, as dayjs does.
  const ms = +from - +to;
  const shift = (offsetMinutes(from) - offsetMinutes(to)) * 6e4;
  let result = 0;
  // The last threshold has no bound: the loop always returns.
  for (let i = 0; ; i++) {
    let t = THRESHOLDS[i]!;
    const u = t.u;
    if (u) result = u < 0 ? monthDiff(from, to) / -u : (ms - (u === 864e5 ? shift : 0)) / u;
    const n = Math.round(Math.abs(result));
    if (t.r === undefined || n <= t.r) {
      if (n <= 1 && i > 0) t = THRESHOLDS[i - 1]!; // 1 minutes → a minute
      return { key: t.l, n, future: result > 0 };
    }
  }
}

/**
 * "3 minutes ago" / "in 2 days" (Chinese: "3 分钟前" / "2 天内") in the current language.
 *
 * @example
 * ```ts
 * relativeTime(Date.now() - 3 * 60_000); // '3 minutes ago' (en_US), '3 分钟前' (zh_CN)
 * ```
 */
export function relativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const { key, n, future } = relativeParts(value, now);
  const amount = sdkText(`atrium.time.${key}`, TEXT[key], { n });
  return sdkText(future ? 'atrium.time.future' : 'atrium.time.past', TEXT[future ? 'future' : 'past'], {
    t: amount,
  });
}
