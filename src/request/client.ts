// The request client (docs/reference.md): dedupe around a pipeline of send → classify → handle
// (errors, session expiry with refresh and retry, intercepts, sensitive words, business codes).
import { reasonOf } from '../env/abort';
import { emit } from '../env/events';
import { platformRoute } from '../env/platform-fetch';
import { requestCredentials } from '../env/platform-headers';
import { $config, $session, currentLang } from '../env/store';
import { reduceQuery } from '../env/url-secrets';
import { formatTime, requestMessage, statusMessage } from './catalogue';
import { classify, isNonSuccess, type Outcome } from './classify';
import { handleCodes, isSsoPath, openOnServerWord } from './codes';
import { DedupeTable, dedupeKey } from './dedupe';
import { showsErrorMessage } from './error-message';
import { devOpsUrlOf, isRequestError, RequestError } from './errors';
import { type Call, send } from './send';
import { askSensitive } from './sensitive';
import { canRefresh, RefreshWaitError, refreshSession, reportExpiry } from './session';
import type { Envelope, RequestMethod, RequestOptions } from './types';
import { uiPort } from './ui-port';
import { mayShowUi } from './ui-trust';
import { toQueryString, withQuery } from './url';

/** Default time limit of one call. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** What a client may be given instead of the real world. */
export interface ClientDeps {
  /** The fetch to use; default `globalThis.fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /**
   * Monotonic clock (ms) for every duration: the dedupe window and what is left of a call's time
   * limit. Default `performance.now()`: the wall clock may jump (docs/security.md#durations).
   */
  now?: () => number;
}

/** What execute() needs besides the call. */
interface Env {
  fetch: typeof fetch | undefined;
  now: () => number;
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
    // The URL as text: without userinfo, query or fragment values (docs/security.md#what-the-monitor-stores-and-sends).
    stack: `${call.method} ${reduceQuery(url)} → ${answered}${code === undefined ? '' : `, code ${code}`}: ${message}`,
    fileName: path.slice(path.lastIndexOf('/') + 1),
    ...(status === undefined ? {} : { status }),
    ...(code === undefined ? {} : { code }),
    ...(call.module ? { module: call.module } : {}),
    ...(devOpsUrl ? { devOpsUrl } : {}),
  });
}

/** Whole ms left of a call's time limit at `now` (monotonic); undefined when it has none. */
function remaining(call: Call, started: number, now: number): number | undefined {
  const limit = call.timeout;
  if (!(limit > 0) || !Number.isFinite(limit)) return undefined;
  // Whole ms: timers and AbortSignal.timeout take integers (performance.now() has fractions).
  return Math.max(0, Math.floor(limit - (now - started)));
}

// The response text of each answer object, so a caller that shares a call gets its own parse.
const texts = new WeakMap<object, string>();

/** A sharing caller's own answer (dedupe.ts): a new parse of the same response text. */
function ownCopy(body: Envelope): Envelope {
  const text = texts.get(body);
  return text ? (JSON.parse(text) as Envelope) : body;
}

/**
 * The platform's shapes (session expiry, intercept, sensitive words) from an origin that may not
 * show UI (ui-trust.ts) are a plain answer: an HTTP error, an unreadable page, or the body as is.
 */
function plainOutcome(outcome: Outcome, status: number, text: string): Outcome {
  if (outcome.type === 'session' && status >= 400) return { type: 'http', body: outcome.body };
  if (outcome.type === 'session' && outcome.kind === 'loginPage') return { type: 'unparsable', text };
  const body = (outcome as { body: Envelope }).body;
  return { type: 'ok', body, nonSuccess: isNonSuccess(body) };
}

/** The call ran out of its own time limit (around a token refresh): reported, kind `timeout`. */
function timeoutError(call: Call, url: string): RequestError {
  const message = statusMessage(408, url, currentLang());
  reportError(call, url, message);
  return new RequestError('timeout', message, { url });
}

/**
 * Waits for the shared token refresh within what is left of the call's own time limit; a call
 * that runs out of time rejects kind `timeout` (reported), one aborted kind `cancelled`.
 */
