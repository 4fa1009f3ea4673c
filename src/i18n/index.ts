// i18n: locale, labels, number formats, amounts in words, rates, currency symbols and dates.
export { type AmountInWordsOptions, amountInWords } from './amount-in-words';
export { getCurrencySymbol, loadCurrencySymbols } from './currency';
export { I18nRequestError } from './fetch-json';
export { getLabel } from './get-label';
export { loadLabels } from './labels';
export { getLocale, isChineseLocale, isRtlLocale, type Locale } from './locale';
export {
  type FormatNumberOptions,
  formatNumber,
  type NumberFormatId,
  type ParseNumberOptions,
  parseNumber,
} from './number-format';
export { getRate, type RateQuery } from './rate';
export { sdkText } from './text';
