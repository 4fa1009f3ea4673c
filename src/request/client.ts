// The request client (API.md §6): dedupe around a pipeline of send → classify → handle
// (errors, session expiry with refresh and retry, intercepts, sensitive words, business codes).
import { emit } from '../env/events';
import { platformRoute } from '../env/platform-fetch';
import { maySpeakForSession } from '../env/platform-headers';
import { $config, $session, currentLang } from '../env/store';
import { requestMessage, statusMessage } from './catalogue';
import { classify } from './classify';
import { handleCodes, isSsoPath } from './codes';
import { DedupeTable, dedupeKey } from './dedupe';
import { showsErrorMessage } from './error-message';
import { devOpsUrlOf, isRequestError, RequestError } from './errors';
import { type Call, send } from './send';
import { askSensitive } from './sensitive';
import { canRefresh, RefreshWaitError, refreshSession, reportExpiry } from './session';
import type { Envelope, RequestMethod, RequestOptions } from './types';
import { requestUi } from './ui-port';
import { toQueryString, withQuery } from './url';

/** Default time limit of one call. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** What a client may be given instead of the real world. */
export interface ClientDeps {
  /** The fetch to use; default `globalThis.fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Clock for the dedupe window (tests). */
  now?: () => number;
}

/** A `request()` function. */
export type RequestFn = <T = unknown>(options: RequestOptions) => Promise<Envelope<T>>;

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function prepare(options: RequestOptions): Call {
  if (!options || typeof options.url !== 'string' || !options.url) {
    throw new TypeError('request(): `url` must be a non-empty string');
  }
  const method = String(options.method ?? 'GET').toUpperCase() as RequestMethod;
  if (!METHODS.has(method)) throw new TypeError(`request(): unsupported method ${String(options.method)}`);
  const config = $config.get();
  const query: Record<string, unknown> = { ...(options.params as Record<string, unknown> | undefined) };
  let data = options.data;
  if (method === 'GET' && data !== undefined && data !== null) {
    if (typeof data === 'object' && !Array.isArray(data)) Object.assign(query, data);
    data = undefined;
  }
  const { route, url } = platformRoute(options.url, config.apiDomain, config.prefixApiPath);
  return {
    method,
    route,
    url,
    query,
    data,
    headers: options.headers,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    module: options.module,
  };
}

function codeOf(body: unknown): number | undefined {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'number' ? code : undefined;
}

