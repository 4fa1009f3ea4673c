// i18n's calls through the one JSON helper over the platform fetch (`platformJson`): API calls with the platform
// headers, static label files without them (custom headers would force CORS preflights on a CDN).
import { PlatformFetchError, type PlatformJson, platformJson } from '../env/platform-fetch';

/** An i18n call that did not get a usable answer. */
export class I18nRequestError extends Error {
  override readonly name = 'I18nRequestError';
  readonly url: string;
  readonly status?: number;
  constructor(message: string, url: string, status?: number, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.url = url;
    if (status !== undefined) this.status = status;
  }
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
    const reason = error instanceof PlatformFetchError ? error.reason : 'network';
    throw new I18nRequestError(
      `${reason === 'timeout' ? 'timed out' : 'network error'}: ${url}`,
      url,
      undefined,
      error,
    );
  }
  if (res.status >= 400) throw new I18nRequestError(`HTTP ${res.status}: ${url}`, url, res.status);
  if (res.body === undefined) throw new I18nRequestError(`invalid JSON: ${url}`, url, res.status);
  return res.body;
}
