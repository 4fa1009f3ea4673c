// The types of request()'s public hooks (request/hooks.ts), apart so the request state can
// name them without importing the hooks' code.
import type { FetchHookOptions } from '../env/platform-fetch';
import type { RequestError } from './errors';

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

/** One addRequestHooks() call's hooks, as lists. */
export interface HookRegistration {
  beforeRequest: BeforeRequestHook[];
  afterResponse: AfterResponseHook[];
  beforeError: BeforeErrorHook[];
}
