// The one platform fetch every caller uses (request, i18n, monitor, the init pipeline, routing,
// bridge): URL building, the header and trusted-origin rules, credentials, an injected fetch,
// a time limit that aborts what it timed, and no redirect while the session id is attached.
// The answer's body is read inside the time limit, so a hung body times out too.
import { isApiOrigin, requestCredentials, requestHeaders } from './platform-headers';
import { $config } from './store';

/** Path prefixes of the platform's APIs (spec §7). */
export const API_PREFIXES = ['/api', '/papi', '/sapi', '/api/app', '/api/bs'] as const;

/** The largest delay `setTimeout` takes; longer ones fire at once, so limits are clamped to it. */
export const MAX_TIMER_MS = 2_147_483_647;

/** The time limit of a platform fetch that names none (as `request()`'s default). */
export const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Path prefixes of the platform served at its domain's root, without `prefixApiPath`: the
 * monitor's resource report (`{maintain domain}/cp/resourceReport.json`, docs/reference.md#monitor).
 */
export const ROOT_PREFIXES = ['/cp'] as const;

/** True for a relative URL whose path starts with one of `prefixes` at a segment boundary. */
function hasPrefix(url: string, prefixes: readonly string[]): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  for (const p of prefixes) {
    if (!url.startsWith(p)) continue;
    const next = url.charAt(p.length);
    if (next === '' || next === '/' || next === '?' || next === '#') return true;
  }
  return false;
}

/** True for a relative URL whose path starts with one of the API prefixes at a segment boundary. */
export function isApiPath(url: string): boolean {
  return hasPrefix(url, API_PREFIXES);
}

const trimEnd = (text: string) => (text ? text.trim().replace(/\/+$/, '') : '');

function withPrefix(path: string, prefixApiPath: string): string {
  const prefix = trimEnd(prefixApiPath);
  if (!prefix) return path;
  return `${prefix.startsWith('/') ? prefix : `/${prefix}`}${path}`;
}

/** The API path with `prefixApiPath` inserted in front (also the transfer `route`). */
export function prefixedPath(url: string, prefixApiPath: string): string {
  return isApiPath(url) ? withPrefix(url, prefixApiPath) : url;
}

/** `{apiDomain}{prefixApiPath}{path}` for API paths, `{apiDomain}{path}` for root platform paths (`/cp`); anything else stays as given. */
export function buildUrl(url: string, apiDomain: string, prefixApiPath: string): string {
  return platformRoute(url, apiDomain, prefixApiPath).url;
}

/**
 * Both at once, for `request()`: the `route` ({@link prefixedPath}) and the `url`
 * ({@link buildUrl}), with the path looked at once.
 */
export function platformRoute(
  url: string,
  apiDomain: string,
  prefixApiPath: string,
): { route: string; url: string } {
  if (!isApiPath(url)) {
    // A root platform path goes to the domain as it is; anything else stays as given.
    return { route: url, url: hasPrefix(url, ROOT_PREFIXES) ? `${trimEnd(apiDomain)}${url}` : url };
  }
  const route = withPrefix(url, prefixApiPath);
  return { route, url: `${trimEnd(apiDomain)}${route}` };
}

/**
 * Where a platform path goes, from the configuration in force: `api` paths through
 * {@link buildUrl}; `static` paths on `staticDomain` (else `apiDomain`). Absolute URLs stay.
 */
export function platformUrl(path: string, kind: 'api' | 'static' = 'api'): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path)) return path;
  const c = $config.get();
  if (kind === 'api') return buildUrl(path, c.apiDomain, c.prefixApiPath);
  return `${trimEnd(c.staticDomain || c.apiDomain)}${path}`;
}

/**
 * True when `url` is a platform API call (spec L268: it gets the platform headers): a relative
 * API path, or an absolute URL on the API origin whose path, without `prefixApiPath`, is one.
 */
export function isPlatformApiUrl(url: string): boolean {
  if (isApiPath(url)) return true;
  if (!isApiOrigin(url)) return false;
  let path: string;
  try {
    path = new URL(url, typeof location === 'undefined' ? undefined : location.href).pathname;
  } catch {
    return false;
  }
  const prefix = trimEnd($config.get().prefixApiPath);
  const p = prefix && !prefix.startsWith('/') ? `/${prefix}` : prefix;
  if (p && path.startsWith(`${p}/`)) path = path.slice(p.length);
  return isApiPath(path);
}

/** A time limit in ms as timers take it: positive finite values clamped to 2^31−1, else none (0). */
export function timerDelay(ms: unknown): number {
  return typeof ms === 'number' && ms > 0 && Number.isFinite(ms) ? Math.min(ms, MAX_TIMER_MS) : 0;
}

type SignalStatics = typeof AbortSignal & {
  timeout?: (ms: number) => AbortSignal;
  any?: (signals: AbortSignal[]) => AbortSignal;
};

/**
 * The signal a platform fetch runs under: it aborts when `limit` ms pass (0: never) or when
 * `caller` aborts. Where the browser has `AbortSignal.timeout` and `AbortSignal.any` they do it
 * natively — no timer, controller or listener of ours on every request; elsewhere a timer and a
 * controller. `timedOut()` tells the limit from the caller; `done()` releases what it holds.
 */
