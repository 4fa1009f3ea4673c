// Format tokens and strict custom parsing (docs/reference.md#dates-format-tokens): dayjs'
// token language in its English locale, written out so the bundle carries no date library.
// Formatting knows dayjs' core tokens; parsing follows dayjs' customParseFormat step by step,
// and a strict parse is valid only when formatting the result gives the input back (so
// 31/02/2024 is rejected).
// tests/unit/i18n/dates-oracle.spec.ts holds both equal to dayjs for every token listed here.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Format tokens: `[text]` is literal; other letters are literal too. */
const FORMAT_TOKENS = /\[([^\]]+)]|YYYY|YY|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|Z{1,2}|SSS/g;

const pad = (n: number, length = 2) => String(n).padStart(length, '0');

/** The local offset as dayjs rounds it: minutes west of UTC, to the quarter hour. */
export const offsetMinutes = (d: Date): number => Math.round(d.getTimezoneOffset() / 15) * 15;

/**
 * `d` written with dayjs format tokens: YYYY YY M MM MMM MMMM D DD d dd ddd dddd H HH h hh a A
 * m mm s ss SSS Z ZZ; `[text]` is literal. `d` must be valid.
 */
export function formatWith(d: Date, format: string): string {
  const M = d.getMonth();
  const W = WEEKDAYS[d.getDay()]!;
  const H = d.getHours();
  const h = H % 12 || 12;
  const meridiem = H < 12 ? 'AM' : 'PM';
  const z = offsetMinutes(d);
  const zone = `${z <= 0 ? '+' : '-'}${pad(Math.floor(Math.abs(z) / 60))}:${pad(Math.abs(z) % 60)}`;
  const parts: Record<string, string | number> = {
    YY: String(d.getFullYear()).slice(-2),
    YYYY: pad(d.getFullYear(), 4),
    M: M + 1,
    MM: pad(M + 1),
    MMM: MONTHS[M]!.slice(0, 3),
    MMMM: MONTHS[M]!,
    D: d.getDate(),
    DD: pad(d.getDate()),
    d: d.getDay(),
    dd: W.slice(0, 2),
    ddd: W.slice(0, 3),
    dddd: W,
    H,
    HH: pad(H),
    h,
    hh: pad(h),
    a: meridiem.toLowerCase(),
    A: meridiem,
    m: d.getMinutes(),
    mm: pad(d.getMinutes()),
    s: d.getSeconds(),
    ss: pad(d.getSeconds()),
    SSS: pad(d.getMilliseconds(), 3),
    Z: zone,
    ZZ: zone.replace(':', ''),
  };
  return format.replace(FORMAT_TOKENS, (token, literal?: string) => literal || String(parts[token]));
}

/** What a parse has read so far. */
interface Fields {
  Y?: number;
  M?: number;
  D?: number;
  H?: number;
  m?: number;
  s?: number;
  S?: number;
  pm?: boolean;
  Z?: number;
}

type Reader = [RegExp, (f: Fields, text: string) => void];

