// Currency symbols (docs/spec-coverage.md L31, L282 "POST {token} with tenantKey → data: currency symbol map"). The map
// is fetched only on shared pages (URL containing `distribute` or `reportShare`), where the
// tenant's own settings are not otherwise available; elsewhere the browser's symbols apply.

import { ownValue } from '../env/own';
import { platformUrl } from '../env/platform-fetch';
import { $context } from '../env/store';
import { I18nRequestError, i18nJson } from './fetch-json';
import { $currencySymbols } from './state';

/** The symbol-map endpoint (our design for the spec's `{token}`). */
export const CURRENCY_SYMBOLS_PATH = '/papi/i18n/currency/getSymbolMap';

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
  const payload = (await i18nJson(url, {
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

/**
 * The symbol of a currency code (case-insensitive): the tenant's map when the page loaded it —
 * `init()` does on pages whose URL contains `distribute` or `reportShare` (docs/spec-coverage.md L31) — else
 * the browser's own symbol for it (`Intl`, English: `$`, `€`, `£`, `¥`, `CN¥`, `HK$`…), else
 * the code itself.
 * @example Atrium.getCurrencySymbol('USD') // '$', or the tenant's 'US$' on a shared report
 */
export function getCurrencySymbol(code: string): string {
  const text = String(code);
  const key = text.trim().toUpperCase();
  const symbol = ownValue($currencySymbols.get(), key);
  if (typeof symbol === 'string') return symbol;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: key })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? text
    );
  } catch {
    return text; // not a currency code
  }
}
