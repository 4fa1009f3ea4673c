// What the pipeline installs into the lower layers (docs/architecture.md#the-init-pipeline): the
// runtime config (URLs and trust rules), the session id, the UI port, the token refresher.
// The request layer reads $config and $session at call time, so installing means setting them.
import { addDisposer } from '../env/disposers';
import { $config, $session, $user, DEFAULT_CONFIG } from '../env/store';
import { settleWithin, timeLimit } from '../env/time-limit';
import { chooseUi } from '../ui/choose';
import { authenticate } from './auth';
import type { ResolvedConfig } from './config';
import { SdkError } from './errors';
import { installTokenRefresher } from './pipeline-integrations';
import { relogin } from './relogin';

/** Stores the runtime config (from the pipeline's start: URLs and trust rules); destroy() resets it. */
export function installConfig(config: ResolvedConfig): void {
  // setTimeoutDialog() and setSanitize() may come before init(): keep their choice.
  const { timeoutDialog, sanitize } = $config.get();
  $config.set({ ...DEFAULT_CONFIG, timeoutDialog, sanitize, ...config.runtime });
  addDisposer(() => $config.set({ ...DEFAULT_CONFIG }));
}

/** Stores the session id the request layer sends; destroy() forgets it and the user. */
export function installSession(eteamsid: string): void {
  $session.set(eteamsid);
  addDisposer(() => {
    $session.set('');
    $user.set(null);
  });
}

/**
 * Chooses who draws the UI, once (docs/architecture.md#the-ui-port): the SDK's dialogs or the
 * host's events (the request layer reads the same port). Never waits for the dialogs' code: it
 * loads on first use, and in an idle moment after ready. "Log in again" fetches a new session id
 * instead of reloading the host page.
 */
export function installDialogs({ config }: { config: ResolvedConfig }): void {
  addDisposer(chooseUi(config.runtime.ui === 'host' ? 'host' : 'sdk', relogin));
}

/**
 * With a token source, session expiry refreshes the session id: one refresh at a time (the
 * request layer shares it between requests failing together), under the stage limit; a timeout
 * or the request layer's abort (every waiting request gave up, its own limit, destroy) cancels
 * the token request.
 */
export function installRefresher(config: ResolvedConfig): void {
  const limit = config.stageTimeout;
  const refresh = async (signal?: AbortSignal) => {
    const run = timeLimit(
      limit,
      signal,
      () => new SdkError('TIMEOUT', `the token refresh timed out after ${limit} ms`),
    );
    try {
      const id = await settleWithin(authenticate(config.auth, run.signal), run.signal);
      $session.set(id);
      return id;
    } finally {
      run.done();
    }
  };
  addDisposer(installTokenRefresher(refresh));
}
