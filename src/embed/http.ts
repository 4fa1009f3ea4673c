// The pipeline's own HTTP calls (before the request layer is set up, the session does not
// exist yet, so these go straight to fetch with exactly the headers API.md §2 names).
import { $config } from '../env/store';

export interface JsonResponse {
  status: number;
  body: unknown;
}

/** Sends one request and parses a JSON answer (any status); rejects on network errors or non-JSON. */
export async function fetchJson(
  url: string,
  init: { method?: 'GET' | 'POST'; eteamsid?: string; body?: unknown; credentials?: RequestCredentials } = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.eteamsid) headers.eteamsid = init.eteamsid;
  const lang = $config.get().locale;
  if (lang) headers.langType = lang;
  let body: string | undefined;
  if (init.method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body ?? {});
  }
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body,
    credentials: init.credentials ?? ($config.get().withCredentials ? 'include' : 'same-origin'),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch (cause) {
    throw new Error(`not JSON from ${url} (HTTP ${res.status})`, { cause });
  }
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
