// Work that waits for an idle moment (docs/architecture.md#what-loads-when): what the first file
// or the start chunk leaves out is fetched after ready, when the page has nothing else to do, so
// the first use finds it there without its fetch competing with init's round trips.

/** The longest an idle task waits for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` in an idle moment (`requestIdleCallback`, at most {@link IDLE_TIMEOUT_MS} later;
 * a task after the current one where the browser has none, e.g. Safari). `task` must not throw.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task);
}
