// Currency symbols (spec §7 "POST {token} with tenantKey → data: currency symbol map"). The map
// is fetched only on shared pages (URL containing `distribute` or `reportShare`), where the
// tenant's own settings are not otherwise available; elsewhere the built-in symbols apply.

import { platformUrl } from '../env/platform-fetch';
import { $context } from '../env/store';
import { fetchJson, I18nRequestError } from './fetch-json';
import { $currencySymbols } from './state';

/** The symbol-map endpoint (our design for the spec's `{token}`). */
export const CURRENCY_SYMBOLS_PATH = '/papi/i18n/currency/getSymbolMap';

const BUILT_IN: Record<string, string> = {
  CNY: '¥',
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  HKD: 'HK$',
  TWD: 'NT$',
  KRW: '₩',
  SGD: 'S$',
  AUD: 'A$',
  CAD: 'C$',
  INR: '₹',
  RUB: '₽',
};

/** True when the page is a shared page that needs the fetched symbol map. Pure. */
export function needsCurrencySymbols(href: string): boolean {
  return /distribute|reportShare/.test(href);
}

/**
 * Fetches the tenant's currency symbol map (`POST /papi/i18n/currency/getSymbolMap` with
 * `{tenantKey}`, answer `{status, data: {CODE: symbol}}`) into the store, when the page URL
 * contains `distribute` or `reportShare` (or `force`). Resolves with the map in force.
 */
export async function loadCurrencySymbols(
  options: { force?: boolean } = {},
): Promise<Record<string, string>> {
  const href = typeof location === 'undefined' ? '' : location.href;
  if (!options.force && !needsCurrencySymbols(href)) return $currencySymbols.get();
  const url = platformUrl(CURRENCY_SYMBOLS_PATH, 'api');
  const payload = (await fetchJson(url, {
    method: 'POST',
    body: { tenantKey: $context.get().tenantKey },
  })) as {
    status?: unknown;
    msg?: unknown;
    data?: unknown;
  } | null;
  if (!payload || payload.status === false || typeof payload.data !== 'object' || payload.data === null) {
    const msg = typeof payload?.msg === 'string' ? payload.msg : 'currency symbols could not be loaded';
    throw new I18nRequestError(msg, url);
  }
  const map: Record<string, string> = {};
  for (const [code, symbol] of Object.entries(payload.data)) {
    if (typeof symbol === 'string') map[code.toUpperCase()] = symbol;
  }
  $currencySymbols.set(map);
  return map;
}

/** The symbol of a currency code: the fetched map, else the built-in one, else the code itself. */
export function getCurrencySymbol(code: string): string {
  const key = String(code).toUpperCase();
  return $currencySymbols.get()[key] ?? BUILT_IN[key] ?? code;
}
