// "Log in again" in an embedded page (docs/host-ui.md): the host page is never reloaded; the
// auth step runs again with init()'s config and its session id replaces the expired one.
import { $session } from '../env/store';
import { authenticate } from './auth';
import { SdkError } from './errors';
import { initState } from './state';

const pending: { run: Promise<boolean> | null } = { run: null };

/**
 * Gets a new session id from the configured source (`authTokenApi`, `authTokenRequest`, the
 * OA login script, or `eteamsid` again) and makes the request layer use it; calls made at the
 * same time share one run. Resolves true; rejects with the auth step's {@link SdkError}
 * (`TOKEN_FAILED`, `NO_SESSION`, `NETWORK_FAILED`), or `NOT_INITIALIZED` when init() has not run or
 * failed, or destroy() came in between.
 */
export function relogin(): Promise<boolean> {
  if (pending.run) return pending.run;
  const config = initState.config;
  if (!config || (initState.status !== 'ready' && initState.status !== 'running')) {
    return Promise.reject(new SdkError('NOT_INITIALIZED', 'relogin() needs a successful init()'));
  }
  const generation = initState.generation;
  const run = (async () => {
    try {
      const id = await authenticate(config);
      if (initState.generation !== generation) {
        throw new SdkError('NOT_INITIALIZED', 'destroy() was called while logging in again');
      }
      $session.set(id);
      return true;
    } finally {
      pending.run = null;
    }
  })();
  pending.run = run;
  return run;
}
