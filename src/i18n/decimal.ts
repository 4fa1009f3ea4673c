// Decimal strings: validation and rounding without float arithmetic (docs/suite-pages.md). Pure.

/** A plain decimal: optional minus, digits, optional fraction. ASCII digits only (no `u` flag). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A validated decimal split into its parts; `int` has no leading zeros (except a lone '0'). */
export interface DecimalParts {
  negative: boolean;
  int: string;
  frac: string;
}

/**
 * `String(value)` that never throws: an object without a usable `toString` (`Object.create(null)`,
 * a throwing `toString`, a revoked proxy) gives its `[object …]` tag, or `''` when even that fails.
 */
export function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    try {
      return Object.prototype.toString.call(value);
    } catch {
      return '';
    }
  }
}

/**
 * Reads `options[key]` without throwing: `null`, a non-object or a throwing getter give undefined.
 */
export function readOption(options: unknown, key: string): unknown {
  if (options === null || (typeof options !== 'object' && typeof options !== 'function')) return undefined;
  try {
    return (options as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** The warning every number helper prints for input it cannot read (docs/spec-coverage.md L239). */
export function warnNonStandard(value: unknown): void {
  try {
    console.warn('non-standard format data', value);
  } catch {
    // a console replaced by the page may throw: the helper still returns its fallback
  }
}

/**
 * Reads a number or a string as a decimal. Numbers go through their shortest string form
 * (`String`), so `1e21`, `NaN` and `Infinity` fail; strings must already be plain decimals.
 * Returns null for anything else.
 */
export function toDecimal(value: unknown): DecimalParts | null {
  let text: string;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string') text = value;
  else return null;
  if (!DECIMAL.test(text)) return null;
  const negative = text.charCodeAt(0) === 45;
  const body = negative ? text.slice(1) : text;
  const dot = body.indexOf('.');
  const rawInt = dot < 0 ? body : body.slice(0, dot);
  const frac = dot < 0 ? '' : body.slice(dot + 1);
  const int = rawInt.length > 1 && rawInt.charCodeAt(0) === 48 ? rawInt.replace(/^0+(?=\d)/, '') : rawInt;
  return { negative, int, frac };
}

/** True when every digit is zero (so the value must not carry a minus sign). */
export function isZero(parts: DecimalParts): boolean {
  return /^0*$/.test(parts.int + parts.frac);
}

/** Adds one to a string of digits ('199' → '200', '99' → '100'). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  while (i >= 0) {
    if (out[i] === '9') {
      out[i] = '0';
      i--;
    } else {
      out[i] = String.fromCharCode(out[i]!.charCodeAt(0) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/**
 * Rounds to exactly `decimals` fraction digits, half away from zero, on the digits themselves
 * ('2.675' → '2.68'); shorter fractions are padded with zeros.
 */
export function roundDecimal(parts: DecimalParts, decimals: number): DecimalParts {
  const { negative, int, frac } = parts;
  if (frac.length <= decimals) return { negative, int, frac: frac.padEnd(decimals, '0') };
  const kept = int + frac.slice(0, decimals);
  const next = frac.charCodeAt(decimals) - 48;
  const digits = next >= 5 ? incrementDigits(kept) : kept;
  const intLen = digits.length - decimals;
  return { negative, int: digits.slice(0, intLen), frac: digits.slice(intLen) };
}

/** Drops fraction digits past `decimals` without rounding ('12.349' → '12.34'). */
export function truncateDecimal(parts: DecimalParts, decimals: number): DecimalParts {
  return { ...parts, frac: parts.frac.slice(0, decimals) };
}
