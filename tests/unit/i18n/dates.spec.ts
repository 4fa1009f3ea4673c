import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import relativeTimePlugin from 'dayjs/plugin/relativeTime.js';
import weekOfYear from 'dayjs/plugin/weekOfYear.js';
import { resetAll } from '../../../src/env/disposers';
import { $config, $context } from '../../../src/env/store';
import {
  decadeOf,
  halfYearOf,
  halfYearRange,
  quarterOf,
  quarterRange,
  startOfWeek,
  weekNumber,
} from '../../../src/i18n/calendar';
import {
  clearDateCache,
  dateCacheSize,
  formatDate,
  formatDateTime,
  parseDate,
} from '../../../src/i18n/dates';
import { relativeParts, relativeTime } from '../../../src/i18n/relative-time';
import { prng } from './warn-spy';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

test.afterEach(() => {
  $config.setKey('locale', '');
  $context.setKey('locale', {});
});

test('formatDate / formatDateTime use the default formats (separator -), then the context formats', () => {
  const d = new Date(2024, 1, 9, 7, 5, 3);
  expect(formatDate(d)).toBe('2024-02-09');
  expect(formatDateTime(d)).toBe('2024-02-09 07:05:03');
  expect(formatDate(d, 'YYYY/MM')).toBe('2024/02');
  $context.setKey('locale', { dateformat: 'DD.MM.YYYY', datetimeformat: 'DD.MM.YYYY HH:mm' });
  expect(formatDate(d)).toBe('09.02.2024');
  expect(formatDateTime(d)).toBe('09.02.2024 07:05');
  expect(formatDate('not a date')).toBe('');
});

test('parseDate: strict custom formats, and the cache holds at most 100 entries', () => {
  clearDateCache();
  expect(parseDate('09/02/2024', 'DD/MM/YYYY').format('YYYY-MM-DD')).toBe('2024-02-09');
  expect(parseDate('31/02/2024', 'DD/MM/YYYY').isValid()).toBe(false);
  const first = parseDate('2024-03-01');
  expect(parseDate('2024-03-01')).toBe(first); // served from the cache
  for (let i = 0; i < 250; i++) parseDate(`2020-01-01 00:00:${String(i % 60).padStart(2, '0')}.${i}`);
  expect(dateCacheSize()).toBe(100);
  expect(parseDate('2024-03-01')).not.toBe(first); // evicted long ago
  expect(parseDate(new Date(2024, 0, 1)).year()).toBe(2024);
  expect(dateCacheSize()).toBe(100);
});

test('parse cache keeps recently used entries', () => {
  clearDateCache();
  const kept = parseDate('2000-01-01');
  for (let i = 0; i < 150; i++) {
    parseDate(`2001-01-01 00:00:00.${i}`);
    parseDate('2000-01-01'); // touch
  }
  expect(parseDate('2000-01-01')).toBe(kept);
});

test('quarters and half years', () => {
  const months = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4];
  for (let m = 0; m < 12; m++) {
    expect(quarterOf(new Date(2024, m, 15))).toBe(months[m]);
    expect(halfYearOf(new Date(2024, m, 15))).toBe(m < 6 ? 1 : 2);
  }
  const q = (y: number, n: number) => {
    const r = quarterRange(y, n);
    return [r.start.format('YYYY-MM-DD'), r.end.format('YYYY-MM-DD')];
  };
  expect(q(2024, 1)).toEqual(['2024-01-01', '2024-03-31']);
  expect(q(2024, 2)).toEqual(['2024-04-01', '2024-06-30']);
  expect(q(2024, 3)).toEqual(['2024-07-01', '2024-09-30']);
  expect(q(2024, 4)).toEqual(['2024-10-01', '2024-12-31']);
  const h = (y: number, n: number) => {
    const r = halfYearRange(y, n);
    return [r.start.format('YYYY-MM-DD'), r.end.format('YYYY-MM-DD')];
  };
  expect(h(2023, 1)).toEqual(['2023-01-01', '2023-06-30']);
  expect(h(2023, 2)).toEqual(['2023-07-01', '2023-12-31']);
});

test('decades', () => {
  expect(decadeOf(new Date(2024, 5, 1))).toEqual({ start: 2020, end: 2029 });
  expect(decadeOf(new Date(2020, 0, 1))).toEqual({ start: 2020, end: 2029 });
  expect(decadeOf(new Date(2019, 11, 31))).toEqual({ start: 2010, end: 2019 });
  expect(decadeOf(new Date(2000, 0, 1))).toEqual({ start: 2000, end: 2009 });
});

