// docs/spec-coverage.md (L349): 48 ms is the threshold of a slow state-change action — the suite's mobx
// actions, reported under the mobxAction switch. Actions are measured around the action itself
// (measureAction), not guessed from render passes: a render pass is judged by 100 ms only.
import { $switches } from '../env/store';
import { TIMING } from './constants';
import { state } from './state';
import type { ActionSample } from './types';

export type { ActionSample } from './types';

type Sink = (sample: ActionSample) => void;
const sinks = state.actionSinks;

/** Where slow actions go while the monitor runs (wiring); returns the removal. */
export function onSlowAction(sink: Sink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

function report(name: string, started: number): void {
  try {
    const duration = Math.round((performance.now() - started) * 100) / 100;
    if (duration < TIMING.slowAction || !$switches.get().mobxAction) return;
    const sample: ActionSample = { name, duration, kind: 'action' };
    for (const sink of sinks) sink(sample);
  } catch {
    // measuring never breaks the action
  }
}

/**
 * Runs a state-change action and measures it (docs/spec-coverage.md L349: 48 ms). With the monitor running and the
 * `mobxAction` switch on, an action of 48 ms or more is reported in the sub-report's
 * `mobxAction` list as `{name, duration, kind: 'action'}`. A promise is measured until it
 * settles. Returns what `fn` returns; what it throws is thrown unchanged.
 *
 * @example
 * ```ts
 * const rows = await measureAction('loadOrders', () => store.loadOrders()); // reported when it takes 48 ms or more
 * ```
 */
export function measureAction<T>(name: string, fn: () => T): T {
  if (typeof fn !== 'function') throw new TypeError('measureAction() needs a function');
  const label = typeof name === 'string' && name ? name : 'anonymous';
  const started = performance.now();
  let result: T;
  try {
    result = fn();
  } catch (error) {
    report(label, started);
    throw error;
  }
  const thenable = result as { then?: unknown } | null | undefined;
  if (thenable && typeof thenable.then === 'function') {
    (thenable as PromiseLike<unknown>).then(
      () => report(label, started),
      () => report(label, started),
    );
  } else report(label, started);
  return result;
}
