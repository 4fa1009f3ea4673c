// i18n's calls through the one JSON helper over the platform fetch (`platformJson`): API calls with the platform
// headers, static label files without them (custom headers would force CORS preflights on a CDN).
import { isPlatformFetchError } from '../env/errors';
import { type PlatformJson, platformJson } from '../env/platform-fetch';

/** Why an i18n call failed: no answer, too slow, an HTTP error status, or an answer it cannot use. */
export type I18nFailure = 'network' | 'timeout' | 'http' | 'invalid';

/**
 * An i18n call (`getRate`, `loadLabels`, `loadCurrencySymbols`) that did not get a usable answer;
 * `reason` says why (docs/reference.md#errors), `status` is the HTTP status when one came.
 */
export class I18nRequestError extends Error {
  override readonly name = 'I18nRequestError' as const;
  readonly reason: I18nFailure;
  readonly url: string;
  readonly status?: number;
  constructor(message: string, url: string, status?: number, cause?: unknown, reason?: I18nFailure) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason ?? (status !== undefined && status >= 400 ? 'http' : 'invalid');
    this.url = url;
    if (status !== undefined) this.status = status;
  }
}

/**
 * True for an {@link I18nRequestError} (also one of another copy of the SDK: checked by name).
 *
 * @example
 * ```ts
 * getRate('USD', 'CNY').catch((error) => {
 *   if (isI18nRequestError(error) && error.reason === 'http') console.warn(error.status);
 * });
 * ```
 */
export function isI18nRequestError(error: unknown): error is I18nRequestError {
  return error instanceof Error && error.name === 'I18nRequestError' && 'url' in error;
}

/** GETs or POSTs JSON (`url` built by the caller); rejects with {@link I18nRequestError} on network failure, HTTP 400+ or bad JSON. */
export async function i18nJson(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; static?: boolean } = {},
): Promise<unknown> {
  let res: PlatformJson;
  try {
    res = await platformJson(url, {
      kind: 'url',
      method: init.method ?? 'GET',
      ...(init.body === undefined ? {} : { json: init.body }),
      ...(init.static ? { platformHeaders: false } : {}),
    });
  } catch (error) {
    const timedOut = isPlatformFetchError(error) && error.reason === 'timeout';
    throw new I18nRequestError(
      `${timedOut ? 'timed out' : 'network error'}: ${url}`,
      url,
      undefined,
      error,
      timedOut ? 'timeout' : 'network',
    );
  }
  if (res.status >= 400) throw new I18nRequestError(`HTTP ${res.status}: ${url}`, url, res.status);
  if (res.body === undefined) throw new I18nRequestError(`invalid JSON: ${url}`, url, res.status);
  return res.body;
}