test('startOfWeek honours the week start', () => {
  const wed = new Date(2024, 0, 10); // Wednesday
  expect(startOfWeek(wed, 1).format('YYYY-MM-DD')).toBe('2024-01-08');
  expect(startOfWeek(wed, 0).format('YYYY-MM-DD')).toBe('2024-01-07');
  expect(startOfWeek(wed, 3).format('YYYY-MM-DD')).toBe('2024-01-10');
  expect(startOfWeek(wed, 4).format('YYYY-MM-DD')).toBe('2024-01-04');
});

test('weekNumber equals dayjs weekOfYear (yearStart 1) for every day of 2015–2030 and week starts 0 and 1', () => {
  dayjs.extend(weekOfYear);
  const mismatches: string[] = [];
  for (const weekStart of [0, 1]) {
    // dayjs' weekOfYear reads the week start from the locale; emulate it with a custom locale.
    const name = `test-ws${weekStart}`;
    dayjs.locale({ name, weekStart, yearStart: 1 } as unknown as ILocale, undefined, true);
    for (let d = dayjs(new Date(2015, 0, 1)); d.year() <= 2030; d = d.add(1, 'day')) {
      const expected = d.locale(name).week();
      const ours = weekNumber(d.toDate(), weekStart);
      if (ours !== expected)
        mismatches.push(`${d.format('YYYY-MM-DD')}/${weekStart}: ${ours} vs ${expected}`);
    }
  }
  expect(mismatches).toEqual([]);
});

test('weekNumber vectors', () => {
  expect(weekNumber(new Date(2024, 0, 1), 1)).toBe(1);
  expect(weekNumber(new Date(2024, 0, 8), 1)).toBe(2);
  expect(weekNumber(new Date(2024, 11, 30), 1)).toBe(1); // the week holding 1 Jan 2025
  expect(weekNumber(new Date(2023, 0, 1), 1)).toBe(1); // Sunday, week of Mon 26 Dec 2022
  expect(weekNumber(new Date(2023, 0, 1), 0)).toBe(1);
  expect(weekNumber(new Date(2023, 0, 8), 0)).toBe(2);
  expect(weekNumber(new Date(2023, 0, 8), 1)).toBe(2);
  expect(weekNumber(new Date(2023, 0, 9), 1)).toBe(3);
});

test('relative time uses the dayjs relativeTime thresholds (differential against the plugin)', () => {
  dayjs.extend(relativeTimePlugin);
  $config.setKey('locale', 'en_US');
  const rand = prng(2024);
  const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
  const mismatches: string[] = [];
  const spans = [60e3, 3600e3, 86400e3, 30 * 86400e3, 400 * 86400e3, 5000 * 86400e3];
  for (let i = 0; i < 3000; i++) {
    const span = spans[i % spans.length]!;
    const offset = Math.round((rand() - 0.5) * 2 * span);
    const value = now + offset;
    const expected = dayjs(value).locale('en').from(dayjs(now));
    const ours = relativeTime(value, now);
    if (ours !== expected) mismatches.push(`${offset}: ${ours} vs ${expected}`);
  }
  expect(mismatches).toEqual([]);
});

test('relative time vectors in both languages', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
  expect(relativeParts(now - 30e3, now)).toEqual({ key: 's', n: 30, future: false });
  expect(relativeParts(now - 60e3, now).key).toBe('m');
  expect(relativeParts(now + 5 * 60e3, now)).toEqual({ key: 'mm', n: 5, future: true });
  expect(relativeTime(now - 3 * 60e3, now)).toBe('3 分钟前');
  expect(relativeTime(now + 2 * 86400e3, now)).toBe('2 天内');
  expect(relativeTime(now - 10e3, now)).toBe('几秒前');
  $config.setKey('locale', 'en_US');
  expect(relativeTime(now - 3 * 60e3, now)).toBe('3 minutes ago');
  expect(relativeTime(now + 2 * 86400e3, now)).toBe('in 2 days');
  expect(relativeTime(now - 3600e3, now)).toBe('an hour ago');
  expect(relativeTime(now - 400 * 86400e3, now)).toBe('a year ago');
});
