// Public shapes of the request layer (docs/reference.md).

/** HTTP methods `request()` sends. */
export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Options of one `request()` call. */
export interface RequestOptions {
  /** Relative (`/api/...`, prefixed with apiDomain and prefixApiPath) or absolute URL. */
  url: string;
  /** Default `GET`. */
  method?: RequestMethod;
  /** Query parameters (arrays repeat the key, nested objects use `a[b]=c`). */
  params?: object;
  /** Body: plain values are sent as JSON; FormData, Blob, URLSearchParams and strings as they are. For GET it joins the query. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Default true: identical requests within 500 ms share one call. `'cancel'` rejects the later one. */
  dedupe?: boolean | 'cancel';
  /** Milliseconds before the request fails with kind `timeout` (default 60000). */
  timeout?: number;
  /** The business module the call belongs to (reported with errors). */
  module?: string;
  /** Aborting rejects this caller only (kind `cancelled`). */
  signal?: AbortSignal;
}

/** The platform's response envelope (docs/spec-coverage.md L130). */
export interface Envelope<T = unknown> {
  code?: number;
  status?: boolean;
  msg?: string;
  data?: T;
  result?: unknown;
  devOpsUrl?: string;
  _securityIntercept_?: string;
  actionMsg?: { code?: number; [key: string]: unknown };
  [key: string]: unknown;
}

/** One rule of a sensitive-word answer: `name` is the processing rule, `value` the words. */
export interface SensitiveWordRule {
  name: string;
  value: string;
}

/** What the server said about sensitive words (docs/reference.md), handed to the UI port. */
export interface SensitiveInfo {
  sensitiveScanCode?: unknown;
  superviseType: 'weak' | 'strong' | string;
  weakConfirmTip?: string;
  strongConfirmTip?: string;
  sensitiveWords?: string;
  sensitiveWordList: SensitiveWordRule[];
}

/** The request a sensitive-word answer came for. */
export interface SensitiveRequest {
  url: string;
  method: string;
}
