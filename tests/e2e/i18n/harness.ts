// A test-only entry: the real i18n modules plus the store, bundled by esbuild in the test so
// that e2e tests can set what the env area and init() set in production (language, tenant,
// translation mode, domains). Requests still go to the real demo host.
export { $config, $context, $session, $translationMode } from '../../../src/env/store';
export { getCurrencySymbol, loadCurrencySymbols } from '../../../src/i18n/currency';
export { getLabel, loadLabels } from '../../../src/i18n/labels';
export { getLocale } from '../../../src/i18n/locale';
export { getRate } from '../../../src/i18n/rate';
export { $labels } from '../../../src/i18n/state';
