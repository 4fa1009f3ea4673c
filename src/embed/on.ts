import { type AtriumEvents, on as onEvent } from '../env/events';
import { relogin } from './relogin';

/** Events the embedding SDK emits publicly (API.md §2; `message`, `sensitive`, `linkConfirm`, `employeeCard`: docs/host-ui.md). */
export type SdkEventName =
  | 'step'
  | 'ready'
  | 'error'
  | 'sessionExpired'
  | 'batchTask'
  | 'message'
  | 'sensitive'
  | 'linkConfirm'
  | 'employeeCard';

/** `sessionExpired` as the public `on()` delivers it: with the action that logs in again. */
export type SessionExpiredEvent = AtriumEvents['sessionExpired'] & {
  /**
   * Gets a new session id from the configured source without reloading the page; resolves
   * true, or rejects with an SdkError (`TOKEN_FAILED`, `NO_SESSION`, `NETWORK_FAILED`, …).
   */
  relogin(): Promise<boolean>;
};

/** Each public event's payload. */
export type SdkEvents = Pick<AtriumEvents, Exclude<SdkEventName, 'sessionExpired'>> & {
  sessionExpired: SessionExpiredEvent;
};

const PUBLIC = new Set<string>([
  'step',
  'ready',
  'error',
  'sessionExpired',
  'batchTask',
  'message',
  'sensitive',
  'linkConfirm',
  'employeeCard',
]);

/**
 * Subscribes to an SDK event: `step` (each init step's name as it starts), `ready`, `error`
 * (an init failure, or `COMPONENT_CRASHED` with the component's name), `sessionExpired` (with
 * `relogin()`), `batchTask` (a batch-task result), and — what the SDK would otherwise draw, with
 * `init({ ui: 'host' })` — `message` (`{text, type}`), `sensitive` (`confirm()`/`cancel()`) and
 * `linkConfirm` (`open()`/`cancel()`) and `employeeCard` (`{employeeId, href, x, y}`). Returns `off()`.
 */
export function on<K extends SdkEventName>(event: K, fn: (payload: SdkEvents[K]) => void): () => void {
  if (!PUBLIC.has(event)) throw new TypeError(`unknown event: ${String(event)}`);
  if (typeof fn !== 'function') throw new TypeError('on() needs a listener function');
  if (event === 'sessionExpired') {
    const listener = fn as (payload: SessionExpiredEvent) => void;
    return onEvent('sessionExpired', (payload) => listener({ ...payload, relogin }));
  }
  return onEvent(event, fn as unknown as (payload: AtriumEvents[K]) => void);
}
