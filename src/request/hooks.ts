// request()'s public hooks, in ky's shape (docs/reference.md#request-hooks). Stackable: every
// registration adds, none replaces, and each returns its own remover; destroy() removes all.
// `beforeRequest` and `afterResponse` run inside ky, around every network round trip of a
// request() (the retry after a token refresh and the sensitive-word resend included);
// `beforeError` runs once per caller, on the RequestError its request() rejects with.
import { registerReset } from '../env/disposers';
import type { FetchHookOptions, FetchHooks } from '../env/platform-fetch';
import { isRequestError, type RequestError } from './errors';

/** The options ky normalised for this round trip (read-only: ky's `NormalizedOptions`). */
export type RequestHookOptions = FetchHookOptions;

/**
 * Runs before a round trip is sent: change `request.headers` in place, or return a `Request`
 * to send instead (the next hook gets it), or a `Response` to answer without the network.
 */
export type BeforeRequestHook = (
  request: Request,
  options: RequestHookOptions,
) => Request | Response | undefined | Promise<Request | Response | undefined>;

/** Runs with a copy of each answer; return a `Response` to use instead. */
export type AfterResponseHook = (
  request: Request,
  options: RequestHookOptions,
  response: Response,
) => Response | undefined | Promise<Response | undefined>;

/** Runs on the error request() is about to reject with; returns the `RequestError` to reject with. */
export type BeforeErrorHook = (error: RequestError) => RequestError | Promise<RequestError>;

/** What {@link addRequestHooks} takes: each field one hook or a list of them (ky's `hooks`). */
export interface RequestHooks {
  beforeRequest?: BeforeRequestHook | BeforeRequestHook[];
  afterResponse?: AfterResponseHook | AfterResponseHook[];
  beforeError?: BeforeErrorHook | BeforeErrorHook[];
}

interface Registration {
  beforeRequest: BeforeRequestHook[];
  afterResponse: AfterResponseHook[];
  beforeError: BeforeErrorHook[];
}

const registrations = new Set<Registration>();
/** The transport's view of every registration, rebuilt when one is added or removed. */
let transport: FetchHooks | undefined;
let errorHooks: BeforeErrorHook[] = [];

function rebuild(): void {
  const all = [...registrations];
  const beforeRequest = all.flatMap((r) => r.beforeRequest);
  const afterResponse = all.flatMap((r) => r.afterResponse);
  transport = beforeRequest.length || afterResponse.length ? { beforeRequest, afterResponse } : undefined;
  errorHooks = all.flatMap((r) => r.beforeError);
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
  const registration: Registration = {
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
  return transport;
}

/** True when a `beforeError` hook is registered. */
export function hasErrorHooks(): boolean {
  return errorHooks.length > 0;
}

/**
 * Rejects with what the `beforeError` hooks make of `error` (a RequestError), in order. A hook
 * that throws a RequestError replaces it; one that throws anything else, or returns something
 * that is not a RequestError, leaves it as it was (the throw is logged).
 */
export async function rejectThroughHooks(error: unknown): Promise<never> {
  if (!isRequestError(error)) throw error;
  let current: RequestError = error;
  for (const hook of errorHooks) {
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

/** Removes every registration (destroy()). */
export function clearRequestHooks(): void {
  registrations.clear();
  rebuild();
}

// destroy() (and tests' resetAll()) forget every registration.
registerReset(clearRequestHooks);
