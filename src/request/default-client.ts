// The shared client every part of the SDK uses, created on first use (no work at import time).
import { type ClientDeps, createClient, type RequestFn } from './client';
import type { Envelope, RequestOptions } from './types';

const holder: { client: RequestFn | null } = { client: null };

/**
 * Sends one platform call (API.md §6): headers, prefixes, dedupe, session expiry,
 * sensitive-word confirmation and transfer wrapping. Resolves with the parsed envelope when
 * the HTTP status is below 400; rejects with a `RequestError` otherwise.
 */
export function coreRequest<T = unknown>(options: RequestOptions): Promise<Envelope<T>> {
  if (!holder.client) holder.client = createClient();
  return holder.client<T>(options);
}

/** Replaces the shared client (e.g. with an injected fetch); returns a function that restores the default. */
export function setDefaultClient(deps: ClientDeps): () => void {
  const client = createClient(deps);
  holder.client = client;
  return () => {
    if (holder.client === client) holder.client = null;
  };
}

/** Drops the shared client and its in-flight dedupe table (destroy); the next call creates a new one. */
export function resetDefaultClient(): void {
  holder.client = null;
}
