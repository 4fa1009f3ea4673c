import { type AtriumEvents, on as onEvent } from '../env/events';

/** Events the embedding SDK emits publicly (API.md §2). */
export type SdkEventName = 'step' | 'ready' | 'error' | 'sessionExpired' | 'batchTask';

const PUBLIC = new Set<string>(['step', 'ready', 'error', 'sessionExpired', 'batchTask']);

/**
 * Subscribes to an SDK event: `step` (each init step's name as it starts), `ready`, `error`
 * (the init failure), `sessionExpired` and `batchTask` (a batch-task result). Returns `off()`.
 */
export function on<K extends SdkEventName>(event: K, fn: (payload: AtriumEvents[K]) => void): () => void {
  if (!PUBLIC.has(event)) throw new TypeError(`unknown event: ${String(event)}`);
  if (typeof fn !== 'function') throw new TypeError('on() needs a listener function');
  return onEvent(event, fn);
}