export function limitedSignal(
  limit: number,
  caller?: AbortSignal,
): { signal: AbortSignal | undefined; timedOut: () => boolean; done: () => void } {
  const S = AbortSignal as SignalStatics;
  if (typeof S.timeout === 'function' && typeof S.any === 'function') {
    if (!limit) return { signal: caller, timedOut: () => false, done: () => {} };
    const timer = S.timeout(limit);
    return {
      signal: caller ? S.any([caller, timer]) : timer,
      timedOut: () => timer.aborted && !caller?.aborted,
      done: () => {},
    };
  }
  const controller = new AbortController();
  let expired = false;
  const timer = limit
    ? setTimeout(() => {
        expired = true;
        controller.abort();
      }, limit)
    : undefined;
  const onAbort = () => controller.abort();
  caller?.addEventListener('abort', onAbort);
  if (caller?.aborted) controller.abort();
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

/** Why a platform fetch got no answer. */
export type FetchFailure = 'network' | 'timeout' | 'aborted' | 'redirect';

/** A platform fetch that got no usable answer (the `reason` says why). */
export class PlatformFetchError extends Error {
  override readonly name = 'PlatformFetchError' as const;
  readonly reason: FetchFailure;
  readonly url: string;
  constructor(reason: FetchFailure, url: string, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason;
    this.url = url;
  }
}

/** What a platform fetch takes. */
export interface PlatformFetchInit {
  method?: string;
  /** Sent as JSON (`content-type: application/json`). */
  json?: unknown;
  /** Sent as given (FormData, Blob, string…); ignored when `json` is set. */
  body?: BodyInit | null;
  /** Extra headers, applied after the platform's. */
  headers?: Record<string, string>;
  /**
   * The platform headers (`timeZoneOffset`, `langType`, `eteamsid`, `enableTrans`, `traceid`);
   * off for static files, where custom headers would force CORS preflights on a CDN.
   */
  platformHeaders?: boolean;
  /** The session id to send instead of the stored one (the init pipeline, before it is stored); `''` sends none. */
  eteamsid?: string;
  traceId?: string;
  /** Time limit in ms for the whole exchange, body included (default 60 s; 0: none). Aborts on expiry. */
  timeout?: number;
  signal?: AbortSignal;
  keepalive?: boolean;
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
}

/** A platform answer, its body read. */
export interface PlatformResponse {
  url: string;
  /** True when the request carried the `eteamsid` header. */
  sentSession: boolean;
  status: number;
  /** The `content-type` header, read when asked (a header read is a DOM call). */
  readonly contentType: string;
  text: string;
}

/**
 * Sends one request to `url` (already built: see {@link platformUrl}) and reads the body.
 * Rejects with a {@link PlatformFetchError} on a network failure, the time limit, the caller's
 * abort, or a redirect while the session id is attached (redirects are not followed then, so
 * the id never reaches an origin it was not meant for).
 */
export async function platformFetch(url: string, init: PlatformFetchInit = {}): Promise<PlatformResponse> {
  const headers: Record<string, string> =
    init.platformHeaders === false ? {} : requestHeaders(url, init.traceId, init.eteamsid);
  let body: BodyInit | null | undefined = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  let carriesSession = Object.hasOwn(headers, 'eteamsid');
  if (init.headers) {
    Object.assign(headers, init.headers);
    carriesSession = Object.keys(headers).some((k) => k.toLowerCase() === 'eteamsid');
  }
  const limit = timerDelay(init.timeout ?? DEFAULT_TIMEOUT_MS);
  const { signal, timedOut, done } = limitedSignal(limit, init.signal);
  try {
    const options: RequestInit = {
      method: init.method ?? 'GET',
      headers,
      body: body ?? null,
      credentials: init.credentials ?? requestCredentials(),
      signal: signal ?? null,
    };
    if (init.keepalive) options.keepalive = true;
    if (carriesSession) options.redirect = 'manual';
    const response = await (init.fetch ?? globalThis.fetch)(url, options);
    if (
      response.type === 'opaqueredirect' ||
      (carriesSession && response.status >= 300 && response.status < 400)
    ) {
      throw new PlatformFetchError(
        'redirect',
        url,
        `${url} answered with a redirect; it is not followed while the session id is attached`,
      );
    }
    const text = await response.text();
    const answerHeaders = response.headers;
    return {
      url,
      sentSession: carriesSession,
      status: response.status,
      get contentType() {
        return answerHeaders.get('content-type') ?? '';
      },
      text,
    };
  } catch (error) {
    if (error instanceof PlatformFetchError) throw error;
    if (timedOut()) throw new PlatformFetchError('timeout', url, `${url} timed out after ${limit} ms`, error);
    if (init.signal?.aborted) throw new PlatformFetchError('aborted', url, `${url} was aborted`, error);
    throw new PlatformFetchError('network', url, `network error: ${url}`, error);
  } finally {
    done();
  }
}

/** Parses a JSON body; `undefined` for an empty or non-JSON one. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A platform answer with its JSON body parsed (`undefined` when it is not JSON). */
export interface PlatformJson {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * {@link platformFetch} of a platform path resolved by {@link platformUrl} (`kind` `api` by
 * default), with the JSON body parsed. Rejects like platformFetch; HTTP errors resolve.
 */
export async function platformJson(
  path: string,
  init: PlatformFetchInit & { kind?: 'api' | 'static' } = {},
): Promise<PlatformJson> {
  const res = await platformFetch(platformUrl(path, init.kind), init);
  return { status: res.status, ok: res.status >= 200 && res.status < 300, body: parseJson(res.text) };
}
