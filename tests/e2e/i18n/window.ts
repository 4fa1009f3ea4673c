// The shape of `window` in the i18n e2e tests: the public bundle and the test harness.
import type * as Harness from './harness';

export interface I18nWindow {
  Atrium: Pick<typeof Harness, 'loadLabels' | 'getLabel' | 'getLocale' | 'getRate'> & {
    formatNumber(value: unknown, options?: object): string;
    parseNumber(text: unknown, options?: object): string;
    amountInWords(value: unknown, options?: object): string;
  };
  I18nHarness: typeof Harness;
}
