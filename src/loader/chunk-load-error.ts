/**
 * Why a chunk failed: its global never appeared, it took too long, the network refused it, or
 * the page's Content Security Policy (Trusted Types) did not let it be requested (`blocked`).
 */
export type ChunkLoadErrorType = 'missing' | 'timeout' | 'error' | 'blocked';

/**
 * A script or stylesheet chunk could not be loaded (docs/spec-coverage.md L306): `name` is `'ChunkLoadError'`,
 * `message` is `Loading chunk {n} failed`, `type` says why and `request`
 * is the URL that was asked for.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError' as const;
  readonly type: ChunkLoadErrorType;
  /** The same as `type` (docs/reference.md#errors). */
  readonly reason: ChunkLoadErrorType;
  readonly request: string;

  constructor(chunk: string, type: ChunkLoadErrorType, request: string, cause?: unknown) {
    super(`Loading chunk ${chunk} failed`, cause === undefined ? undefined : { cause });
    this.type = type;
    this.reason = type;
    this.request = request;
  }
}

/**
 * True for a ChunkLoadError, also one thrown by another copy of the SDK (checked by name).
 *
 * @example
 * ```ts
 * loadScript(url).catch((error) => {
 *   if (isChunkLoadError(error) && error.type === 'timeout') showRetry();
 * });
 * ```
 */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** The chunk name shown in the message: the file name without query, hash suffix or extension. */
export function chunkName(url: string): string {
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? url;
  return file.replace(/\.(js|css|mjs)$/, '') || url;
}
