// One network round trip through ky: builds the final URL, headers, body (or the transfer
// wrapping), sends, and reads the answer. Everything is read from the stores at call time.
import ky, { isTimeoutError, type Options } from 'ky';
import { emit } from '../env/events';
import { newTraceId, requestCredentials, requestHeaders } from '../env/platform-headers';
import { $config, $switches, currentLang } from '../env/store';
import { requestMessage, statusMessage } from './catalogue';
import { RequestError } from './errors';
import { transferBody } from './transfer';
import type { RequestMethod } from './types';
import { toQueryString, withQuery } from './url';

/** The largest timeout timers accept; longer (or non-positive) ones mean no limit. */
const MAX_TIMEOUT_MS = 2_147_483_647;

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
  /** The URL actually fetched. */
  target: string;
  status: number;
  contentType: string;
  text: string;
}

function isJsonBody(data: unknown): boolean {
  if (data === undefined || data === null) return false;
  if (typeof data !== 'object') return typeof data !== 'string';
  const proto = Object.getPrototypeOf(data);
  return Array.isArray(data) || proto === Object.prototype || proto === null;
}

/** The URL resolved against the page, so errors and events name the real address. */
function absolute(url: string): string {
  if (typeof location === 'undefined') return url;
  try {
    return new URL(url, location.href).href;
  } catch {
    return url;
  }
}

/** Sends one call; rejects only with a RequestError of kind network, timeout or cancelled. */
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
  const target = absolute(transferApi || withQuery(call.url, toQueryString(query)));
  const method = transferApi ? 'POST' : call.method;
  const data = transferApi ? transferBody(call.route, call.method, query, call.data) : call.data;
  const options: Options = {
    method,
    headers: { ...requestHeaders(target, traceId), ...call.headers },
    credentials: requestCredentials(),
    timeout:
      call.timeout > 0 && Number.isFinite(call.timeout) ? Math.min(call.timeout, MAX_TIMEOUT_MS) : false,
    retry: 0,
    throwHttpErrors: false,
    fetch: (input, init) => (fetchImpl ?? globalThis.fetch)(input, init),
  };
  if (signal) options.signal = signal;
  if (isJsonBody(data)) options.json = data;
  else if (data !== undefined && data !== null) options.body = data as BodyInit;
  const end = (ok: boolean, status?: number) =>
    emit('requestEnd', {
      url: target,
      method,
      ...(status === undefined ? {} : { status }),
      ok,
      ...(traceId ? { traceId } : {}),
      duration: performance.now() - started,
    });
  try {
    const response = await ky(target, options);
    const text = await response.text();
    end(response.status < 400, response.status);
    return { target, status: response.status, contentType: response.headers.get('content-type') ?? '', text };
  } catch (error) {
    end(false);
    const lang = currentLang();
    if (signal?.aborted) {
      throw new RequestError('cancelled', requestMessage('aborted', lang), { url: target, cause: error });
    }
    if (isTimeoutError(error)) {
      throw new RequestError('timeout', statusMessage(408, target, lang), { url: target, cause: error });
    }
    throw new RequestError('network', requestMessage('network', lang), { url: target, cause: error });
  }
}
