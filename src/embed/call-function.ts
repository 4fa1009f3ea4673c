import { logged, SdkError, TrackedPromise } from './errors';
import { afterInit } from './gate';
import { reportError } from './integrations';
import { offerReload } from './offer-reload';
import { findFunction } from './registry';
import { initState } from './state';

/**
 * The registry of function signatures by name, empty until you declare yours (module augmentation):
 *
 * ```ts
 * declare module 'atrium-sdk' {
 *   interface AtriumFunctions {
 *     'demoLib.add': (a: number, b: number) => number;
 *   }
 * }
 * ```
 *
 * Then `callFunction('demoLib.add', 1, 2)` resolves to `number` and wrong arguments are type
 * errors; names you did not declare take any arguments and resolve to `unknown`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an augmentation point (declaration merging needs an interface)
export interface AtriumFunctions {}

// biome-ignore lint/suspicious/noExplicitAny: any function signature may be declared
type AnyFunction = (...args: any[]) => unknown;

/** The arguments `callFunction()` takes for function `N`: declared in {@link AtriumFunctions}, else any. */
export type FunctionArgs<N extends string> = N extends keyof AtriumFunctions
  ? AtriumFunctions[N] extends AnyFunction
    ? Parameters<AtriumFunctions[N]>
    : unknown[]
  : unknown[];

/** What `callFunction()` resolves to for function `N` (a declared promise is awaited); else `unknown`. */
export type FunctionResult<N extends string> = N extends keyof AtriumFunctions
  ? AtriumFunctions[N] extends AnyFunction
    ? Awaited<ReturnType<AtriumFunctions[N]>>
    : unknown
  : unknown;

/**
 * Calls a registered or app-library function (`'lib.fn'`) with `args` and resolves to its
 * result. Waits while init() runs; rejects with `NOT_INITIALIZED`, `MISSING_ARGUMENT` or
 * `FUNCTION_NOT_FOUND`. When the function itself fails (a module-call failure) the monitor
 * records it and the promise rejects with that error; the upgrade dialog opens only when nobody
 * handles the rejection (no `catch`, no `await`), or on the suite's own pages — never with
 * `ui: 'host'`. Arguments and result are typed by {@link AtriumFunctions} for the names you declare there.
 *
 * @example
 * ```ts
 * const sum = await callFunction('demoLib.add', 1, 2); // 3, once init() and the app library are ready
 * ```
 */
export function callFunction<N extends string>(name: N, ...args: FunctionArgs<N>): Promise<FunctionResult<N>>;
export function callFunction(name: string, ...args: unknown[]): Promise<unknown> {
  // Tracked: a failure the caller handles (`catch`, `await` in a try) opens no dialog.
  const tracked: TrackedPromise<unknown> = new TrackedPromise((resolve, reject) => {
    call(name, args, (error) => offerReload(error, tracked.handled, { comName: name })).then(resolve, reject);
  });
  return tracked;
}

async function call(name: string, args: unknown[], onFailure: (error: unknown) => void): Promise<unknown> {
  const waiting = afterInit();
  if (!initState.promise) await waiting;
  if (!name || typeof name !== 'string') {
    waiting.catch(() => {});
    throw logged(new SdkError('MISSING_ARGUMENT', 'callFunction() needs a function name'));
  }
  await waiting;
  const fn = findFunction(name);
  if (!fn) throw logged(new SdkError('FUNCTION_NOT_FOUND', `function does not exist: ${name}`));
  try {
    return await fn(...args);
  } catch (error) {
    logged(error);
    reportError(error, name);
    onFailure(error);
    throw error;
  }
}
