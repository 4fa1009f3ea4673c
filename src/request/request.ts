// The shared client every part of the SDK uses, created on first use (no work at import time).
import { createClient } from './client';
import { hasErrorHooks, rejectThroughHooks } from './hooks';
import { requestState as holder } from './state';
import type { Envelope, RequestOptions } from './types';

/**
 * Sends one platform call (docs/reference.md) and resolves with the parsed envelope. Adds the
 * platform headers (`timeZoneOffset`, `langType`, `eteamsid` for trusted origins only,
 * `traceid`, `enableTrans`), prefixes API paths with `apiDomain` + `prefixApiPath`, shares
 * identical calls made within 500 ms, handles session expiry, security intercepts,
 * sensitive-word confirmation and `transferApi` wrapping. Rejects with a `RequestError`
 * whose `kind` says why (after the `beforeError` hooks: see `addRequestHooks`). Runs on ky
 * (docs/architecture.md#one-platform-fetch).
 *
 * @example
 * const res = await Atrium.request({ url: '/api/demo/echo', method: 'POST', data: { a: 1 } });
 */
export function request<T = unknown>(options: RequestOptions): Promise<Envelope<T>> {
  if (!holder.client) holder.client = createClient();
  const pending = holder.client<T>(options);
  return hasErrorHooks() ? pending.catch(rejectThroughHooks) : pending;
}
