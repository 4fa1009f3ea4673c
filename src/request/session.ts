// Session expiry (API.md §6, spec §8): one `sessionExpired` per burst of failing requests, the
// device's behaviour (PC re-login dialog or logout, the suite's app logs out, WeChat clients do
// nothing, or a token-expire hook), and — with a token source — one shared refresh, then retry.
import { emit } from '../env/events';
import { $config, $session, currentLang, requestState } from '../env/store';
import { requestMessage } from './catalogue';
import type { ExpiryKind } from './classify';
import { currentClientKind } from './client-kind';
import { requestUi } from './ui-port';

/** Expiries less than this apart belong to one burst. */
export const BURST_MS = 3000;

type Refresher = () => Promise<string>;
/** Called on a burst of session expiry; return true when it handled the expiry itself. */
export type TokenExpireHook = (info: { url: string; kind: ExpiryKind }) => boolean | undefined;

// Lives in env's store (destroy() resets it); typed here.
const state = requestState.session as {
  refresher: Refresher | null;
  refreshing: Promise<boolean> | null;
  expireHook: TokenExpireHook | null;
  lastExpiry: number;
};

/**
 * Sets the token source used when a request meets session expiry: it resolves to a new
 * session id. Returns the function that removes it.
 */
export function setTokenRefresher(fn: Refresher): () => void {
  state.refresher = fn;
  return () => {
    if (state.refresher === fn) state.refresher = null;
  };
}

/** Sets a hook that replaces the device's expiry behaviour when it returns true. Returns its removal. */
export function setTokenExpireHook(fn: TokenExpireHook): () => void {
  state.expireHook = fn;
  return () => {
    if (state.expireHook === fn) state.expireHook = null;
  };
}

/** True when a token source is configured. */
export function canRefresh(): boolean {
  return state.refresher !== null;
}

/**
 * Gets a new session id for a request that was sent with `sentWith`. Every request failing
 * together shares one refresh; a request sent before a finished refresh just uses its result.
 * Resolves true when the caller should retry.
 */
export function refreshSession(sentWith: string): Promise<boolean> {
  const now = $session.get();
  if (now && now !== sentWith) return Promise.resolve(true);
  if (state.refreshing) return state.refreshing;
  const refresher = state.refresher;
  if (!refresher) return Promise.resolve(false);
  const run = (async () => {
    try {
      const token = await refresher();
      if (typeof token !== 'string' || !token) return false;
      $session.set(token);
      return true;
    } catch (error) {
      console.error('[atrium] token refresh failed', error);
      return false;
    } finally {
      state.refreshing = null;
    }
  })();
  state.refreshing = run;
  return run;
}

function deviceBehaviour(): void {
  const ui = requestUi();
  switch (currentClientKind()) {
    case 'wechat':
      return;
    case 'emobile':
      ui.logout(requestMessage('session', currentLang()));
      return;
    default:
      if ($config.get().timeoutDialog) ui.showRelogin();
      else ui.logout();
  }
}

/** Reports one expired request: the first of a burst emits `sessionExpired` and runs the device behaviour. */
export function reportExpiry(url: string, kind: ExpiryKind, now = Date.now()): boolean {
  const first = now - state.lastExpiry >= BURST_MS;
  state.lastExpiry = now;
  if (!first) return false;
  emit('sessionExpired', { url, kind });
  try {
    const hook = state.expireHook;
    if (hook?.({ url, kind }) === true) return true;
    deviceBehaviour();
  } catch (error) {
    console.error('[atrium] session expiry handling failed', error);
  }
  return true;
}

/** Forgets bursts, refreshers and hooks (destroy). */
export function resetSession(): void {
  state.refresher = null;
  state.refreshing = null;
  state.expireHook = null;
  state.lastExpiry = Number.NEGATIVE_INFINITY;
}
