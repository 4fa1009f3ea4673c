// amountInWords (docs/suite-pages.md and its tables): Chinese capital amounts or English cheque words.
import { isChineseLang } from '../env/lang';
import { currentLang } from '../env/store';
import { amountEn } from './amount-en';
import { amountZh } from './amount-zh';
import { readOption, safeString, toDecimal, truncateDecimal, warnNonStandard } from './decimal';

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
 * `String(value)` with `console.warn('non-standard format data', value)` — never an exception,
 * also for `Object.create(null)`, a throwing `toString` or `options: null`.
 *
 * @example
 * ```ts
 * amountInWords(1680.32); // '壹仟陆佰捌拾元零叁角贰分' (zh_CN)
 * amountInWords('1.01'); // 'ONE DOLLAR AND ONE CENT' (en_US)
 * ```
 */
export function amountInWords(value: number | string, options?: AmountInWordsOptions | null): string {
  const parsed = toDecimal(value);
  if (!parsed || parsed.int.length > MAX_INT_DIGITS) {
    warnNonStandard(value);
    return safeString(value);
  }
  const parts = truncateDecimal(parsed, 2);
  const given = readOption(options, 'locale');
  const locale = typeof given === 'string' && given ? given : currentLang();
  return isChineseLang(String(locale)) ? amountZh(parts) : amountEn(parts);
}
