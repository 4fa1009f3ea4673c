// The i18n folder's state (docs/architecture.md#state-and-teardown): the loaded labels and the
// currency symbols, the date parse cache. One reset empties them (destroy(), tests).
import { map } from 'nanostores';
import { registerReset } from '../env/disposers';

/** Loaded labels: label id → text (tenant overrides already applied). Written by loadLabels. */
export const $labels = map<Record<string, string>>({});

/** Currency code → symbol fetched on shared pages (loadCurrencySymbols); empty elsewhere. */
export const $currencySymbols = map<Record<string, string>>({});

/** Parsed date strings by `format|text`, least recently used first (src/i18n/dates.ts). */
export const dateCache = new Map<string, Date>();

registerReset(() => {
  dateCache.clear();
  $labels.set({});
  $currencySymbols.set({});
});
