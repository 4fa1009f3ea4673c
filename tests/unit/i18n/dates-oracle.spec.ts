// dayjs left the SDK (issue 18); it stays a devDependency only as the oracle here. Properties:
// formatDate writes every dayjs format token as dayjs does, parseDate with a format accepts and
// rejects exactly what dayjs' strict customParseFormat does (2024-02-30 included), parseDate
// without a format reads text as dayjs does — over random dates, formats and texts, in several
// time zones (one with a half-hour daylight-saving shift).
import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import relativeTimePlugin from 'dayjs/plugin/relativeTime.js';
import fc from 'fast-check';
import { $config } from '../../../src/env/store';
import { relativeTime } from '../../../src/i18n';
import { clearDateCache, formatDate, parseDate } from '../../../src/i18n/dates';

dayjs.extend(customParseFormat);
dayjs.extend(relativeTimePlugin);

/** The zones, and their offset on 1 July 2024 (Date's sign: minutes west of UTC). */
const ZONES: Record<string, number> = {
  UTC: 0,
  'America/New_York': 240,
  'Asia/Kolkata': -330,
  'Australia/Lord_Howe': -630,
};

/** Runs `fn` in each time zone (Node reads process.env.TZ again when it is set). */
function inZones(fn: () => void): void {
  const saved = process.env.TZ;
  try {
    for (const [zone, july] of Object.entries(ZONES)) {
      process.env.TZ = zone;
      expect(new Date(2024, 6, 1).getTimezoneOffset(), zone).toBe(july);
      fn();
    }
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

/** dayjs' core format tokens. */
const FORMAT_TOKENS = 'YYYY YY M MM MMM MMMM D DD d dd ddd dddd H HH h hh a A m mm s ss SSS Z ZZ'.split(' ');
/** What customParseFormat reads besides those (w/ww left out: dayjs needs its weekOfYear plugin). */
const PARSE_ONLY = 'Y Q Do S SS'.split(' ');
/** Literal text: separators, brackets, letters that are no token (and 'l', which dayjs refuses). */
const LITERALS = ['-', '/', ':', '.', ' ', ', ', 'T', '年', '月', '日', '[at]', '[YYYY]', 'x', 'l'];

const piece = (tokens: string[]) => fc.oneof(fc.constantFrom(...tokens), fc.constantFrom(...LITERALS));
const formatOf = (tokens: string[]) =>
  fc.array(piece(tokens), { minLength: 1, maxLength: 7 }).map((parts) => parts.join(''));
/** Years 1000–9999, and now and then the odd ones (0–99, negative) where Date has quirks. */
const dates = fc
  .oneof(
    { weight: 9, arbitrary: fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }) },
    { weight: 1, arbitrary: fc.integer({ min: Date.UTC(-200, 0, 1), max: Date.UTC(120, 0, 1) }) },
  )
  .map((t) => new Date(t));

const REALISTIC = [
  'YYYY-MM-DD',
  'YYYY-MM-DD HH:mm:ss',
  'DD/MM/YYYY',
  'MM/DD/YYYY HH:mm',
  'DD.MM.YYYY',
  'YYYY年MM月DD日',
  'YYYY/M/D H:m:s',
  'h:mm A',
  'hh:mm a',
  'D MMMM YYYY',
  'ddd, DD MMM YYYY HH:mm:ss ZZ',
  'YYYY-MM-DDTHH:mm:ss.SSSZ',
  'YY-MM-DD',
];

/** Same instant, or both invalid. */
const same = (ours: Date, theirs: number) =>
  Number.isNaN(theirs) ? Number.isNaN(ours.getTime()) : ours.getTime() === theirs;

test('property: formatDate writes every dayjs token as dayjs does', () => {
  inZones(() => {
    fc.assert(
      fc.property(
        dates,
        formatOf([...FORMAT_TOKENS, 'Y', 'YYY', 'Q']),
        (d, format) => formatDate(d, format) === dayjs(d).format(format),
      ),
      { numRuns: 1000 },
    );
  });
});

test('property: strict parsing takes what dayjs takes and refuses what it refuses', () => {
  const tokens = [...FORMAT_TOKENS, ...PARSE_ONLY];
  const check = (text: string, format: string) => {
    clearDateCache();
    return same(parseDate(text, format), dayjs(text, format, true).valueOf());
  };
  /** The text of `d` in `format`, with digits changed at random (mostly impossible dates). */
  const mutated = (d: Date, format: string, picks: Array<number | null>) => {
    let i = 0;
    return dayjs(d)
      .format(format)
      .replace(/\d/g, (c) => String(picks[i++ % picks.length] ?? c));
  };
  const digits = fc.array(fc.option(fc.integer({ min: 0, max: 9 }), { freq: 2 }), {
    minLength: 1,
    maxLength: 12,
  });
  inZones(() => {
    fc.assert(
      fc.property(
        dates,
        fc.oneof(formatOf(tokens), fc.constantFrom(...REALISTIC)),
        digits,
        (d, format, picks) => {
          check(dayjs(d).format(format), format);
          check(mutated(d, format, picks), format);
        },
      ),
      { numRuns: 1500 },
    );
  });
  // The classic refusals, and what they would be without strictness.
  for (const [text, format] of [
    ['2024-02-30', 'YYYY-MM-DD'],
    ['2023-02-29', 'YYYY-MM-DD'],
    ['31/04/2024', 'DD/MM/YYYY'],
    ['2024-13-01', 'YYYY-MM-DD'],
    ['24:00', 'HH:mm'],
    ['2024-1-5', 'YYYY-MM-DD'],
    ['13:00 PM', 'hh:mm A'],
    ['2024-02-29', 'YYYY-MM-DD'],
  ] as const)
    expect(check(text, format), `${text} by ${format}`).toBe(true);
  expect(parseDate('2024-02-30', 'YYYY-MM-DD').getTime()).toBeNaN();
  expect(parseDate('2024-02-29', 'YYYY-MM-DD').getDate()).toBe(29);
});

test('property: without a format, text is read as dayjs reads it', () => {
  const part = fc.oneof(
    fc.stringMatching(/^\d{1,4}$/),
    fc.constantFrom('-', '/', ':', '.', 'T', ' ', 'Z', 'z', '+08:00', 'May', ', '),
  );
  const texts = fc.oneof(
    fc.array(part, { minLength: 1, maxLength: 9 }).map((p) => p.join('')),
    dates.map((d) => dayjs(d).format('YYYY-MM-DD HH:mm:ss.SSS')),
    dates.map((d) => d.toISOString()),
  );
  inZones(() => {
    fc.assert(
      fc.property(texts, (text) => {
        clearDateCache();
        return same(parseDate(text), dayjs(text).valueOf());
      }),
      { numRuns: 1000 },
    );
  });
});

test('property: relative time equals dayjs relativeTime across time zones and month ends', () => {
  // Offsets from seconds to decades.
  const spans = fc.integer({ min: 3, max: 12 }).chain((e) => fc.integer({ min: -(10 ** e), max: 10 ** e }));
  $config.setKey('locale', 'en_US');
  try {
    inZones(() => {
      fc.assert(
        fc.property(dates, spans, (now, offset) => {
          const value = now.getTime() + offset;
          return relativeTime(value, now) === dayjs(value).locale('en').from(dayjs(now));
        }),
        { numRuns: 1000 },
      );
    });
  } finally {
    $config.setKey('locale', '');
  }
});
