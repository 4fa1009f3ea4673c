import { resetAll } from '../env/disposers';
import { clearListeners } from '../env/events';
import { resetStore } from '../env/store';
import { clearOverrides } from '../hooks/overrides';
import { clearReadyItems } from '../hooks/ready-item';
import { clearManifestCache, unloadApps } from '../loader';
import { resetRequest } from '../request';
import { clearRegistry } from './registry';
import { unmountAll } from './render';
import { initState } from './state';

/**
 * Undoes everything the SDK installed: unmounts rendered components, removes the overlay,
 * theme variables, favicon, grey mode, loaded app chunks, timers, message listeners and the
 * request interceptors' config and session, forgets registrations and `on()` listeners, and
 * puts every store (configuration, page context, user, session, switches, labels, trusted
 * domains, the request layer's client and prompts, the banners) back to its default, and lets
 * init() run again. A pipeline still running stops at its next step.
 */
export function destroy(): void {
  initState.generation += 1;
  initState.status = 'idle';
  initState.promise = null;
  initState.config = null;
  unmountAll();
  clearRegistry();
  resetAll();
  resetRequest();
  try {
    unloadApps();
    clearManifestCache();
  } catch (error) {
    console.error('[atrium] unloading apps failed', error);
  }
  clearListeners();
  clearOverrides();
  clearReadyItems();
  resetStore();
}
