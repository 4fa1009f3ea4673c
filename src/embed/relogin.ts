// "Log in again" in an embedded page (docs/host-ui.md): the host page is never reloaded; the
// auth step runs again with init()'s config and its session id replaces the expired one.
// What an event hands out is single-use and bound to its init (docs/security.md#host-ui-actions).
import { $session } from '../env/store';
import { authenticate } from './auth';
import { SdkError } from './errors';
import { initState } from './state';

const notReady = () => new SdkError('NOT_INITIALIZED', 'relogin() needs a running or successful init()');

/**
 * Gets a new session id from the configured source (`authTokenApi`, `authTokenRequest`, the
 * OA login script, or `eteamsid` again) and makes the request layer use it. Resolves true;
 * rejects with the auth step's {@link SdkError} (`TOKEN_FAILED`, `NO_SESSION`,
 * `NETWORK_FAILED`), or `NOT_INITIALIZED` when init() has not run or failed, or destroy()
 * came in between.
 */
export async function relogin(): Promise<boolean> {
  const { resolved, generation, status } = initState;
  if (!resolved || (status !== 'ready' && status !== 'running')) throw notReady();
  const id = await authenticate(resolved.auth);
  if (initState.generation !== generation) throw notReady();
  $session.set(id);
  return true;
}

/**
 * A `relogin()` for one event (docs/security.md#host-ui-actions, one rule): within the init that
 * was current when it was made it answers once — later calls return the first call's promise and
 * fetch nothing; after destroy() (and any new init()) every call rejects `NOT_INITIALIZED`
 * without running a token source, also one that was answered before.
 */
export function reloginOnce(): () => Promise<boolean> {
  const generation = initState.generation;
  let answer: Promise<boolean> | undefined;
  return () => {
    if (initState.generation !== generation) return Promise.reject(notReady());
    answer ??= relogin();
    return answer;
  };
}
