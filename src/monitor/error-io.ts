// What the error reporter reads from the page and the configuration, and how it talks to the
// upload endpoint by default (docs/monitor.md#what-is-sent).
import { $user } from '../env/store';
import { parseRetryAfter } from './backoff';
import { ENDPOINTS, KEYS } from './constants';
import { monitorUrl, postJson } from './http';
import { readKey, writeKey } from './storage';
import type { ErrorStore } from './types';
import type { SendAnswer } from './uploader';

export function pageUrl(): string {
  try {
    return globalThis.location?.href ?? '';
  } catch {
    return '';
  }
}

/** The current user's upload name (employee id, else id), or null without a user. */
export function currentCreator(): string | null {
  const u = $user.get();
  return u?.id ? u.employeeId || u.id : null;
}

/** Where records captured now are to be uploaded: the upload URL of the configuration in force. */
export function currentDest(): string {
  return monitorUrl(ENDPOINTS.errors);
}

/** The sender: POST a batch (its JSON) and read the status, `code` and `Retry-After`. */
export async function sendBatch(json: string, keepalive: boolean): Promise<SendAnswer> {
  const res = await postJson(monitorUrl(ENDPOINTS.errors), json, keepalive);
  const raw = (res.body as { code?: unknown } | undefined)?.code;
  const code = typeof raw === 'number' ? raw : Number(raw) || undefined;
  return { status: res.status, code, retryAfterMs: parseRetryAfter(res.retryAfter, Date.now()) };
}

/** Moves a drop count left in localStorage by an earlier version into the store's counter. */
export async function migrateDropped(store: ErrorStore): Promise<void> {
  const n = Number(readKey('local', KEYS.dropped) ?? 0);
  if (!Number.isFinite(n) || n <= 0) return;
  writeKey('local', KEYS.dropped, null);
  await store.put([], n);
}
