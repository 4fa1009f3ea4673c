// Session expiry (docs/reference.md, docs/spec-coverage.md L209): one `sessionExpired` per burst of failing requests, the
// device's behaviour (PC re-login dialog or logout, the suite's app logs out, WeChat clients do
// nothing, or a token-expire hook), and — with a token source — one shared refresh, then retry.
import { reasonOf } from '../env/abort';
import { emit } from '../env/events';
import { $config, $session, currentLang } from '../env/store';
import { settleWithin, timeLimit } from '../env/time-limit';
import { requestMessage } from './catalogue';
import type { ExpiryKind } from './classify';
import { currentClientKind } from './client-kind';
import { callEach, register } from './hook-list';
import { type Refresh, type Refresher, requestState as state, type TokenExpireHook } from './state';
import { uiPort } from './ui-port';

/** Expiries less than this apart belong to one burst. */
export const BURST_MS = 3000;

/** The longest one token refresh may run, its retry included (the embed pipeline's refresher also has its stage limit). */
export const REFRESH_LIMIT_MS = 15_000;

/** A failed token call is tried once more after this long, plus up to half again (jitter). */
export const REFRESH_RETRY_MS = 500;

/** How a request waits for a refresh: at most `timeout` ms (what is left of its own limit), until `signal` aborts. */
export interface RefreshWait {
  timeout?: number | undefined;
  signal?: AbortSignal | undefined;
}

/** A request gave up waiting for the refresh: its own time limit passed (`timeout`) or it was aborted (`cancelled`). */
export class RefreshWaitError extends Error {
  override readonly name = 'RefreshWaitError';
  readonly reason: 'timeout' | 'cancelled';
  constructor(reason: 'timeout' | 'cancelled', cause?: unknown) {
    super(
      reason === 'timeout'
        ? 'the request timed out while waiting for the token refresh'
        : 'the request was aborted while waiting for the token refresh',
      cause === undefined ? undefined : { cause },
    );
    this.reason = reason;
  }
}
export type { TokenExpireHook };

/** The monotonic clock every duration here is read from (the wall clock may jump). */
const now = () => performance.now();

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

/**
 * Sets the token-expire hook (docs/spec-coverage.md, L209): called once per burst of session expiry with the
 * URL and the kind of expiry; when it returns true it has handled the expiry and the device's
 * behaviour (re-login dialog, logout) is skipped. Hooks stack: every registered hook runs, in the
 * order registered, and the expiry counts as handled when any of them returns true; one that
 * throws is logged and the others still run. Returns the removal of this registration only.
 *
 * @example
 * ```ts
 * const off = setTokenExpireHook((url, kind) => {
 *   myLogin.show();
 *   return true; // handled: no SDK dialog, no logout
 * });
 * ```
 */
export function setTokenExpireHook(fn: TokenExpireHook): () => void {
  return register(state.expireHooks, fn);
}

/**
 * The timeout-dialog switch (docs/spec-coverage.md, L320): on PC a session expiry shows the re-login dialog
 * when on (the default), and logs out (`/papi/passport/logout`) when off. Kept across `init()`;
 * `destroy()` puts it back on.
 *
 * @example
 * ```ts
 * setTimeoutDialog(false); // a session expiry on PC logs out instead of asking to log in again
 * ```
 */
export function setTimeoutDialog(enabled: boolean): void {
  $config.setKey('timeoutDialog', enabled !== false);
}

/** True when a token source is configured. */
export function canRefresh(): boolean {
  return state.refresher !== null;
}

const isToken = (token: unknown): token is string => typeof token === 'string' && !!token;

