// Step 4: from here on the request layer sends eteamsid, prefixes, credentials and transfer
// wrapping — it reads $config and $session at call time, so installing means setting them.
import { addDisposer } from '../env/disposers';
import { $config, $session, $user, DEFAULT_CONFIG } from '../env/store';
import { authenticate } from './auth';
import type { EmbedConfig } from './config';
import { runtimeConfigFrom } from './config';
import {
  applyTranslationMode,
  installTokenRefresher,
  readContext,
  startMonitoring,
  startSessionExtras,
} from './pipeline-integrations';

/** Sets the runtime config and session id; registers their reset and the token refresher. */
export function installInterceptors(config: EmbedConfig, eteamsid: string): void {
  $config.set({ ...DEFAULT_CONFIG, ...runtimeConfigFrom(config) });
  $session.set(eteamsid);
  addDisposer(() => {
    $config.set({ ...DEFAULT_CONFIG });
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
    const refresh = async () => {
      const id = await authenticate(config);
      $session.set(id);
      return id;
    };
    addDisposer(installTokenRefresher(refresh));
  }
  addDisposer(applyTranslationMode());
  addDisposer(startMonitoring(config));
  addDisposer(startSessionExtras());
}
