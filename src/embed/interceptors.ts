// What the pipeline installs into the lower layers (docs/architecture.md#the-init-pipeline): the
// runtime config (URLs and trust rules), the session id, the request dialogs, the token refresher.
// The request layer reads $config and $session at call time, so installing means setting them.
import { addDisposer } from '../env/disposers';
import { $config, $session, $user, DEFAULT_CONFIG } from '../env/store';
import { setRequestUi } from '../request';
import { setReloginAction } from '../ui/host-ui';
import { requestUi } from '../ui/request-ui';
import { authenticate } from './auth';
import type { ResolvedConfig } from './config';
import { SdkError, withTimeout } from './errors';
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

/** The SDK's request dialogs and the host UI's "log in again" action. */
export function installDialogs(): void {
  // The script build installs the SDK's request dialogs at load; the ES module build from here.
  addDisposer(setRequestUi(requestUi));
  // "Log in again" fetches a new session id instead of reloading the host page.
  addDisposer(setReloginAction(relogin));
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
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const id = await withTimeout(
        authenticate(config.auth, controller.signal),
        limit,
        () => new SdkError('TIMEOUT', `the token refresh timed out after ${limit} ms`),
        controller,
      );
      $session.set(id);
      return id;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  };
  addDisposer(installTokenRefresher(refresh));
}
