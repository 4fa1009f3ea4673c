// The public monitor API. Capture starts at once (startMonitor installs the page listeners
// synchronously); storage, uploads, reports and render tracking are part of the on-demand
// script and take over as soon as it has loaded, replaying everything captured meanwhile.
import { addDisposer } from '../env/disposers';
import { type AtriumEvents, emit, on } from '../env/events';
import { setHookErrorReporter } from '../hooks/overrides';
import { installCapture } from '../monitor/capture';
import type { RecordInput } from '../monitor/record';
import { addDropped, isMonitorStopped } from '../monitor/storage';
import type { CaptureInfo } from '../monitor/types';
import type { MonitorOptions } from '../monitor/wiring';
import { loadLazy, peekLazy } from './lazy';

type Pending =
  | { kind: 'record'; input: RecordInput }
  | { kind: 'capture'; error: unknown; info?: CaptureInfo }
  | { kind: 'requestError'; payload: AtriumEvents['requestError'] }
  | { kind: 'hookError'; payload: AtriumEvents['hookError'] };

// What happened while the monitor's code was loading (bounded like the store).
const MAX_PENDING = 1000;
const state: {
  starting: null | { stop: () => void; pending: Pending[] };
  generation: number;
  hooks: null | (() => void);
  unregister: null | (() => void);
} = { starting: null, generation: 0, hooks: null, unregister: null };

// Like the store: past the bound the oldest goes first, and the drop is counted.
function keep(item: Pending): void {
  const pending = state.starting?.pending;
  if (!pending) return;
  if (pending.length >= MAX_PENDING) {
    pending.shift();
    addDropped(1);
  }
  pending.push(item);
}

/**
 * Starts the monitor: error capture into IndexedDB and uploads, the main report and
 * sub-reports, performance entries and (with the route switch) route render tracking.
 * Does nothing when already running or when localStorage `atrium.monitor.stop` is `'true'`.
 * Never throws.
 */
export function startMonitor(options: MonitorOptions = {}): void {
  try {
    if (isMonitorStopped()) return;
    // A regOvProps/regOvComponent hook that throws is reported as ecode while the monitor runs.
    state.hooks ??= setHookErrorReporter((info) => emit('hookError', info));
    state.unregister ??= addDisposer(stopMonitor);
    const part = peekLazy();
    if (part) {
      part.startMonitor(options);
      return;
    }
    if (state.starting) return;
    const stops = [
      installCapture((input) => keep({ kind: 'record', input })),
      on('requestError', (payload) => keep({ kind: 'requestError', payload })),
      on('hookError', (payload) => keep({ kind: 'hookError', payload })),
    ];
    const starting = {
      stop: () => {
        for (const stop of stops) stop();
      },
      pending: [] as Pending[],
    };
    state.starting = starting;
    const generation = state.generation;
    loadLazy().then(
      (loaded) => {
        starting.stop();
        if (state.starting !== starting || generation !== state.generation) return; // stopped meanwhile
        state.starting = null;
        loaded.startMonitor(options);
        for (const item of starting.pending) {
          if (item.kind === 'record') loaded.recordCaptured(item.input);
          else if (item.kind === 'capture') loaded.captureError(item.error, item.info);
          else emit(item.kind, item.payload as never);
        }
      },
      (error: unknown) => {
        starting.stop();
        if (state.starting === starting) state.starting = null;
        console.warn('[atrium] the monitor could not start', error);
      },
    );
  } catch (error) {
    console.warn('[atrium] the monitor could not start', error);
  }
}

/** Stops the monitor and removes every listener, observer, timer and history wrapper it installed. */
export function stopMonitor(): void {
  state.generation += 1;
  state.hooks?.();
  state.hooks = null;
  state.unregister?.();
  state.unregister = null;
  state.starting?.stop();
  state.starting = null;
  peekLazy()?.stopMonitor();
}

/**
 * Records an error: `ecode` when its stack runs through `/ecode/`, `e10Com` when `comName` is
 * given, else `js`. The record is stored before any upload. Never throws.
 */
export function captureError(error: unknown, info?: CaptureInfo): void {
  try {
    const part = peekLazy();
    if (part) part.captureError(error, info);
    else if (state.starting) keep({ kind: 'capture', error, ...(info ? { info } : {}) });
    else
      loadLazy().then(
        (p) => p.captureError(error, info),
        () => undefined,
      );
  } catch {
    // never throw into the caller's error handling
  }
}

/**
 * Uploads stored records now (waiting for another tab's upload to finish first). Resolves to
 * the number of records the server acknowledged; 0 when the monitor is not running, no user
 * is set, reporting is stopped or the server failed. Never rejects.
 */
export function flushErrors(): Promise<number> {
  return loadLazy().then(
    (part) => part.flushErrors(),
    () => 0,
  );
}
