// The SDK's one error family (docs/reference.md#errors): every error a public function rejects
// with, or carries as its `cause`, has a literal `name`, a type guard, and says why in `reason`.
// Guards check the name (and their own field), so errors of another copy of the SDK count too.
import type { PlatformFetchError } from './platform-fetch';

/** What every error of the family has: a literal name, and why it happened as a string. */
export interface AtriumError extends Error {
  readonly reason: string;
}

const FAMILY = new Set([
  'SdkError',
  'RequestError',
  'ChunkLoadError',
  'PlatformFetchError',
  'I18nRequestError',
  'ManifestError',
]);

/**
 * True for an error of the SDK's family: SdkError, RequestError, ChunkLoadError, PlatformFetchError, I18nRequestError, ManifestError.
 *
 * @example
 * ```ts
 * window.addEventListener('unhandledrejection', (e) => {
 *   if (isAtriumError(e.reason)) console.warn('Atrium:', e.reason.name, e.reason.reason);
 * });
 * ```
 */
export function isAtriumError(error: unknown): error is AtriumError {
  return (
    error instanceof Error &&
    FAMILY.has(error.name) &&
    typeof (error as { reason?: unknown }).reason === 'string'
  );
}

/**
 * True for a {@link PlatformFetchError}: a platform fetch that got no usable answer (`reason` says why).
 *
 * @example
 * ```ts
 * loadApp('@weapp/hr-manage').catch((error) => {
 *   if (isPlatformFetchError(error.cause)) console.warn('no answer from', error.cause.url);
 * });
 * ```
 */
export function isPlatformFetchError(error: unknown): error is PlatformFetchError {
  return error instanceof Error && error.name === 'PlatformFetchError' && 'reason' in error;
}