/** Parse tokens, literals in brackets, and runs of separators (dayjs' customParseFormat split). */
const PARSE_TOKENS =
  /(\[[^[]*\])|([-_:/.,()\s]+)|(A|a|Q|YYYY|YY?|ww?|MM?M?M?|Do|DD?|hh?|HH?|mm?|ss?|S{1,3}|z|ZZ?)/g;
const DIGIT = /\d/;
const TWO = /\d\d/;
const ONE_OR_TWO = /\d\d?/;
const WORD = /\d*[^-_:/,()\s\d]+/;
const OFFSET = /[+-]\d\d:?(\d\d)?|Z/;

/** Stores the text, read as a number (or through `read`), in field `key`. */
const into =
  (key: keyof Fields, read: (text: string) => number = Number): Reader[1] =>
  (f, text) => {
    (f[key] as number) = read(text);
  };
const monthFrom =
  (names: string[]): Reader[1] =>
  (f, text) => {
    const i = names.indexOf(text);
    if (i < 0) throw 0;
    f.M = i + 1;
  };
const meridiem =
  (pm: string): Reader[1] =>
  (f, text) => {
    f.pm = text === pm;
  };
const zone: Reader = [
  OFFSET,
  (f, text) => {
    const parts = text.match(/[+-]|\d\d/g) ?? [];
    const minutes = +parts[1]! * 60 + (+parts[2]! || 0);
    f.Z = text === 'Z' || !minutes ? 0 : parts[0] === '+' ? -minutes : minutes;
  },
];

const READERS: Record<string, Reader> = {
  A: [WORD, meridiem('PM')],
  a: [WORD, meridiem('pm')],
  Q: [DIGIT, into('M', (t) => (+t - 1) * 3 + 1)],
  S: [DIGIT, into('S', (t) => +t * 100)],
  SS: [TWO, into('S', (t) => +t * 10)],
  SSS: [/\d{3}/, into('S')],
  s: [ONE_OR_TWO, into('s')],
  m: [ONE_OR_TWO, into('m')],
  H: [ONE_OR_TWO, into('H')],
  D: [ONE_OR_TWO, into('D')],
  DD: [TWO, into('D')],
  // dayjs reads a week number only with its weekOfYear plugin, which the SDK never had: any week
  // but 0 made the date invalid.
  w: [
    ONE_OR_TWO,
    (_, text) => {
      if (+text) throw 0;
    },
  ],
  Do: [WORD, into('D', (t) => +t.match(/\d+/)![0])],
  M: [ONE_OR_TWO, into('M')],
  MM: [TWO, into('M')],
  MMM: [WORD, monthFrom(MONTHS.map((m) => m.slice(0, 3)))],
  MMMM: [WORD, monthFrom(MONTHS)],
  Y: [/[+-]?\d+/, into('Y')],
  YY: [TWO, into('Y', (t) => +t + (+t > 68 ? 1900 : 2000))],
  YYYY: [/\d{4}/, into('Y')],
  Z: zone,
};
// Tokens read the same way as another.
for (const pair of 'ss:s mm:m h:H HH:H hh:H ww:w ZZ:Z'.split(' ')) {
  const [alias, same] = pair.split(':') as [string, string];
  READERS[alias] = READERS[same]!;
}

/** Reads `text` by `format` as dayjs' customParseFormat does; Invalid Date when it cannot. */
function readWith(text: string, format: string): Date {
  try {
    // dayjs expands L/LL/LT… through its localizedFormat tables, absent in its English locale:
    // such a format never parsed. Neither did a format without a single token.
    if (/[Ll]/.test(format.replace(/\[[^\]]+]/g, ''))) throw 0;
    const f: Fields = {};
    let start = 0;
    for (const token of format.match(PARSE_TOKENS)!) {
      const reader = READERS[token];
      if (!reader) {
        start += token.replace(/^\[|\]$/g, '').length;
        continue;
      }
      const value = reader[0].exec(text.slice(start))![0];
      reader[1](f, value);
      text = text.replace(value, '');
    }
    let H = f.H;
    if (f.pm !== undefined && H !== undefined) {
      if (f.pm && H < 12) H += 12;
      else if (!f.pm && H === 12) H = 0;
    }
    const now = new Date();
    const { Y, M } = f;
    const args = [
      Y || now.getFullYear(),
      Y && !M ? 0 : M! > 0 ? M! - 1 : now.getMonth(),
      f.D || (!Y && !M ? now.getDate() : 1),
      H || 0,
      f.m || 0,
      f.s || 0,
      (f.S || 0) + (f.Z || 0) * 6e4,
    ] as const;
    return f.Z === undefined ? new Date(...args) : new Date(Date.UTC(...args));
  } catch {
    return new Date(Number.NaN);
  }
}

/** Strict custom parsing: valid only when the date formats back to `text` exactly. */
export function parseStrict(text: string, format: string): Date {
  const d = readWith(text, format);
  return !Number.isNaN(+d) && formatWith(d, format) === text ? d : new Date(Number.NaN);
}
