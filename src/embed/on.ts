import { type AtriumEvents, type InternalEventName, on as onEvent } from '../env/events';
import { hasOwn } from '../env/own';
import type { SdkError } from './errors';
import { reloginOnce } from './relogin';

/**
 * Events the embedding SDK emits publicly (docs/reference.md#events): every event that is not
 * internal — `message`, `sensitive`, `linkConfirm` and `employeeCard` are what the SDK would
 * otherwise draw (docs/host-ui.md).
 */
export type SdkEventName = Exclude<keyof AtriumEvents, InternalEventName>;

/** `sessionExpired` as the public `on()` delivers it: with the action that logs in again. */
export type SessionExpiredEvent = AtriumEvents['sessionExpired'] & {
  /**
   * Gets a new session id from the configured source without reloading the page; resolves
   * true, or rejects with an SdkError (`TOKEN_FAILED`, `NO_SESSION`, `NETWORK_FAILED`, …).
   * Single-use: later calls (from any listener of the same event) return the first call's
   * promise; after destroy() it rejects `NOT_INITIALIZED` and fetches nothing.
   */
  relogin(): Promise<boolean>;
};

/**
 * The payload each public event's listener receives: `step` the step's name, `ready` nothing,
 * `error` an {@link SdkError} (`code`, `stage`, `component`, `cause`), `sessionExpired` the
 * request that met the expiry with `relogin()`, `batchTask` the batch-task result, and the
 * host-drawn UI events with their actions.
 */
export type SdkEvents = {
  [K in SdkEventName]: K extends 'error'
    ? SdkError
    : K extends 'sessionExpired'
      ? SessionExpiredEvent
      : AtriumEvents[K];
};

/** A listener for event `K`. */
export type SdkListener<K extends SdkEventName> = (payload: SdkEvents[K]) => void;

// The run-time list for script-tag callers (a misspelt name throws). `satisfies` makes the
// compiler ask for every public event of AtriumEvents here.
const PUBLIC = {
  step: true,
  ready: true,
  error: true,
  sessionExpired: true,
  batchTask: true,
  message: true,
  sensitive: true,
  linkConfirm: true,
  employeeCard: true,
  requestError: true,
} as const satisfies Record<SdkEventName, true>;

// One single-use relogin() per emitted event, shared by every listener of it (an action
// answers once: docs/security.md#host-ui-actions). Keyed weakly by the payload object.
const reloginActions = new WeakMap<object, () => Promise<boolean>>();

function actionFor(payload: object): () => Promise<boolean> {
  let action = reloginActions.get(payload);
  if (!action) {
    action = reloginOnce();
    reloginActions.set(payload, action);
  }
  return action;
}

/**
 * Subscribes to an SDK event: `step` (each init step's name as it starts), `ready`, `error`
 * (an {@link SdkError}: the init failure, or `COMPONENT_CRASHED` naming the component),
 * `sessionExpired` (with `relogin()`), `batchTask` (a batch-task result), and — what the SDK
 * would otherwise draw, with `init({ ui: 'host' })` — `message` (`{text, type}`), `sensitive`
 * (`confirm()`/`cancel()`), `linkConfirm` (`open()`/`cancel()`) and `employeeCard`
 * (`{employeeId, href, x, y}`). Returns `off()`.
 *
 * @example
 * ```ts
 * const off = on('error', (err) => console.warn(err.code, err.stage, err.component));
 * ```
 * @throws TypeError for an unknown event name or a listener that is not a function.
 */
export function on<K extends SdkEventName>(event: K, fn: SdkListener<K>): () => void {
  if (typeof event !== 'string' || !hasOwn(PUBLIC, event))
    throw new TypeError(`unknown event: ${String(event)}`);
  if (typeof fn !== 'function') throw new TypeError('on() needs a listener function');
  if (event === 'sessionExpired') {
    const listener = fn as unknown as (payload: SessionExpiredEvent) => void;
    return onEvent('sessionExpired', (payload) => listener({ ...payload, relogin: actionFor(payload) }));
  }
  // `error` is emitted with SdkError values only (init's pipeline wraps every stage failure,
  // render wraps a crash); the bus itself types it `unknown` because env cannot name SdkError.
  return onEvent(event, fn as unknown as (payload: AtriumEvents[K]) => void);
}