function startRefresh(refresher: Refresher, sentWith: string): Refresh {
  const limit = timeLimit(
    REFRESH_LIMIT_MS,
    undefined,
    () => new Error(`the token refresh timed out after ${REFRESH_LIMIT_MS} ms`),
  );
  const refresh: Refresh = { limit, waiters: 0, promise: Promise.resolve(false) };
  refresh.promise = (async () => {
    let ok = false;
    try {
      let token: unknown;
      const failures: unknown[] = [];
      // A failed token call is tried once more after a backoff (a flapping token API; documented
      // in docs/getting-started.md#session-expiry-and-business-codes); an abort ends both at once: a refresher that
      // ignores its signal cannot hold the waiters past it. A first failure the retry heals is
      // no error: logged only with `debug`; both failures are logged when the retry fails too.
      for (let n = 0; n < 2 && !isToken(token); n++) {
        if (n) {
          if ($config.get().debug) console.warn('[atrium] token refresh failed; retrying', failures[0]);
          await settleWithin(
            new Promise((r) => setTimeout(r, REFRESH_RETRY_MS * (1 + Math.random() / 2))),
            limit.signal,
          );
        }
        token = await settleWithin(refresher(limit.signal), limit.signal).catch((error: unknown) => {
          if (limit.signal.aborted) throw error;
          failures.push(error);
        });
        if (!isToken(token) && failures.length === n) failures.push(token);
      }
      if (!isToken(token)) console.error('[atrium] token refresh failed (tried twice)', ...failures);
      if (isToken(token) && !limit.signal.aborted) {
        $session.set(token);
        ok = true;
      }
    } catch (error) {
      console.error('[atrium] token refresh failed', error);
    } finally {
      limit.done();
      if (state.refreshing === refresh) {
        state.refreshing = null;
        // The rest of a burst whose refresh failed does not start another (refreshSession).
        if (!ok) state.failed = { session: sentWith, at: now() };
      }
    }
    return ok;
  })();
  return refresh;
}

/** Waits for `refresh` within the caller's limit; the last waiter to give up aborts it. */
function waitFor(refresh: Refresh, wait: RefreshWait): Promise<boolean> {
  const { signal } = wait;
  if (signal?.aborted) return Promise.reject(new RefreshWaitError('cancelled', reasonOf(signal)));
  refresh.waiters += 1;
  // The caller's own limit and abort, as one signal: the last waiter to leave aborts the refresh.
  const limit = timeLimit(wait.timeout ?? 0, signal);
  let left: RefreshWaitError | undefined;
  return settleWithin(refresh.promise, limit.signal, () => {
    left = limit.timedOut()
      ? new RefreshWaitError('timeout')
      : new RefreshWaitError('cancelled', reasonOf(signal));
    refresh.waiters -= 1;
    if (refresh.waiters === 0) refresh.limit.abort(left);
  })
    .then(
      (ok) => {
        refresh.waiters -= 1;
        return ok;
      },
      (error: unknown) => {
        throw left ?? error;
      },
    )
    .finally(() => limit.done());
}

/**
 * Gets a new session id for a request that was sent with `sentWith`. Every request failing
 * together shares one refresh; a request sent before a finished refresh just uses its result.
 * Resolves true when the caller should retry. Each caller waits at most `wait.timeout` ms
 * (what is left of its own time limit) and until `wait.signal` aborts, then rejects with a
 * {@link RefreshWaitError}; when every waiter has given up, the refresh is aborted. The refresh
 * itself is aborted after {@link REFRESH_LIMIT_MS} and by destroy().
 */
export function refreshSession(sentWith: string, wait: RefreshWait = {}): Promise<boolean> {
  const current = $session.get();
  if (current && current !== sentWith) return Promise.resolve(true);
  if (!state.refreshing) {
    const refresher = state.refresher;
    if (!refresher) return Promise.resolve(false);
    // The rest of a burst whose refresh failed (its retry included) does not start another.
    const failed = state.failed;
    if (failed && failed.session === sentWith && now() - failed.at < BURST_MS) return Promise.resolve(false);
    state.refreshing = startRefresh(refresher, sentWith);
  }
  return waitFor(state.refreshing, wait);
}

function deviceBehaviour(): void {
  const ui = uiPort();
  switch (currentClientKind()) {
    case 'wechat':
      return;
    case 'emobile':
      ui.logout(requestMessage('session', currentLang()));
      return;
    default:
      if ($config.get().timeoutDialog) ui.relogin();
      else ui.logout();
  }
}

/** Reports one expired request: the first of a burst emits `sessionExpired` and runs the device behaviour. */
export function reportExpiry(url: string, kind: ExpiryKind, at = now()): boolean {
  const first = at - state.lastExpiry >= BURST_MS;
  state.lastExpiry = at;
  if (!first) return false;
  emit('sessionExpired', { url, kind });
  try {
    if (callEach(state.expireHooks, 'token-expire', { url, kind }).includes(true)) return true;
    deviceBehaviour();
  } catch (error) {
    console.error('[atrium] session expiry handling failed', error);
  }
  return true;
}
