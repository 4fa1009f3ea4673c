// For the few platform calls made below the request client (routing, bridge): the same URL
// building (apiDomain + prefixApiPath for API paths) and header rules as request(), on a plain
// fetch, without dedupe or dialogs.

import { requestCredentials, requestHeaders } from '../env/platform-headers';
import { $config } from '../env/store';
import { buildUrl } from './url';

/** Sends `path` (an API path such as `/papi/...`) with the platform headers; JSON body when given. */
export function platformFetch(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
  fetchFn: typeof fetch = fetch,
): Promise<Response> {
  const c = $config.get();
  const url = buildUrl(path, c.apiDomain, c.prefixApiPath);
  const headers = requestHeaders(url);
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetchFn(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: requestCredentials(),
  });
}
