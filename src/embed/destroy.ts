import { resetAll } from '../env/disposers';
import { initState } from './state';

/**
 * Undoes everything the SDK installed and lets init() run again: a new generation (a pipeline
 * still running stops at its next step), then `resetAll()` — every registered disposer, newest
 * first (rendered components, the overlay, theme variables, favicon, grey mode, timers, message
 * listeners, the request interceptors' config and session, …), then every capability's state
 * reset (configuration, page context, user, session, labels, trusted domains, registrations,
 * `on()` listeners, override hooks, readiness items, loaded app chunks and manifests, the request
 * layer's client, prompts and token refresh). See docs/architecture.md#state-and-teardown.
 *
 * @example
 * ```ts
 * destroy(); // unmounts, removes listeners, timers, overlays and styles; init() may run again
 * ```
 */
export function destroy(): void {
  initState.generation += 1;
  resetAll();
}
