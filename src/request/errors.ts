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
  readonly status?: number;
  readonly code?: number;
  readonly url: string;
  readonly body?: unknown;
  override readonly cause?: unknown;

  constructor(kind: RequestErrorKind, message: string, init: RequestErrorInit) {
    super(message);
    this.kind = kind;
    this.url = init.url;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.body !== undefined) this.body = init.body;
    if (init.cause !== undefined) this.cause = init.cause;
  }
}

/** True for a {@link RequestError}, also one from another copy of the SDK (checks the name). */
export function isRequestError(value: unknown): value is RequestError {
  return value instanceof Error && value.name === 'RequestError' && 'kind' in value;
}
