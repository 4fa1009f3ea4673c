// getRate (docs/suite-pages.md, docs/spec-coverage.md L283): exchange rates from the platform.

import { platformUrl } from '../env/platform-fetch';
import { $context } from '../env/store';
import { formatWith } from './date-format';
import { I18nRequestError, i18nJson } from './fetch-json';

/** What {@link getRate} asks for. */
export interface RateQuery {
  /** Currency to convert from (`rateSymbol`), e.g. `USD`. */
  from: string;
  /** Currency to convert to (`targetSymbol`), e.g. `CNY`. */
  to: string;
  /** Day of the rate, `YYYY-MM-DD`; ignored (today) when `type` is 1. */
  date?: string;
  /** Rate type; 1 means today's rate. */
  type?: number;
}

/** The rate endpoint (docs/spec-coverage.md L283). */
export const RATE_PATH = '/papi/i18n/rate/getTargetRate';

/** Today as `YYYY-MM-DD` in local time. */
export function today(now: Date = new Date()): string {
  return formatWith(now, 'YYYY-MM-DD');
}

/**
 * Asks the platform for an exchange rate: `POST /papi/i18n/rate/getTargetRate` with
 * `{rateSymbol, targetSymbol, date, type, tenantKey}` (type 1: date is today). Resolves with
 * `data.rate` as a number; otherwise rejects with an `I18nRequestError` whose message is the
 * server's `data.msg` (or `msg`).
 *
 * @example const usdToCny = await getRate({ from: 'USD', to: 'CNY', type: 1 });
 */
export async function getRate(query: RateQuery): Promise<number> {
  if (!query || typeof query.from !== 'string' || typeof query.to !== 'string') {
    throw new TypeError('getRate: from and to are required');
  }
  const url = platformUrl(RATE_PATH, 'api');
  const body: Record<string, unknown> = {
    rateSymbol: query.from,
    targetSymbol: query.to,
    date: query.type === 1 ? today() : query.date,
    type: query.type,
    tenantKey: $context.get().tenantKey,
  };
  const payload = (await i18nJson(url, { method: 'POST', body })) as {
    msg?: unknown;
    data?: { rate?: unknown; msg?: unknown };
  } | null;
  const data = payload?.data;
  const rate = typeof data?.rate === 'string' && data.rate.trim() !== '' ? Number(data.rate) : data?.rate;
  if (typeof rate === 'number' && Number.isFinite(rate)) return rate;
  const msg = data?.msg ?? payload?.msg;
  throw new I18nRequestError(
    typeof msg === 'string' && msg ? msg : `no rate for ${query.from} → ${query.to}`,
    url,
  );
}
