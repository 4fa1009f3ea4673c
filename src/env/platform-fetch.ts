// The one platform fetch every caller uses (request, i18n, monitor, the init pipeline, the
// loader, routing, bridge), on ky (docs/architecture.md#one-platform-fetch): URL building, the
// header and trusted-origin rules, credentials, an injected fetch, a time limit that aborts what
// it timed, and no redirect while the session id is attached. The answer's body is read inside
// the time limit, so a hung body times out too.
import ky, { type Options } from 'ky';
import { hasOwn } from './own';
import { mayReceiveSession, requestCredentials, requestHeaders } from './platform-headers';
import { platformUrl } from './platform-url';
import { fetchLimit, timerDelay } from './time-limit';

/** The time limit of a platform fetch that names none (as `request()`'s default). */
export const DEFAULT_TIMEOUT_MS = 60_000;

export {
  API_PREFIXES,
  buildUrl,
  isApiPath,
  isPlatformApiUrl,
  platformRoute,
  platformUrl,
  prefixedPath,
  ROOT_PREFIXES,
} from './platform-url';

/** Why a platform fetch got no usable answer (`hook`: a hook of the caller's threw). */
export type FetchFailure = 'network' | 'timeout' | 'aborted' | 'redirect' | 'hook';

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

/** The options ky normalised for a round trip, as hooks see them (read-only: ky's `NormalizedOptions`). */
export interface FetchHookOptions {
  readonly method: string;
  readonly headers: Headers;
  readonly credentials?: RequestCredentials;
  readonly [key: string]: unknown;
}

/** Hooks run around one platform fetch, in ky's shape (the request layer's public hooks). */
export interface FetchHooks {
  /** Run in order, each with the request the previous one returned; a `Response` ends the run and is the answer. */
  beforeRequest?: ReadonlyArray<
    (
      request: Request,
      options: FetchHookOptions,
    ) => Request | Response | undefined | Promise<Request | Response | undefined>
  >;
  /** Run in order, each with a copy of the answer; a returned `Response` replaces it. */
  afterResponse?: ReadonlyArray<
    (
      request: Request,
      options: FetchHookOptions,
      response: Response,
    ) => Response | undefined | Promise<Response | undefined>
  >;
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
  /** The fetch ky sends with (called with a `Request`); default `globalThis.fetch`, looked up per call. */
  fetch?: typeof fetch;
  hooks?: FetchHooks;
}

/** A platform answer, its body read. */
export interface PlatformResponse {
  url: string;
  /**
   * Where the answer came from: the response's URL, else the URL actually fetched (a
   * `beforeRequest` hook may send the call elsewhere), else `url`. Trust is judged on this one.
   */
  from: string;
  /** True when the request carried the `eteamsid` header. */
  sentSession: boolean;
  status: number;
  /** The `content-type` header, read when asked (a header read is a DOM call). */
  readonly contentType: string;
  /** A header of the answer (e.g. `Retry-After`), or null. */
  header(name: string): string | null;
  text: string;
}

const isRedirect = (status: number) => status >= 300 && status < 400;

const hasHeader = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).some((k) => k.toLowerCase() === name);

