/** Every code an SDK call can fail with (API.md §2). */
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
  | 'FUNCTION_NOT_FOUND';

/**
 * The error every embedding-SDK promise rejects with. `code` says what failed, `stage` names
 * the init step it failed in, `cause` holds the underlying error or server answer.
 */
export class SdkError extends Error {
  override readonly name = 'SdkError' as const;
  readonly code: SdkErrorCode;
  readonly stage?: string;
  override readonly cause?: unknown;

  constructor(code: SdkErrorCode, message: string, options: { stage?: string; cause?: unknown } = {}) {
    super(message);
    this.code = code;
    if (options.stage !== undefined) this.stage = options.stage;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/** True for an SdkError, also one created by another copy of the SDK (checked by name). */
export function isSdkError(error: unknown): error is SdkError {
  return error instanceof Error && error.name === 'SdkError' && 'code' in error;
}

/** Settles like `work`, or rejects with `onTimeout()` when `ms` pass first; the timer is always cleared. */
export async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Logs an SDK failure (every failure is logged, API.md §2) and returns it for rejecting. */
export function logged<E>(error: E): E {
  console.error('[atrium]', error);
  return error;
}
