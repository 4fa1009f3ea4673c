// One network round trip through the platform fetch: builds the final URL, body (or the
// transfer wrapping), sends, and reads the answer. Everything is read from the stores at call time.
import { absoluteUrl } from '../env/absolute-url';
import { emit, hasListeners } from '../env/events';
import { isPlainObjectOrArray } from '../env/plain';
import { PlatformFetchError, type PlatformFetchInit, platformFetch } from '../env/platform-fetch';
import { newTraceId } from '../env/platform-headers';
import { $config, $switches, currentLang } from '../env/store';
import { requestMessage, statusMessage } from './catalogue';
import { isRequestError, RequestError } from './errors';
import { transportHooks } from './hooks';
import { transferBody } from './transfer';
import type { RequestMethod } from './types';
import { toQueryString, withQuery } from './url';

/** A prepared call (see client.ts). */
export interface Call {
  method: RequestMethod;
  /** The caller's URL with prefixApiPath (the transfer `route`). */
  route: string;
  /** The URL to fetch, before the query is added. */
  url: string;
  query: Record<string, unknown>;
  data: unknown;
  headers: Record<string, string> | undefined;
  timeout: number;
  module: string | undefined;
  /** The sensitive-word resend (`sensitiveWordconfirm=1`). */
  confirm?: boolean;
  /** Already retried after a token refresh. */
  retried?: boolean;
}

/** What came back. */
export interface Answer {
  /** The URL the call was built for. */
  target: string;
  /**
   * Where the answer came from (a hook may have sent the call elsewhere; the response's URL):
   * every trust decision is made on this one (docs/security.md#answers-that-show-ui).
   */
  from: string;
  status: number;
  /** The answer's content type, read when asked (see `classify`). */
  contentType: () => string;
  text: string;
  /**
   * True when the call carried the session id (see `maySpeakForSession`, asked only on the rare
   * paths that need it, not on every answer).
   */
  sentSession: boolean;
}

function isJsonBody(data: unknown): boolean {
  if (data === undefined || data === null) return false;
  if (typeof data !== 'object') return typeof data !== 'string';
  return isPlainObjectOrArray(data);
}

/**
 * Sends one call through the platform fetch (on ky, with the registered request hooks); rejects
 * only with a RequestError: kind network, timeout or cancelled, or the one a hook threw.
 */
export async function send(
  call: Call,
  fetchImpl: typeof fetch | undefined,
  signal?: AbortSignal,
): Promise<Answer> {
  const started = performance.now();
  const traceId = $switches.get().traceId ? newTraceId() : undefined;
  const query: Record<string, unknown> = { ...call.query };
  if (call.confirm) query.sensitiveWordconfirm = 1;
  if (traceId) query.weappmonitor_traceId = traceId;
  const transferApi = $config.get().transferApi;
  const target = absoluteUrl(transferApi || withQuery(call.url, toQueryString(query)));
  const method = transferApi ? 'POST' : call.method;
  const data = transferApi ? transferBody(call.route, call.method, query, call.data) : call.data;
  const end = (ok: boolean, status?: number) =>
    hasListeners('requestEnd') &&
    emit('requestEnd', {
      url: target,
      method,
      ...(status === undefined ? {} : { status }),
      ok,
      ...(traceId ? { traceId } : {}),
      duration: performance.now() - started,
    });
  try {
    // Filled in place: spreading optional parts is a measurable share of the per-request cost.
    const init: PlatformFetchInit = { method, timeout: call.timeout };
    if (isJsonBody(data)) init.json = data;
    else init.body = (data ?? null) as BodyInit | null;
    if (call.headers) init.headers = call.headers;
    if (traceId) init.traceId = traceId;
    if (signal) init.signal = signal;
    if (fetchImpl) init.fetch = fetchImpl;
    const hooks = transportHooks();
    if (hooks) init.hooks = hooks;
    const answer = await platformFetch(target, init);
    end(answer.status < 400, answer.status);
    return {
      target,
      from: answer.from,
      status: answer.status,
      contentType: () => answer.contentType,
      text: answer.text,
      sentSession: answer.sentSession,
    };
  } catch (error) {
    end(false);
    const lang = currentLang();
    const reason = error instanceof PlatformFetchError ? error.reason : 'network';
    if (reason === 'hook') {
      // A hook that threw: its RequestError as it is, anything else a typed `network` failure.
      const cause = (error as PlatformFetchError).cause;
      if (isRequestError(cause)) throw cause;
      throw new RequestError('network', (error as Error).message, { url: target, cause });
    }
    if (reason === 'aborted' || signal?.aborted) {
      throw new RequestError('cancelled', requestMessage('aborted', lang), { url: target, cause: error });
    }
    if (reason === 'timeout') {
      throw new RequestError('timeout', statusMessage(408, target, lang), { url: target, cause: error });
    }
    const message = reason === 'redirect' ? (error as Error).message : requestMessage('network', lang);
    throw new RequestError('network', message, { url: target, cause: error });
  }
}
