// The public `request`: the client itself (ky, dedupe, session, sensitive words, its dialogs)
// is part of the on-demand script (src/lazy/request.ts), loaded on the first call.
import type { Envelope, RequestOptions } from '../request/types';
import { loadLazy } from './lazy';

/**
 * Sends one platform call (API.md §6) and resolves with the parsed envelope. Adds the
 * platform headers (`timeZoneOffset`, `langType`, `eteamsid` for trusted origins only,
 * `traceid`, `enableTrans`), prefixes API paths with `apiDomain` + `prefixApiPath`, shares
 * identical calls made within 500 ms, handles session expiry, security intercepts,
 * sensitive-word confirmation and `transferApi` wrapping. Rejects with a `RequestError`
 * whose `kind` says why.
 *
 * @example
 * const res = await Atrium.request({ url: '/api/demo/echo', method: 'POST', data: { a: 1 } });
 */
export function request<T = unknown>(options: RequestOptions): Promise<Envelope<T>> {
  return loadLazy().then((part) => part.request<T>(options));
}
