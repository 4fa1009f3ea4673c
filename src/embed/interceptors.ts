// Step 4: from here on the request layer sends eteamsid, prefixes, credentials and transfer
// wrapping — it reads $config and $session at call time, so installing means setting them.
import { addDisposer } from '../env/disposers';
import { $config, $session, $user, DEFAULT_CONFIG } from '../env/store';
import { settleWithin, timeLimit } from '../env/time-limit';
import { plugRequestUi } from '../routing/request-ui';
import { chooseUi } from '../ui/choose';
import { authenticate } from './auth';
import type { EmbedConfig } from './config';
import { runtimeConfigFrom, stageTimeoutOf } from './config';
import { SdkError } from './errors';
import {
  applyTranslationMode,
  installTokenRefresher,
  readContext,
  startMonitoring,
  startSessionExtras,
} from './pipeline-integrations';
import { relogin } from './relogin';

/** Stores the runtime config (from the pipeline's start: URLs and trust rules); destroy() resets it. */
export function installConfig(config: EmbedConfig): void {
  // setTimeoutDialog() and setSanitize() may come before init(): keep their choice.
  const { timeoutDialog, sanitize } = $config.get();
  $config.set({
    ...DEFAULT_CONFIG,
    timeoutDialog,
    sanitize,
    ...runtimeConfigFrom(config),
  });
  addDisposer(() => $config.set({ ...DEFAULT_CONFIG }));
}

/** Stores the session id; registers its reset, the token refresher; chooses who draws the UI. */
export async function installInterceptors(config: EmbedConfig, eteamsid: string): Promise<void> {
  $session.set(eteamsid);
  // The UI port, chosen once (docs/architecture.md#the-ui-port); "Log in again" fetches a new
  // session id instead of reloading the host page.
  plugRequestUi();
  addDisposer(await chooseUi(config.ui === 'host' ? 'host' : 'sdk', relogin));
  addDisposer(() => {
    $session.set('');
    $user.set(null);
  });
  try {
    readContext();
  } catch (error) {
    console.error('[atrium] reading the page context failed', error);
  }
  if (config.authTokenApi || typeof config.authTokenRequest === 'function') {
    // One refresh at a time: the request layer shares it between requests failing together.
    // It runs under the stage limit, and a timeout, the request layer's abort (every waiting
    // request gave up, its own limit, destroy) cancels the token request.
    const limit = stageTimeoutOf(config);
    const refresh = async (signal?: AbortSignal) => {
      const run = timeLimit(
        limit,
        signal,
        () => new SdkError('TIMEOUT', `the token refresh timed out after ${limit} ms`),
      );
      try {
        const id = await settleWithin(authenticate(config, run.signal), run.signal);
        $session.set(id);
        return id;
      } finally {
        run.done();
      }
    };
    addDisposer(installTokenRefresher(refresh));
  }
  addDisposer(applyTranslationMode());
}

/**
 * The monitor and the session extras (link interceptor, user settings, currency symbols). The
 * pipeline starts them once the team config request has left the page: they are not on init's
 * critical path (getInfo → baseTeams), so their requests queue behind it, never before it.
 */
export function startAfterSession(config: EmbedConfig): void {
  addDisposer(startMonitoring(config));
  addDisposer(startSessionExtras());
}
