// The public monitor API (docs/monitor.md).
import { addDisposer } from '../env/disposers';
import { realClock } from './clock';
import { classify, describeThrown, type RecordInput } from './record';
import { state } from './state';
import { isMonitorStopped } from './storage';
import type { CaptureInfo } from './types';
import { type MonitorOptions, wireMonitor } from './wiring';

/**
 * Starts the monitor: error capture into IndexedDB and uploads, the main report and
 * sub-reports, performance entries and (with the route switch) route render tracking.
 * Does nothing when already running or when localStorage `atrium.monitor.stop` is `'true'`.
 * Never throws.
 *
 * @example
 * ```ts
 * startMonitor(); // init() does it unless monitor: false
 * ```
 */
export function startMonitor(options: MonitorOptions = {}): void {
  try {
    if (state.running || isMonitorStopped()) return;
    const parts = wireMonitor(options.clock ?? realClock(), options, state.pageReport);
    state.running = { parts, unregister: addDisposer(stopMonitor) };
    for (const input of state.early.splice(0)) parts.errors.record(input);
  } catch (error) {
    console.warn('[atrium] the monitor could not start', error);
  }
}

/**
 * Stops the monitor and removes every listener, observer, timer and history wrapper it installed.
 *
 * @example
 * ```ts
 * stopMonitor(); // removes the monitor's listeners, observers and timers
 * ```
 */
export function stopMonitor(): void {
  const r = state.running;
  if (!r) return;
  state.running = null;
  r.unregister();
  for (const fn of r.parts.uninstall.reverse()) {
    try {
      fn();
    } catch (error) {
      console.error('[atrium] monitor cleanup failed', error);
    }
  }
}

/**
 * Records an error: `ecode` when its stack runs through `/ecode/`, `e10Com` when `comName` is
 * given, else `js`. The record is stored before any upload. Never throws.
 *
 * @example
 * ```ts
 * try {
 *   risky();
 * } catch (error) {
 *   captureError(error, { comName: 'OrderTable' }); // stored, then uploaded with the next batch
 * }
 * ```
 */
export function captureError(error: unknown, info?: CaptureInfo): void {
  try {
    const d = describeThrown(error);
    const input: RecordInput = {
      errType: classify(d.stack, info?.comName, state.running?.parts.ecodeComs),
      message: d.message,
      stack: d.stack,
    };
    if (info?.comName) input.comName = info.comName;
    if (state.running) state.running.parts.errors.record(input);
    else if (state.early.length < 100) state.early.push(input);
  } catch {
    // never throw into the caller's error handling
  }
}

/**
 * Uploads stored records now (waiting for another tab's upload to finish first). Resolves to
 * the number of records the server acknowledged; 0 when the monitor is not running, no user
 * is set, reporting is stopped or the server failed. Never rejects.
 *
 * @example
 * ```ts
 * const acknowledged = await flushErrors(); // uploads now; the number of records the server took
 * ```
 */
export async function flushErrors(): Promise<number> {
  try {
    return state.running ? await state.running.parts.errors.flush() : 0;
  } catch {
    return 0;
  }
}
