// "Log in again" in an embedded page (docs/host-ui.md): the host page is never reloaded; the
// auth step runs again with init()'s config and its session id replaces the expired one.
import { $session } from '../env/store';
import { authenticate } from './auth';
import { SdkError } from './errors';
import { initState } from './state';

/**
 * Gets a new session id from the configured source (`authTokenApi`, `authTokenRequest`, the
 * OA login script, or `eteamsid` again) and makes the request layer use it. Resolves true;
 * rejects with the auth step's {@link SdkError} (`TOKEN_FAILED`, `NO_SESSION`,
 * `NETWORK_FAILED`), or `NOT_INITIALIZED` when init() has not run or failed, or destroy()
 * came in between.
 */
export async function relogin(): Promise<boolean> {
  const { resolved, generation, status } = initState;
  const notReady = () => new SdkError('NOT_INITIALIZED', 'relogin() needs a running or successful init()');
  if (!resolved || (status !== 'ready' && status !== 'running')) throw notReady();
  const id = await authenticate(resolved.auth);
  if (initState.generation !== generation) throw notReady();
  $session.set(id);
  return true;
}
