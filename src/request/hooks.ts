// request()'s public hooks, in ky's shape (docs/reference.md#request-hooks). Stackable: every
// registration adds, none replaces, and each returns its own remover; destroy() removes all.
// `beforeRequest` and `afterResponse` run inside ky, around every network round trip of a
// request() (the retry after a token refresh and the sensitive-word resend included);
// `beforeError` runs once per caller, on the RequestError its request() rejects with.
import type { FetchHooks } from '../env/platform-fetch';
import { isRequestError, type RequestError } from './errors';
import type { HookRegistration, RequestHooks } from './hook-types';
import { requestState } from './state';

export type {
  AfterResponseHook,
  BeforeErrorHook,
  BeforeRequestHook,
  HookRegistration,
  RequestHookOptions,
  RequestHooks,
} from './hook-types';

const hooks = requestState.hooks;
const { registrations } = hooks;

function rebuild(): void {
  const all = [...registrations];
  const beforeRequest = all.flatMap((r) => r.beforeRequest);
  const afterResponse = all.flatMap((r) => r.afterResponse);
  hooks.transport =
    beforeRequest.length || afterResponse.length ? { beforeRequest, afterResponse } : undefined;
  hooks.errorHooks = all.flatMap((r) => r.beforeError);
}

function list<F>(value: F | F[] | undefined, name: string): F[] {
  const out = value === undefined ? [] : Array.isArray(value) ? [...value] : [value];
  for (const fn of out) {
    if (typeof fn !== 'function')
      throw new TypeError(`addRequestHooks(): ${name} must be a function or a list of functions`);
  }
  return out;
}

/**
 * Adds hooks to every `request()` (ky's `beforeRequest`, `afterResponse`, `beforeError`). A
 * second registration adds to the first, never replaces it; hooks run in registration order.
 * Returns the function that removes exactly this registration; `destroy()` removes all. A hook
 * that throws rejects that request only, with a `RequestError` (kind `network`, the thrown value
 * as `cause`; a thrown `RequestError` is rejected with as it is) — never the page.
 * Throws a `TypeError` when a hook is not a function.
 *
 * @example
 * const remove = Atrium.addRequestHooks({
 *   beforeRequest: (request) => request.headers.set('x-app-version', '1.4.2'),
 * });
 * remove(); // this registration only
 */
export function addRequestHooks(hooks: RequestHooks): () => void {
  if (!hooks || typeof hooks !== 'object') throw new TypeError('addRequestHooks(): hooks must be an object');
  const registration: HookRegistration = {
    beforeRequest: list(hooks.beforeRequest, 'beforeRequest'),
    afterResponse: list(hooks.afterResponse, 'afterResponse'),
    beforeError: list(hooks.beforeError, 'beforeError'),
  };
  registrations.add(registration);
  rebuild();
  return () => {
    if (registrations.delete(registration)) rebuild();
  };
}

/** The hooks the transport runs around a round trip; undefined when none is registered. */
export function transportHooks(): FetchHooks | undefined {
  return hooks.transport;
}

/** True when a `beforeError` hook is registered. */
export function hasErrorHooks(): boolean {
  return hooks.errorHooks.length > 0;
}

/**
 * Rejects with what the `beforeError` hooks make of `error` (a RequestError), in order. A hook
 * that throws a RequestError replaces it; one that throws anything else, or returns something
 * that is not a RequestError, leaves it as it was (the throw is logged).
 */
export async function rejectThroughHooks(error: unknown): Promise<never> {
  if (!isRequestError(error)) throw error;
  let current: RequestError = error;
  for (const hook of hooks.errorHooks) {
    try {
      const out = await hook(current);
      if (isRequestError(out)) current = out;
    } catch (thrown) {
      if (isRequestError(thrown)) current = thrown;
      else console.error('[atrium] a beforeError hook failed', thrown);
    }
  }
  throw current;
}
