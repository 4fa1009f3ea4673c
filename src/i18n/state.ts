// The i18n folder's state (docs/architecture.md#state-and-teardown): the loaded labels and the
// currency symbols. One reset empties them (destroy(), tests).
import { map } from 'nanostores';
import { registerReset } from '../env/disposers';

/** Loaded labels: label id → text (tenant overrides already applied). Written by loadLabels. */
export const $labels = map<Record<string, string>>({});

/** Currency code → symbol fetched on shared pages (loadCurrencySymbols); empty elsewhere. */
export const $currencySymbols = map<Record<string, string>>({});

registerReset(() => {
  $labels.set({});
  $currencySymbols.set({});
});
