// Public i18n calls that talk to the server; their code is part of the on-demand script.
import type { RateQuery } from '../i18n/rate';
import { loadLazy } from './lazy';

/**
 * Loads the labels of one module for the current language into the label store:
 * `GET /static/public/resource/i18n/{lang}/{module}.json`, or in translation mode
 * `GET /api/bs/i18n/transmod/getLabels?module={module}`. Tenant-specific overrides win.
 * Concurrent and later callers share one request per module and language; a failed load
 * rejects every waiting caller and the next call tries again. Read labels with `getLabel`.
 */
export function loadLabels(module: string): Promise<void> {
  return loadLazy().then((part) => part.loadLabels(module));
}

/**
 * Asks the platform for an exchange rate: `POST /papi/i18n/rate/getTargetRate` with
 * `{rateSymbol, targetSymbol, date, type, tenantKey}` (type 1: date is today). Resolves with
 * `data.rate` as a number; otherwise rejects with an error whose message is the server's
 * `data.msg` (or `msg`).
 *
 * @example const usdToCny = await Atrium.getRate({ from: 'USD', to: 'CNY', type: 1 });
 */
export function getRate(query: RateQuery): Promise<number> {
  return loadLazy().then((part) => part.getRate(query));
}