function reportError(
  call: Call,
  url: string,
  message: string,
  status?: number,
  body?: unknown,
  type: 'api' | 'js' = 'api',
): void {
  const code = codeOf(body);
  const devOpsUrl = devOpsUrlOf(body);
  const path = url.split(/[?#]/)[0] ?? '';
  const answered = status === undefined ? 'no answer' : `HTTP ${status}`;
  emit('requestError', {
    type,
    url,
    method: call.method,
    message,
    stack: `${call.method} ${url} → ${answered}${code === undefined ? '' : `, code ${code}`}: ${message}`,
    fileName: path.slice(path.lastIndexOf('/') + 1),
    ...(status === undefined ? {} : { status }),
    ...(code === undefined ? {} : { code }),
    ...(call.module ? { module: call.module } : {}),
    ...(devOpsUrl ? { devOpsUrl } : {}),
  });
}

/** What is left of a call's time limit at `now` (ms); undefined when it has none. */
function remaining(call: Call, started: number): number | undefined {
  const limit = call.timeout;
  if (!(limit > 0) || !Number.isFinite(limit)) return undefined;
  return Math.max(0, limit - (Date.now() - started));
}

/**
 * Waits for the shared token refresh within what is left of the call's own time limit; a call
 * that runs out of time rejects kind `timeout` (reported), one aborted kind `cancelled`.
 */
async function awaitRefresh(
  call: Call,
  url: string,
  sentWith: string,
  started: number,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  const left = remaining(call, started);
  try {
    return await refreshSession(sentWith, {
      ...(left === undefined ? {} : { timeout: Math.max(1, left) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    const lang = currentLang();
    if (error instanceof RefreshWaitError && error.reason === 'timeout') {
      const message = statusMessage(408, url, lang);
      reportError(call, url, message);
      throw new RequestError('timeout', message, { url, cause: error });
    }
    throw new RequestError('cancelled', requestMessage('aborted', lang), { url, cause: error });
  }
}

/** An HTTP 400+ answer: reported, and the RequestError of kind `http` the caller gets. */
function httpError(call: Call, url: string, status: number, body: unknown): RequestError {
  const message = statusMessage(status, url, currentLang());
  reportError(call, url, message, status, body);
  return new RequestError('http', message, { url, status, code: codeOf(body), body });
}

async function execute(
  call: Call,
  fetchImpl: typeof fetch | undefined,
  signal?: AbortSignal,
  started = Date.now(),
): Promise<Envelope> {
  const sentWith = $session.get();
  const answer = await send(call, fetchImpl, signal);
  const { target: url, status } = answer;
  const outcome = classify(status, answer.contentType, answer.text, call.method);
  switch (outcome.type) {
    case 'ok': {
      const body = outcome.body;
      if (outcome.nonSuccess) {
        const msg = typeof body.msg === 'string' && body.msg ? body.msg : `code ${String(body.code)}`;
        reportError(call, url, msg, status, body);
        // Only a server message, and only from the API origin, reaches the user (L324).
        if (
          typeof body.msg === 'string' &&
          body.msg.trim() &&
          maySpeakForSession(url, answer.sentSession) &&
          showsErrorMessage(call.module, call.route)
        ) {
          try {
            requestUi().showError?.(body.msg.trim().slice(0, 500));
          } catch (error) {
            console.error('[atrium] error message failed', error);
          }
        }
      }
      handleCodes(body, url);
      return body;
    }
    case 'http':
      throw httpError(call, url, status, outcome.body);
    case 'unparsable': {
      const message = requestMessage('unparsable', currentLang());
      reportError(call, url, message, status, undefined, 'js');
      throw new RequestError('http', message, { url, status, body: outcome.text });
    }
    case 'session': {
      if (!maySpeakForSession(url, answer.sentSession)) {
        // Only the API origin (or a trusted origin that got the session id) can expire the
        // session: from anyone else this is an HTTP error, an unreadable page or a plain answer.
        if (status >= 400) throw httpError(call, url, status, outcome.body);
        if (outcome.kind === 'loginPage') {
          const message = requestMessage('unparsable', currentLang());
          reportError(call, url, message, status);
          throw new RequestError('http', message, { url, status, body: answer.text });
        }
        return outcome.body as Envelope;
      }
      // A refresh that recovers the call is not an error: only the final outcome is reported.
      if (!call.retried && canRefresh() && (await awaitRefresh(call, url, sentWith, started, signal))) {
        // The call's own limit covers its wait for the refresh: the retry gets what is left.
        const left = remaining(call, started);
        if (left === 0) {
          const message = statusMessage(408, url, currentLang());
          reportError(call, url, message);
          throw new RequestError('timeout', message, { url });
        }
        return execute(
          { ...call, retried: true, ...(left === undefined ? {} : { timeout: left }) },
          fetchImpl,
          signal,
          Date.now(),
        );
      }
      if (status >= 400)
        reportError(call, url, statusMessage(status, url, currentLang()), status, outcome.body);
      reportExpiry(url, outcome.kind);
      throw new RequestError('session', requestMessage('session', currentLang()), {
        url,
        status,
        code: codeOf(outcome.body) ?? -1,
        body: outcome.body,
      });
    }
    case 'intercept': {
      try {
        requestUi().showIntercept({ url, time: Date.now() });
      } catch (error) {
        console.error('[atrium] intercept message failed', error);
      }
      throw new RequestError('intercept', requestMessage('intercept', currentLang()), {
        url,
        status,
        code: codeOf(outcome.body),
        body: outcome.body,
      });
    }
    case 'sensitive': {
      // The resend is never deduplicated: it runs here, inside this caller's call.
      if (!call.confirm && (await askSensitive(outcome.info, { url, method: call.method }))) {
        return execute({ ...call, confirm: true }, fetchImpl, signal);
      }
      throw new RequestError('sensitive', requestMessage('sensitive', currentLang()), {
        url,
        status,
        code: 401,
        body: outcome.body,
      });
    }
  }
}

function cancelled(url: string, cause?: unknown, message = requestMessage('aborted', currentLang())) {
  return new RequestError('cancelled', message, { url, cause });
}

/**
 * Creates a request client. `deps.fetch` replaces the network (tests, other runtimes); by
 * default `globalThis.fetch` is looked up on every call.
 */
export function createClient(deps: ClientDeps = {}): RequestFn {
  const table = new DedupeTable<Envelope>(deps.now);
  const request = async (options: RequestOptions): Promise<Envelope> => {
    const call = prepare(options);
    const signal = options.signal;
    if (isSsoPath(call.url)) {
      const url = withQuery(call.url, toQueryString(call.query));
      requestUi().openSso(url);
      return { code: 200, status: true, data: { url } };
    }
    if (signal?.aborted) throw cancelled(call.url, signal.reason);
    const key = options.dedupe === false ? null : dedupeKey(call.method, call.url, call.query, call.data);
    if (key === null) return execute(call, deps.fetch, signal);
    if (options.dedupe === 'cancel' && table.has(key)) {
      throw cancelled(call.url, undefined, requestMessage('cancelled', currentLang()));
    }
    try {
      return await table.join(key, (shared) => execute(call, deps.fetch, shared), signal);
    } catch (error) {
      if (signal?.aborted && !isRequestError(error)) throw cancelled(call.url, error);
      throw error;
    }
  };
  return request as RequestFn;
}
