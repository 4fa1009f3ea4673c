// The binding's event hub. `on()` listeners of the SDK do not outlive `destroy()`, which the
// provider calls when it is really unmounted or its config changes; so React subscribers listen
// here, and the hub holds one SDK listener per event that has subscribers, attached again after
// every destroy() the binding makes (docs/react.md#hooks).
import { on, type SdkEventName, type SdkEvents } from 'atrium-sdk';

type Listener = (payload: never) => void;

const listeners = new Map<SdkEventName, Set<Listener>>();
const attached = new Map<SdkEventName, () => void>();
/** The binding's own subscribers (AtriumComponent's crash watch), not the app's. */
const internal = new WeakSet<Listener>();

function dispatch(event: SdkEventName, payload: unknown): void {
  for (const fn of [...(listeners.get(event) ?? [])]) {
    try {
      (fn as (p: unknown) => void)(payload);
    } catch (error) {
      console.error(`[atrium] a ${event} listener threw`, error);
    }
  }
}

function attach(event: SdkEventName): void {
  if (attached.has(event)) return;
  attached.set(
    event,
    on(event, (payload) => dispatch(event, payload)),
  );
}

/** Subscribes `fn` to `event` until the returned function is called (`own`: the binding's own). */
export function listen<K extends SdkEventName>(
  event: K,
  fn: (payload: SdkEvents[K]) => void,
  own = false,
): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  const entry: Listener = (payload) => fn(payload);
  if (own) internal.add(entry);
  set.add(entry);
  attach(event);
  return () => {
    set.delete(entry);
    if (set.size === 0) {
      listeners.delete(event);
      attached.get(event)?.();
      attached.delete(event);
    }
  };
}

/** Whether the app (not the binding itself) listens to `event` through useAtriumEvent. */
export function appListens(event: SdkEventName): boolean {
  for (const fn of listeners.get(event) ?? []) if (!internal.has(fn)) return true;
  return false;
}

/** Calls the subscribers of `event` directly (a render failure the SDK reports only to its caller). */
export function deliver<K extends SdkEventName>(event: K, payload: SdkEvents[K]): void {
  dispatch(event, payload);
}

/** After destroy(): the SDK forgot its listeners; attach one again for each subscribed event. */
export function reattach(): void {
  attached.clear();
  for (const event of listeners.keys()) attach(event);
}
