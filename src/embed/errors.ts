import { isPlatformFetchError } from '../env/errors';
import { $config } from '../env/store';
import { isChunkLoadError } from '../loader/chunk-load-error';
import { isRequestError } from '../request/errors';

/** Every code an SDK call can fail with (docs/getting-started.md). */
export type SdkErrorCode =
  | 'TOKEN_FAILED'
  | 'NO_SESSION'
  | 'PASSPORT_FAILED'
  | 'INVALID_SESSION'
  | 'RESOURCES_FAILED'
  | 'TIMEOUT'
  | 'NOT_INITIALIZED'
  | 'MISSING_ARGUMENT'
  | 'COMPONENT_NOT_FOUND'
  | 'FUNCTION_NOT_FOUND'
  | 'COMPONENT_CRASHED'
  | 'NETWORK_FAILED'
  | 'CONFIG_CONFLICT'
  | 'UNSUPPORTED_ENVIRONMENT'
  | 'BLOCKED_BY_CSP'
  | 'UNSUPPORTED_BROWSER';

/**
 * The error every embedding-SDK promise rejects with. `code` says what failed (and `reason`, the
 * error family's common field, says the same), `stage` names the init step it failed in, `cause`
 * holds the underlying error or server answer.
 */
export class SdkError extends Error {
  override readonly name = 'SdkError' as const;
  readonly code: SdkErrorCode;
  /** The same as `code` (docs/reference.md#errors). */
  readonly reason: SdkErrorCode;
  readonly stage?: string;
  /** The component (`COMPONENT_CRASHED`) or function name the error is about. */
  readonly component?: string;
  override readonly cause?: unknown;

  constructor(
    code: SdkErrorCode,
    message: string,
    options: { stage?: string; cause?: unknown; component?: string } = {},
  ) {
    super(message);
    this.code = code;
    this.reason = code;
    if (options.stage !== undefined) this.stage = options.stage;
    if (options.component !== undefined) this.component = options.component;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/**
 * True for an SdkError, also one created by another copy of the SDK (checked by name).
 *
 * @example
 * ```ts
 * init(config).catch((error) => {
 *   if (isSdkError(error) && error.reason === 'TIMEOUT') retryLater();
 * });
 * ```
 */
export function isSdkError(error: unknown): error is SdkError {
  return error instanceof Error && error.name === 'SdkError' && 'code' in error;
}

/** With `init({debug: true})` every failure is logged, also the ones a caller handles. */
export function logged<E>(error: E): E {
  if ($config.get().debug) console.error('[atrium]', error);
  return error;
}

/**
 * A promise that knows whether anyone attached a rejection handler (`catch`, `then(_, f)`,
 * `await`: a subclass, so `await` goes through `then`). Derived promises are plain ones.
 */
export class TrackedPromise<T> extends Promise<T> {
  handled = false;
  static override get [Symbol.species]() {
    return Promise;
  }
  // biome-ignore lint/suspicious/noThenProperty: a Promise subclass: `then` is the point (handled tracking)
  override then<A = T, B = never>(
    ok?: ((value: T) => A | PromiseLike<A>) | null,
    fail?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    if (typeof fail === 'function') this.handled = true;
    return super.then(ok, fail);
  }
}

/** True for a request that never got an answer: no connection, a dropped one, or its own time limit. */
export function isNetworkFailure(error: unknown): boolean {
  if (isPlatformFetchError(error)) return error.reason === 'network' || error.reason === 'timeout';
  return isRequestError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

/** A stage's request that got no answer: `NETWORK_FAILED`, naming what was asked. */
export function networkFailed(what: string, cause: unknown): SdkError {
  const detail = cause instanceof Error ? `: ${cause.message}` : '';
  return new SdkError('NETWORK_FAILED', `${what} could not reach the server${detail}`, { cause });
}

/**
 * `BLOCKED_BY_CSP` for a script load the page's Content Security Policy refused (a ChunkLoadError
 * of type `blocked`: Trusted Types without the `atrium` policy, or a URL off the configured
 * origins); `undefined` for any other failure. A reload cannot help, so no upgrade dialog opens.
 */
export function blockedByCsp(cause: unknown): SdkError | undefined {
  if (!isChunkLoadError(cause) || cause.type !== 'blocked') return undefined;
  return new SdkError(
    'BLOCKED_BY_CSP',
    `the page's Content Security Policy blocked ${cause.request}: allow trusted-types atrium and its origin in script-src (docs/csp.md)`,
    { cause },
  );
}
