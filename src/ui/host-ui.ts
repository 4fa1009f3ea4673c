// Who draws the SDK's UI (docs/host-ui.md). With `init({ ui: 'host' })` the SDK draws no
// dialog, banner or message: each becomes a typed event on the bus, with the actions that
// answer it. A prompt nobody listens to gets the safe answer (cancel); destroy() cancels one
// still waiting, so the request or openLink() that asked always settles.
import { addDisposer } from '../env/disposers';
import { type AtriumEvents, emit, hasListeners } from '../env/events';
import { $config } from '../env/store';

/** True when the host draws the UI (`init({ ui: 'host' })`): the SDK emits events instead. */
export function hostDrawsUi(): boolean {
  return $config.get().ui === 'host';
}

type PromptEvent = 'sensitive' | 'linkConfirm';

/**
 * Asks the host through `event` and resolves with the first answer its actions give. With no
 * listener it resolves `fallback` at once; destroy() resolves `fallback` too. `build` makes the
 * payload from `answer` (later answers are ignored).
 */
export function askHost<K extends PromptEvent, T>(
  event: K,
  fallback: T,
  build: (answer: (value: T) => void) => AtriumEvents[K],
): Promise<T> {
  if (!hasListeners(event)) return Promise.resolve(fallback);
  return new Promise<T>((resolve) => {
    let settled = false;
    const answer = (value: T) => {
      if (settled) return;
      settled = true;
      undispose();
      resolve(value);
    };
    const undispose = addDisposer(() => answer(fallback));
    emit(event, build(answer));
  });
}

const relogin: { action?: (() => Promise<boolean>) | undefined } = {};

/**
 * Sets what "log in again" does (the embed layer: fetch a new session id from the configured
 * source instead of reloading the host page). Returns its removal.
 */
export function setReloginAction(fn: () => Promise<boolean>): () => void {
  relogin.action = fn;
  return () => {
    if (relogin.action === fn) relogin.action = undefined;
  };
}

/** The installed "log in again" action, if any. */
export function reloginAction(): (() => Promise<boolean>) | undefined {
  return relogin.action;
}
