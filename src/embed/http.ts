// The pipeline's own HTTP calls, through the one JSON helper over the platform fetch
// (`platformJson`). Before step 4 the session id is not stored yet, so calls that need it pass
// it along.
import { platformJson } from '../env/platform-fetch';

export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * Sends one request to `url` (built by the caller) and parses a JSON answer (any status; an
 * empty body is `null`); rejects on network errors, the time limit or an abort of `init.signal`
 * (PlatformFetchError), or on non-JSON.
 */
export async function fetchJson(
  url: string,
  init: {
    method?: 'GET' | 'POST';
    eteamsid?: string;
    /** Send no session id at all (a token request: the old id does not get a new one). */
    noSession?: boolean;
    body?: unknown;
    credentials?: RequestCredentials;
    /** Off for the integrator's own token API (not a platform endpoint). */
    platformHeaders?: boolean;
    /** The stage's signal: aborting it cancels the request (the browser drops the connection). */
    signal?: AbortSignal;
  } = {},
): Promise<JsonResponse> {
  const res = await platformJson(url, {
    kind: 'url',
    method: init.method ?? 'GET',
    headers: { accept: 'application/json' },
    ...(init.method === 'POST' ? { json: init.body ?? {} } : {}),
    ...(init.eteamsid ? { eteamsid: init.eteamsid } : {}),
    ...(init.noSession ? { eteamsid: '' } : {}),
    ...(init.credentials ? { credentials: init.credentials } : {}),
    ...(init.platformHeaders === false ? { platformHeaders: false } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  if (!res.text) return { status: res.status, body: null };
  if (res.body === undefined) throw new Error(`not JSON from ${url} (HTTP ${res.status})`);
  return { status: res.status, body: res.body };
}

/** `{status:true, data}` envelopes: returns data, or null for anything else. */
export function okData(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { status?: unknown; data?: unknown };
  if (b.status !== true || !b.data || typeof b.data !== 'object') return null;
  return b.data as Record<string, unknown>;
}

/** The server's `msg`, when it sent one. */
export function serverMessage(body: unknown): string {
  const msg = body && typeof body === 'object' ? (body as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg ? msg : '';
}
