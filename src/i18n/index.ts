// i18n: locale, labels, number formats, amounts in words, rates, currency symbols and dates.
export { type AmountInWordsOptions, amountInWords } from './amount-in-words';
export {
  type DateRange,
  decadeOf,
  halfYearOf,
  halfYearRange,
  quarterOf,
  quarterRange,
  startOfWeek,
  weekNumber,
} from './calendar';
export { getCurrencySymbol, loadCurrencySymbols } from './currency';
export { type DateInput, formatDate, formatDateTime, parseDate } from './dates';
export { type I18nFailure, I18nRequestError, isI18nRequestError } from './fetch-json';
export { getLabel } from './get-label';
export { loadLabels } from './labels';
export { getLocale, type Locale } from './locale';
export {
  type FormatNumberOptions,
  formatNumber,
  type NumberFormatId,
  type ParseNumberOptions,
  parseNumber,
} from './number-format';
export { getRate, type RateQuery } from './rate';
export { relativeTime } from './relative-time';
export { sdkText } from './text';
