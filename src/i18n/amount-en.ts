// English cheque-style amounts: upper case, hyphens in 21–99, AND only before the cents. Pure.
import type { DecimalParts } from './decimal';

const ONES = [
  'ZERO',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];
const SCALES = ['', 'THOUSAND', 'MILLION', 'BILLION', 'TRILLION', 'QUADRILLION'];

/** 1–99 as words, hyphenated from 21 on (TWENTY-ONE). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

/** 1–999 as words, without AND (ONE HUNDRED ONE). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds) words.push(`${ONES[hundreds]} HUNDRED`);
  if (rest) words.push(belowHundred(rest));
  return words.join(' ');
}

/** A non-negative integer string (up to 18 digits) as words. */
function integerWords(int: string): string {
  if (/^0*$/.test(int)) return 'ZERO';
  const words: string[] = [];
  const groups = Math.ceil(int.length / 3);
  const padded = int.padStart(groups * 3, '0');
  for (let g = 0; g < groups; g++) {
    const n = Number(padded.slice(g * 3, g * 3 + 3));
    const scale = SCALES[groups - 1 - g]!;
    if (n) words.push(scale ? `${belowThousand(n)} ${scale}` : belowThousand(n));
  }
  return words.join(' ');
}

/** English amount of a truncated (≤ 2 fraction digits) decimal, e.g. ONE DOLLAR AND ONE CENT. */
export function amountEn(parts: DecimalParts): string {
  const cents = Number(parts.frac.padEnd(2, '0').slice(0, 2));
  const hasDollars = parts.int !== '0';
  const dollars = `${integerWords(parts.int)} ${parts.int === '1' ? 'DOLLAR' : 'DOLLARS'}`;
  const centWords = `${belowHundred(cents)} ${cents === 1 ? 'CENT' : 'CENTS'}`;
  let out: string;
  if (!cents) out = dollars;
  else if (!hasDollars) out = centWords;
  else out = `${dollars} AND ${centWords}`;
  const zero = !hasDollars && !cents;
  return parts.negative && !zero ? `MINUS ${out}` : out;
}
