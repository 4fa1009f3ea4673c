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
} from '../../../src/i18n';
import {
  clearDateCache,
  dateCacheKeys,
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

test('parseDate: strict custom formats give a Date; an impossible date is Invalid Date', () => {
  clearDateCache();
  const d = parseDate('09/02/2024', 'DD/MM/YYYY');
  expect(d).toBeInstanceOf(Date);
  expect(formatDate(d, 'YYYY-MM-DD')).toBe('2024-02-09');
  expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2024, 1, 9, 0]);
  expect(parseDate('31/02/2024', 'DD/MM/YYYY').getTime()).toBeNaN();
  expect(parseDate('2024-02-30', 'YYYY-MM-DD').getTime()).toBeNaN();
  expect(parseDate('9/2/2024', 'DD/MM/YYYY').getTime()).toBeNaN(); // strict: two digits
  expect(parseDate('not a date').getTime()).toBeNaN();
  // Without a format, ISO-like text without a zone is local time; with Z it is UTC.
  expect(parseDate('2024-03-01').getTime()).toBe(new Date(2024, 2, 1).getTime());
  expect(parseDate('2024-03-01T10:20:30.5').getTime()).toBe(new Date(2024, 2, 1, 10, 20, 30, 5).getTime());
  expect(parseDate('2024-03-01T00:00:00Z').getTime()).toBe(Date.UTC(2024, 2, 1));
  expect(parseDate(new Date(2024, 0, 1)).getFullYear()).toBe(2024);
  expect(parseDate(Date.UTC(2024, 0, 1)).getTime()).toBe(Date.UTC(2024, 0, 1));
});

test('parseDate: bad input is Invalid Date, never an exception', () => {
  for (const bad of [
    null,
    Symbol('s'),
    {
      valueOf: () => {
        throw new Error('no');
      },
    },
    Number.NaN,
    {},
  ]) {
    expect(parseDate(bad as unknown as string).getTime()).toBeNaN();
    expect(formatDate(bad as unknown as string)).toBe('');
  }
  expect(parseDate('2024', 'no tokens').getTime()).toBeNaN();
  expect(parseDate('2024-01-01', '').getTime()).toBe(new Date(2024, 0, 1).getTime()); // '' is no format
});

test('the parse cache holds at most 100 entries, and a caller changing a result leaves it alone', () => {
  clearDateCache();
  const first = parseDate('2024-03-01');
  first.setFullYear(1999); // the caller's copy
  expect(parseDate('2024-03-01').getFullYear()).toBe(2024);
  expect(dateCacheKeys()).toEqual(['|2024-03-01']); // served from the cache, not parsed again
  for (let i = 0; i < 250; i++) parseDate(`2020-01-01 00:00:${String(i % 60).padStart(2, '0')}.${i}`);
  expect(dateCacheKeys()).toHaveLength(100);
  expect(dateCacheKeys()).not.toContain('|2024-03-01'); // evicted long ago
  parseDate(new Date(2024, 0, 1)); // not a string: not cached
  expect(dateCacheKeys()).toHaveLength(100);
  parseDate('09/02/2024', 'DD/MM/YYYY');
  expect(dateCacheKeys().at(-1)).toBe('DD/MM/YYYY|09/02/2024');
  resetAll(); // destroy() empties it with the rest of the i18n state
  expect(dateCacheKeys()).toEqual([]);
});

test('parse cache keeps recently used entries', () => {
  clearDateCache();
  parseDate('2000-01-01');
  for (let i = 0; i < 150; i++) {
    parseDate(`2001-01-01 00:00:00.${i}`);
    parseDate('2000-01-01'); // touch
  }
  expect(dateCacheKeys()).toContain('|2000-01-01');
  expect(dateCacheKeys().at(-1)).toBe('|2000-01-01');
  expect(dateCacheKeys()).toHaveLength(100);
});

test('quarters and half years', () => {
  const months = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4];
  for (let m = 0; m < 12; m++) {
    expect(quarterOf(new Date(2024, m, 15))).toBe(months[m]);
    expect(halfYearOf(new Date(2024, m, 15))).toBe(m < 6 ? 1 : 2);
  }
  const q = (y: number, n: number) => {
    const r = quarterRange(y, n);
    return [formatDate(r.start), formatDate(r.end)];
  };
  expect(q(2024, 1)).toEqual(['2024-01-01', '2024-03-31']);
  expect(q(2024, 2)).toEqual(['2024-04-01', '2024-06-30']);
  expect(q(2024, 3)).toEqual(['2024-07-01', '2024-09-30']);
  expect(q(2024, 4)).toEqual(['2024-10-01', '2024-12-31']);
  const h = (y: number, n: number) => {
    const r = halfYearRange(y, n);
    return [formatDate(r.start), formatDate(r.end)];
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
  expect(formatDateTime(startOfWeek(wed, 1))).toBe('2024-01-08 00:00:00');
  expect(formatDateTime(startOfWeek(wed, 0))).toBe('2024-01-07 00:00:00');
  expect(formatDateTime(startOfWeek(wed, 3))).toBe('2024-01-10 00:00:00');
  expect(formatDateTime(startOfWeek(wed, 4))).toBe('2024-01-04 00:00:00');
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
