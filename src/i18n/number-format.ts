// formatNumber / parseNumber (docs/suite-pages.md): four separator styles on decimal strings. Pure.
import {
  type DecimalParts,
  isZero,
  readOption,
  roundDecimal,
  safeString,
  toDecimal,
  warnNonStandard,
} from './decimal';

/** Number format ids: 1 and 4 `1,234,567.89`; 2 `1 234 567,89`; 3 `1.234.567,89`. */
export type NumberFormatId = 1 | 2 | 3 | 4;

/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** Separator style; 1 by default. */
  format?: NumberFormatId;
  /** Fraction digits to round to (half away from zero) and pad to; the input's digits when absent. */
  decimals?: number;
}

/** Options of {@link parseNumber}. */
export interface ParseNumberOptions {
  /** The separator style the text was written in; 1 by default. */
  format?: NumberFormatId;
}

interface Separators {
  group: string;
  decimal: string;
}

function separators(format: unknown): Separators {
  if (format === 2) return { group: ' ', decimal: ',' };
  if (format === 3) return { group: '.', decimal: ',' };
  return { group: ',', decimal: '.' };
}

function groupThousands(int: string, group: string): string {
  const head = int.length % 3 || 3;
  let out = int.slice(0, head);
  for (let i = head; i < int.length; i += 3) out += group + int.slice(i, i + 3);
  return out;
}

function joinParts(parts: DecimalParts, group: string, decimal: string): string {
  const sign = parts.negative && !isZero(parts) ? '-' : '';
  const int = group ? groupThousands(parts.int, group) : parts.int;
  return sign + int + (parts.frac ? decimal + parts.frac : '');
}

/**
 * Formats a number with thousands and decimal separators.
 *
 * The value must be a plain decimal (`-?\d+(\.\d+)?`; numbers through their shortest string
 * form, so `1e21` fails); anything else is returned as `String(value)` with
 * `console.warn('non-standard format data', value)` (`'[object Object]'` for an object that
 * cannot be turned into a string; never an exception). `options` may be missing or `null`. Without `decimals` the fraction digits are
 * kept as given; with `decimals` the decimal string is rounded half away from zero
 * (`'2.675'` → `'2.68'`). A result of zero never has a minus sign.
 *
 * @example formatNumber(1234567.891, { decimals: 2 }) // '1,234,567.89'
 * @example formatNumber('1234567.89', { format: 3 }) // '1.234.567,89'
 */
export function formatNumber(value: number | string, options?: FormatNumberOptions | null): string {
  let parts = toDecimal(value);
  if (!parts) {
    warnNonStandard(value);
    return safeString(value);
  }
  const decimals = readOption(options, 'decimals');
  if (typeof decimals === 'number' && Number.isFinite(decimals)) {
    parts = roundDecimal(parts, Math.min(100, Math.max(0, Math.floor(decimals))));
  }
  const sep = separators(readOption(options, 'format'));
  return joinParts(parts, sep.group, sep.decimal);
}

/** Format 2 accepts a space, U+00A0 (no-break space) and U+202F (narrow no-break space) between groups. */
function isSpace(code: number): boolean {
  return code === 32 || code === 0xa0 || code === 0x202f;
}

/**
 * Removes the format's separators: one decimal separator (becoming '.') and thousands
 * separators, which must sit between whole groups of three digits before the decimal
 * separator ('1,234' but not '1,5' or '12,34'). Returns '' for anything misplaced; other
 * characters are kept so that validation rejects them.
 */
function stripSeparators(text: string, sep: Separators): string {
  const group = sep.group.charCodeAt(0);
  const decimal = sep.decimal.charCodeAt(0);
  const spaces = group === 32;
  let out = '';
  let from = 0; // start of the current run of plain characters copied to `out`
  let seenDecimal = false;
  let grouped = false;
  let run = 0; // digits since the start of the integer or the last thousands separator
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      run++;
    } else if (code === decimal && !seenDecimal) {
      if (grouped && run !== 3) return '';
      seenDecimal = true;
      out += `${text.slice(from, i)}.`;
      from = i + 1;
    } else if (!seenDecimal && (spaces ? isSpace(code) : code === group)) {
      if (run === 0 || run > 3 || (grouped && run !== 3)) return '';
      grouped = true;
      run = 0;
      out += text.slice(from, i);
      from = i + 1;
    } else if (code === 46) {
      return ''; // a '.' that is neither this format's decimal nor its group separator here
    }
  }
  if (grouped && !seenDecimal && run !== 3) return '';
  return out + text.slice(from);
}

/**
 * Reads a number written in one of the formats back into a plain decimal string
 * (`parseNumber('1.234.567,89', {format: 3})` → `'1234567.89'`). Format 2 accepts U+00A0 and
 * U+202F as well as a space between groups. Text that is not a decimal once the separators are
 * removed gives `''` with `console.warn('non-standard format data', text)`.
 *
 * @example
 * ```ts
 * parseNumber('1.234.567,89', { format: 3 }); // '1234567.89'
 * ```
 */
export function parseNumber(text: string, options?: ParseNumberOptions | null): string {
  if (typeof text !== 'string' && typeof text !== 'number') {
    warnNonStandard(text);
    return '';
  }
  const parts = toDecimal(stripSeparators(String(text).trim(), separators(readOption(options, 'format'))));
  if (!parts) {
    warnNonStandard(text);
    return '';
  }
  return joinParts(parts, '', '.');
}
