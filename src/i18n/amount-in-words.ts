// amountInWords (API.md §8 and its tables): Chinese capital amounts or English cheque words.
import { currentLang } from '../env/store';
import { amountEn } from './amount-en';
import { amountZh } from './amount-zh';
import { toDecimal, truncateDecimal, warnNonStandard } from './decimal';

/** Options of {@link amountInWords}. */
export interface AmountInWordsOptions {
  /** Language: `zh*` gives Chinese capital amounts, anything else English. Default: getLocale().lang. */
  locale?: string;
}

/** Largest integer part handled (13 digits: 9999999999999.99). */
const MAX_INT_DIGITS = 13;

/**
 * Writes an amount in words, as on a cheque. Two fraction digits are kept, the rest dropped
 * (`12.349` → 12.34). Chinese locales follow the People's Bank of China rules
 * (`1680.32` → `壹仟陆佰捌拾元零叁角贰分`); others give upper-case English
 * (`1.01` → `ONE DOLLAR AND ONE CENT`). Values up to `9999999999999.99` keep every digit when
 * passed as strings. Bad input (as for formatNumber, or above that limit) returns
 * `String(value)` with `console.warn('non-standard format data', value)`.
 */
export function amountInWords(value: number | string, options: AmountInWordsOptions = {}): string {
  const parsed = toDecimal(value);
  if (!parsed || parsed.int.length > MAX_INT_DIGITS) {
    warnNonStandard(value);
    return String(value);
  }
  const parts = truncateDecimal(parsed, 2);
  const locale = options.locale || currentLang();
  return locale.toLowerCase().startsWith('zh') ? amountZh(parts) : amountEn(parts);
}
