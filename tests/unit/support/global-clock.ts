// Runs code under the monitor tests' fake clock installed as the global timers (setTimeout and
// clearTimeout, and Date.now when asked), for modules that use the globals: time moves only when
// the test advances it.
import { type FakeClock, fakeClock } from '../monitor/fake-clock';

/**
 * Installs a fake clock as `globalThis.setTimeout`/`clearTimeout` (and `Date.now` with
 * `{ date: true }`); returns it and the restore.
 */
export function installGlobalClock(options: { date?: boolean } = {}): {
  clock: FakeClock;
  restore: () => void;
} {
  const clock = fakeClock();
  const g = globalThis as unknown as Record<'setTimeout' | 'clearTimeout', unknown>;
  const saved = { setTimeout: g.setTimeout, clearTimeout: g.clearTimeout, now: Date.now };
  g.setTimeout = clock.setTimeout;
  g.clearTimeout = clock.clearTimeout;
  if (options.date) Date.now = clock.now;
  return {
    clock,
    restore: () => {
      g.setTimeout = saved.setTimeout;
      g.clearTimeout = saved.clearTimeout;
      Date.now = saved.now;
    },
  };
}

/** The state of a promise now: `pending`, or how it settled. */
export function track<T>(
  promise: Promise<T>,
): () => { state: 'pending' | 'resolved' | 'rejected'; value?: unknown } {
  let out: { state: 'pending' | 'resolved' | 'rejected'; value?: unknown } = { state: 'pending' };
  promise.then(
    (value) => {
      out = { state: 'resolved', value };
    },
    (value: unknown) => {
      out = { state: 'rejected', value };
    },
  );
  return () => out;
}