/** The error a hook's throw becomes: the request fails with a typed error, never the page. */
function hookFailure(url: string, error: unknown): PlatformFetchError {
  if (error instanceof PlatformFetchError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new PlatformFetchError('hook', url, `a request hook failed: ${detail}`, error);
}

/**
 * The caller's hooks as ky runs them, each throw turned into a {@link PlatformFetchError}
 * `hook`. The `beforeRequest` hooks run as one: a returned `Request` goes on to the next hook
 * (ky would skip the rest), so one registration never silences another.
 */
function kyHooks(url: string, hooks: FetchHooks): NonNullable<Options['hooks']> {
  const before = hooks.beforeRequest ?? [];
  const after = hooks.afterResponse ?? [];
  return {
    beforeRequest: before.length
      ? [
          async (request, normalized) => {
            const options = normalized as unknown as FetchHookOptions;
            let current: Request = request;
            try {
              for (const hook of before) {
                const out = await hook(current, options);
                if (out instanceof Response) return out;
                if (out instanceof Request) current = out;
              }
            } catch (error) {
              throw hookFailure(url, error);
            }
            return current === request ? undefined : current;
          },
        ]
      : [],
    afterResponse: after.map((hook) => async (request, normalized, response) => {
      try {
        const out = await hook(request, normalized as unknown as FetchHookOptions, response);
        return out instanceof Response ? out : undefined;
      } catch (error) {
        throw hookFailure(url, error);
      }
    }),
  };
}

/**
 * Sends one request to `url` (already built: see {@link platformUrl}) through ky and reads the
 * body. Rejects with a {@link PlatformFetchError} on a network failure, the time limit, the
 * caller's abort, a hook that threw, or a redirect while the session id is attached (redirects
 * are not followed then, so the id never reaches an origin it was not meant for). HTTP errors
 * resolve: the caller reads the status.
 *
 * ky runs with `timeout: false` (its timer stops when the headers arrive; the limit here covers
 * the body too, see docs/architecture.md#one-platform-fetch), `retry: 0` (no platform call is
 * repeated behind its caller's back) and `throwHttpErrors: false`.
 */
export async function platformFetch(url: string, init: PlatformFetchInit = {}): Promise<PlatformResponse> {
  const headers: Record<string, string> =
    init.platformHeaders === false ? {} : requestHeaders(url, init.traceId, init.eteamsid);
  let carriesSession = hasOwn(headers, 'eteamsid');
  if (init.headers) {
    Object.assign(headers, init.headers);
    carriesSession = hasHeader(headers, 'eteamsid');
  }
  const limit = timerDelay(init.timeout ?? DEFAULT_TIMEOUT_MS);
  const { signal, timedOut, done } = fetchLimit(limit, init.signal);
  const hooks = init.hooks;
  let fetched = '';
  try {
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      if (!hasHeader(headers, 'content-type')) headers['content-type'] = 'application/json';
    } else body = init.body ?? undefined;
    // The body goes into ky's Request only when a caller's hook may read it; otherwise to fetch()
    // beside that Request. ky clones every Request it sends (for retries, off here), and cloning
    // one with a body tees it into two streams: main-thread work on every POST, paid again when
    // the browser reads the streamed copy and when ky cancels the other.
    const atFetch = hooks ? undefined : body;
    const options: Options = {
      method: init.method ?? 'GET',
      headers,
      credentials: init.credentials ?? requestCredentials(),
      timeout: false,
      retry: 0,
      throwHttpErrors: false,
      // Looked up per call (the page or a test may replace it); a hook's request is checked again.
      fetch: (input, rest) => {
        let request = input as Request;
        if (hooks?.beforeRequest?.length) {
          carriesSession = request.headers.has('eteamsid');
          if (carriesSession && !mayReceiveSession(request.url)) {
            request.headers.delete('eteamsid');
            carriesSession = false;
          }
          if (carriesSession && request.redirect !== 'manual')
            request = new Request(request, { redirect: 'manual' });
        }
        fetched = request.url;
        return (init.fetch ?? globalThis.fetch)(
          request,
          atFetch === undefined ? rest : { ...rest, body: atFetch },
        );
      },
    };
    if (hooks) options.body = body;
    if (signal) options.signal = signal;
    if (init.keepalive) options.keepalive = true;
    if (carriesSession) options.redirect = 'manual';
    if (hooks) options.hooks = kyHooks(url, hooks);
    const response = await ky(url, options);
    if (response.type === 'opaqueredirect' || (carriesSession && isRedirect(response.status))) {
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
      from: response.url || fetched || url,
      sentSession: carriesSession,
      status: response.status,
      get contentType() {
        return answerHeaders.get('content-type') ?? '';
      },
      header: (name) => answerHeaders.get(name),
      text,
    };
  } catch (error) {
    if (error instanceof PlatformFetchError) throw error;
    // The limit's own abort, or a `TimeoutError` (ky's, or the signal's reason as the browser gives it).
    if (timedOut() || (error as { name?: unknown } | null)?.name === 'TimeoutError') {
      throw new PlatformFetchError('timeout', url, `${url} timed out after ${limit} ms`, error);
    }
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

/** A platform answer with its JSON body parsed. */
export interface PlatformJson {
  status: number;
  /** Status 200–299. */
  ok: boolean;
  /** The parsed body; `undefined` when it was empty or not JSON (see `text`). */
  body: unknown;
  /** The body as it came. */
  text: string;
  /** A header of the answer (e.g. `Retry-After`), or null. */
  header(name: string): string | null;
}

/**
 * The one JSON helper over the platform fetch: {@link platformFetch} with the body parsed.
 * `path` is resolved by {@link platformUrl} (`kind` `api` by default, `static` for static
 * files); `kind: 'url'` sends a URL the caller built as it is. Rejects like platformFetch;
 * HTTP errors and bodies that are not JSON resolve (`ok`, `body`): the caller decides.
 */
export async function platformJson(
  path: string,
  init: PlatformFetchInit & { kind?: 'api' | 'static' | 'url' } = {},
): Promise<PlatformJson> {
  const kind = init.kind ?? 'api';
  const res = await platformFetch(kind === 'url' ? path : platformUrl(path, kind), init);
  return {
    status: res.status,
    ok: res.status >= 200 && res.status < 300,
    body: parseJson(res.text),
    text: res.text,
    header: res.header,
  };
}
