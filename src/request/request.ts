// The shared client every part of the SDK uses, created on first use (no work at import time).
import { requestState } from '../env/store';
import { createClient, type RequestFn } from './client';
import { hasErrorHooks, rejectThroughHooks } from './hooks';
import type { Envelope, RequestOptions } from './types';

// The shared client lives in env's store (destroy() resets it); typed here.
const holder = requestState as { client: RequestFn | null };

/**
 * Sends one platform call (API.md §6) and resolves with the parsed envelope. Adds the
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

/** Drops the shared client and its in-flight dedupe table (destroy); the next call creates a new one. */
export function resetDefaultClient(): void {
  holder.client = null;
}