async function awaitRefresh(
  call: Call,
  url: string,
  sentWith: string,
  left: number | undefined,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  try {
    return await refreshSession(sentWith, { timeout: left === undefined ? left : Math.max(1, left), signal });
  } catch (error) {
    // The wait's own error is internal: a timeout carries no cause (as the call's own timeout),
    // a cancelled wait carries what the caller aborted with.
    if (!(error instanceof RefreshWaitError)) throw cancelled(url, error);
    if (error.reason === 'timeout') throw timeoutError(call, url);
    throw cancelled(url, error.cause);
  }
}

/** An HTTP 400+ answer: reported, and the RequestError of kind `http` the caller gets. */
function httpError(call: Call, url: string, status: number, body: unknown): RequestError {
  const message = statusMessage(status, url, currentLang());
  reportError(call, url, message, status, body);
  return new RequestError('http', message, { url, status, code: codeOf(body), body });
}

async function execute(call: Call, env: Env, signal?: AbortSignal, started = env.now()): Promise<Envelope> {
  const sentWith = $session.get();
  const answer = await send(call, env.fetch, signal);
  const { target: url, status } = answer;
  // Trust is judged on where the answer came from, not on the URL the call was built for.
  const from = answer.from;
  let outcome = classify(status, answer.contentType, answer.text, call.method);
  const type = outcome.type;
  // One origin rule for every answer that can show UI or end the session (ui-trust.ts).
  if (
    (type === 'session' || type === 'intercept' || type === 'sensitive') &&
    !mayShowUi(from, answer.sentSession)
  )
    outcome = plainOutcome(outcome, status, answer.text);
  switch (outcome.type) {
    case 'ok': {
      const body = outcome.body;
      // Objects only (a JSON number or string is immutable); an empty answer's `{}` too.
      if (body === Object(body)) texts.set(body, answer.text || '{}');
      if (outcome.nonSuccess) {
        const msg = typeof body.msg === 'string' && body.msg ? body.msg : `code ${String(body.code)}`;
        reportError(call, url, msg, status, body);
        // Only a server message, and only from the API origin, reaches the user (L324).
        if (
          typeof body.msg === 'string' &&
          body.msg.trim() &&
          mayShowUi(from, answer.sentSession) &&
          showsErrorMessage(call.module, call.route)
        ) {
          try {
            uiPort().message(body.msg.trim().slice(0, 500), 'error', 8000, true);
          } catch (error) {
            console.error('[atrium] error message failed', error);
          }
        }
      }
      handleCodes(body, from);
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
      // A refresh that recovers the call is not an error: only the final outcome is reported.
      if (
        !call.retried &&
        canRefresh() &&
        (await awaitRefresh(call, url, sentWith, remaining(call, started, env.now()), signal))
      ) {
        // The call's own limit covers its wait for the refresh: the retry gets what is left.
        const left = remaining(call, started, env.now());
        if (left === 0) throw timeoutError(call, url);
        return execute({ ...call, retried: true, timeout: left ?? call.timeout }, env, signal);
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
        const at = formatTime(Date.now());
        uiPort().message(requestMessage('interceptAt', currentLang(), { url, time: at }), 'warning', 10_000);
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
        return execute({ ...call, confirm: true }, env, signal);
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
  const env: Env = { fetch: deps.fetch, now: deps.now ?? (() => performance.now()) };
  const table = new DedupeTable<Envelope>(env.now, undefined, undefined, ownCopy);
  const request = async (options: RequestOptions): Promise<Envelope> => {
    const call = prepare(options);
    const signal = options.signal;
    if (isSsoPath(call.url)) {
      const url = withQuery(call.url, toQueryString(call.query));
      openOnServerWord(url);
      return { code: 200, status: true, data: { url } };
    }
    if (signal?.aborted) throw cancelled(call.url, reasonOf(signal));
    // Everything that can change the answer (docs/security.md#dedupe-identity): besides the call,
    // the headers the caller set, the credentials mode, the session id and the language.
    const key =
      options.dedupe === false
        ? null
        : dedupeKey(call.method, call.url, call.query, call.data, call.headers, [
            requestCredentials(),
            $session.get(),
            currentLang(),
          ]);
    if (key === null) return execute(call, env, signal);
    if (options.dedupe === 'cancel' && table.has(key)) {
      throw cancelled(call.url, undefined, requestMessage('cancelled', currentLang()));
    }
    try {
      return await table.join(key, (shared) => execute(call, env, shared), signal);
    } catch (error) {
      if (signal?.aborted && !isRequestError(error)) throw cancelled(call.url, error);
      throw error;
    }
  };
  return request as RequestFn;
}
