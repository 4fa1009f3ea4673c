// The request client (API.md §6): dedupe around a pipeline of send → classify → handle
// (errors, session expiry with refresh and retry, intercepts, sensitive words, business codes).
import { emit } from '../env/events';
import { buildUrl, prefixedPath } from '../env/platform-fetch';
import { $config, $session, currentLang } from '../env/store';
import { requestMessage, statusMessage } from './catalogue';
import { classify } from './classify';
import { handleCodes, isSsoPath } from './codes';
import { DedupeTable, dedupeKey } from './dedupe';
import { isRequestError, RequestError } from './errors';
import { type Call, send } from './send';
import { askSensitive } from './sensitive';
import { canRefresh, refreshSession, reportExpiry } from './session';
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
  return {
    method,
    route: prefixedPath(options.url, config.prefixApiPath),
    url: buildUrl(options.url, config.apiDomain, config.prefixApiPath),
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

function reportError(call: Call, url: string, message: string, status?: number, body?: unknown): void {
  const code = codeOf(body);
  emit('requestError', {
    url,
    method: call.method,
    message,
    ...(status === undefined ? {} : { status }),
    ...(code === undefined ? {} : { code }),
    ...(call.module ? { module: call.module } : {}),
  });
}

async function execute(
  call: Call,
  fetchImpl: typeof fetch | undefined,
  signal?: AbortSignal,
): Promise<Envelope> {
  const sentWith = $session.get();
  const answer = await send(call, fetchImpl, signal);
  const { target: url, status } = answer;
  const lang = currentLang();
  const outcome = classify(status, answer.contentType, answer.text, call.method);
  switch (outcome.type) {
    case 'ok': {
      const body = outcome.body;
      if (outcome.nonSuccess) {
        const msg = typeof body.msg === 'string' && body.msg ? body.msg : `code ${String(body.code)}`;
        reportError(call, url, msg, status, body);
      }
      handleCodes(body, url);
      return body;
    }
    case 'http': {
      const message = statusMessage(status, url, lang);
      reportError(call, url, message, status, outcome.body);
      throw new RequestError('http', message, {
        url,
        status,
        code: codeOf(outcome.body),
        body: outcome.body,
      });
    }
    case 'unparsable': {
      const message = requestMessage('unparsable', lang);
      reportError(call, url, message, status);
      throw new RequestError('http', message, { url, status, body: outcome.text });
    }
    case 'session': {
      if (status >= 400) reportError(call, url, statusMessage(status, url, lang), status, outcome.body);
      if (!call.retried && canRefresh() && (await refreshSession(sentWith))) {
        return execute({ ...call, retried: true }, fetchImpl, signal);
      }
      reportExpiry(url, outcome.kind);
      throw new RequestError('session', requestMessage('session', lang), {
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
      throw new RequestError('intercept', requestMessage('intercept', lang), {
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
      throw new RequestError('sensitive', requestMessage('sensitive', lang), {
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
