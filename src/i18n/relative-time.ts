// Relative time ("3 minutes ago", "3 分钟前") with the fixed thresholds of dayjs' relativeTime
// plugin (docs/spec-coverage.md), written out here so the bundle needs no plugin nor dayjs locale files.
import dayjs from 'dayjs';
import type { DateInput } from './dates';
import { sdkText } from './text';

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
type Key = 's' | 'm' | 'mm' | 'h' | 'hh' | 'd' | 'dd' | 'M' | 'MM' | 'y' | 'yy';

/** dayjs relativeTime thresholds: each range holds up to `r` of the last measured unit. */
const THRESHOLDS: Array<{ l: Key; r?: number; d?: Unit }> = [
  { l: 's', r: 44, d: 'second' },
  { l: 'm', r: 89 },
  { l: 'mm', r: 44, d: 'minute' },
  { l: 'h', r: 89 },
  { l: 'hh', r: 21, d: 'hour' },
  { l: 'd', r: 35 },
  { l: 'dd', r: 25, d: 'day' },
  { l: 'M', r: 45 },
  { l: 'MM', r: 10, d: 'month' },
  { l: 'y', r: 17 },
  { l: 'yy', d: 'year' },
];

const TEXT: Record<Key | 'future' | 'past', { zh_CN: string; en_US: string }> = {
  future: { zh_CN: '{t}内', en_US: 'in {t}' },
  past: { zh_CN: '{t}前', en_US: '{t} ago' },
  s: { zh_CN: '几秒', en_US: 'a few seconds' },
  m: { zh_CN: '1 分钟', en_US: 'a minute' },
  mm: { zh_CN: '{n} 分钟', en_US: '{n} minutes' },
  h: { zh_CN: '1 小时', en_US: 'an hour' },
  hh: { zh_CN: '{n} 小时', en_US: '{n} hours' },
  d: { zh_CN: '1 天', en_US: 'a day' },
  dd: { zh_CN: '{n} 天', en_US: '{n} days' },
  M: { zh_CN: '1 个月', en_US: 'a month' },
  MM: { zh_CN: '{n} 个月', en_US: '{n} months' },
  y: { zh_CN: '1 年', en_US: 'a year' },
  yy: { zh_CN: '{n} 年', en_US: '{n} years' },
};

/** Which threshold applies to `value` seen from `now`, and the rounded count. Pure. */
export function relativeParts(
  value: DateInput,
  now: DateInput = Date.now(),
): { key: Key; n: number; future: boolean } {
  const from = dayjs(value);
  const to = dayjs(now);
  let result = 0;
  for (let i = 0; i < THRESHOLDS.length; i++) {
    let t = THRESHOLDS[i]!;
    if (t.d) result = from.diff(to, t.d, true);
    const n = Math.round(Math.abs(result));
    if (t.r === undefined || n <= t.r) {
      if (n <= 1 && i > 0) t = THRESHOLDS[i - 1]!; // 1 minutes → a minute
      return { key: t.l, n, future: result > 0 };
    }
  }
  return { key: 'yy', n: Math.round(Math.abs(result)), future: result > 0 };
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
