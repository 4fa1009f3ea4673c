// The one error type `request()` rejects with (ky's model: a literal name, a kind, a cause).

/** Why a request failed. */
export type RequestErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'session'
  | 'sensitive'
  | 'intercept'
  | 'cancelled';

/** Extra facts of a {@link RequestError}. */
export interface RequestErrorInit {
  url: string;
  status?: number;
  code?: number;
  /** The parsed response body, when there was one. */
  body?: unknown;
  cause?: unknown;
}

/**
 * A failed `request()`. `kind` says why; `status` is the HTTP status when a response arrived,
 * `code` the envelope's code when the body had one.
 */
export class RequestError extends Error {
  override readonly name = 'RequestError' as const;
  readonly kind: RequestErrorKind;
  /** The same as `kind` (docs/reference.md#errors). */
  readonly reason: RequestErrorKind;
  readonly status?: number;
  readonly code?: number;
  readonly url: string;
  readonly body?: unknown;
  /** The envelope's `devOpsUrl` (http(s) only): the platform's trace of this call, for support. */
  readonly devOpsUrl?: string;
  override readonly cause?: unknown;

  constructor(kind: RequestErrorKind, message: string, init: RequestErrorInit) {
    super(message);
    this.kind = kind;
    this.reason = kind;
    this.url = init.url;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.body !== undefined) this.body = init.body;
    const devOpsUrl = devOpsUrlOf(init.body);
    if (devOpsUrl) this.devOpsUrl = devOpsUrl;
    if (init.cause !== undefined) this.cause = init.cause;
  }
}

/**
 * The envelope's `devOpsUrl` (docs/spec-coverage.md, L130: where the platform's operators trace this call),
 * when it is an absolute http(s) URL; anything else from a server is dropped.
 */
export function devOpsUrlOf(body: unknown): string | undefined {
  const v = body && typeof body === 'object' ? (body as { devOpsUrl?: unknown }).devOpsUrl : undefined;
  if (typeof v !== 'string' || !/^https?:\/\//i.test(v.trim())) return undefined;
  try {
    return new URL(v.trim()).href;
  } catch {
    return undefined;
  }
}

/**
 * True for a {@link RequestError}, also one from another copy of the SDK (checks the name).
 *
 * @example
 * ```ts
 * request({ url: '/api/doc/save', method: 'POST', data }).catch((error) => {
 *   if (isRequestError(error) && error.kind === 'session') return; // the SDK handles expiry
 *   throw error;
 * });
 * ```
 */
export function isRequestError(value: unknown): value is RequestError {
  return value instanceof Error && value.name === 'RequestError' && 'kind' in value;
}
