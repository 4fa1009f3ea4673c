// The thin fetch adapter of i18n. i18n sits beside request (same layer), so it cannot use the
// request client; it sends the platform's header rules (env/platform-headers) and reads JSON.
import { requestCredentials, requestHeaders } from '../env/platform-headers';
import { $config } from '../env/store';

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

const trimSlashes = (text: string) => text.trim().replace(/^\/+|\/+$/g, '');

/**
 * Resolves a platform path: static files against `staticDomain` (else `apiDomain`), APIs
 * against `apiDomain` + `prefixApiPath` (as the request client does). Full URLs stay as given.
 */
export function resolveUrl(path: string, kind: 'static' | 'api'): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path)) return path;
  const config = $config.get();
  const base = kind === 'static' ? config.staticDomain || config.apiDomain : config.apiDomain;
  const prefix = kind === 'api' ? trimSlashes(config.prefixApiPath) : '';
  return `${base.trim().replace(/\/+$/, '')}${prefix ? `/${prefix}` : ''}${path}`;
}

/** GETs or POSTs JSON; rejects with {@link I18nRequestError} on network failure, HTTP 400+ or bad JSON. */
export async function fetchJson(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) {
  const headers = requestHeaders(url);
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      credentials: requestCredentials(),
    });
  } catch (error) {
    throw new I18nRequestError(`network error: ${url}`, url, undefined, error);
  }
  if (!response.ok) throw new I18nRequestError(`HTTP ${response.status}: ${url}`, url, response.status);
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    throw new I18nRequestError(`invalid JSON: ${url}`, url, response.status, error);
  }
}
