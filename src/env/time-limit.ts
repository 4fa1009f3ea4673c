// The one time-limit and abort primitive (docs/architecture.md#time-limits-and-aborts): init
// stages, the token refresh, script and style loads and every platform fetch run under a
// `timeLimit` — a signal that aborts when the limit passes or when the parent aborts — and wait
// with `settleWithin`, so work that ignores its signal still cannot hold its caller.
//
// Browsers keep timer delays in a signed 32-bit integer (`setTimeout(fn, 2 ** 31)` fires at
// once): limits are clamped to MAX_TIMER_MS (about 24.8 days).

import { abortWith, reasonOf } from './abort';

/** The largest delay `setTimeout` takes; longer ones fire at once, so limits are clamped to it. */
export const MAX_TIMER_MS = 2_147_483_647;

/** A time limit in ms as timers take it: positive finite values clamped to 2^31−1, else none (0). */
export function timerDelay(ms: unknown): number {
  return typeof ms === 'number' && ms > 0 && Number.isFinite(ms) ? Math.min(ms, MAX_TIMER_MS) : 0;
}

/**
 * Checks a caller's time limit in milliseconds: `undefined` gives `fallback`; a positive number
 * (including `Infinity`) is clamped to 2^31−1; zero, negative numbers, NaN and non-numbers
 * return a `TypeError` naming `label` (the caller decides how to reject). Pure.
 */
export function checkTimeLimit(value: unknown, fallback: number, label: string): number | TypeError {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || Number.isNaN(value) || value <= 0) {
    let shown: string;
    try {
      shown = typeof value === 'number' ? String(value) : typeof value;
    } catch {
      shown = 'a value';
    }
    return new TypeError(`${label} must be a positive number of milliseconds (got ${shown})`);
  }
  return Math.min(value, MAX_TIMER_MS);
}

/** Runs `fn` once `signal` aborts (at once when it already has); returns the remover. */
export function whenAborted(signal: AbortSignal | undefined, fn: () => void): () => void {
  if (!signal) return () => {};
  if (signal.aborted) {
    fn();
    return () => {};
  }
  signal.addEventListener('abort', fn, { once: true });
  return () => signal.removeEventListener('abort', fn);
}

/** Work under a time limit: see {@link timeLimit}. */
export interface TimeLimit {
  /** Aborts when the limit passes, when the parent aborts, or on {@link TimeLimit.abort}. */
  readonly signal: AbortSignal;
  /** True when the limit aborted the signal (not the parent, not `abort()`). */
  timedOut(): boolean;
  /** Aborts now with `reason` (the work failed: what it still runs is cancelled). */
  abort(reason?: unknown): void;
  /** Releases the timer and the parent's listener (the signal keeps its state). */
  done(): void;
}

/** The reason a limit aborts with when the caller names none (as `AbortSignal.timeout`'s). */
const timeoutReason = (ms: number) => new DOMException(`timed out after ${ms} ms`, 'TimeoutError');

/**
 * The one time limit: a signal that aborts when `ms` pass (0 or an invalid value: never) with
 * `reason()` (default a `TimeoutError` DOMException), when `parent` aborts (with its reason),
 * or when `abort()` is called — whichever comes first. Call `done()` when the work settles.
 * `controller`: the one whose signal the work already has (the limit is armed after the work
 * started: see embed/stage.ts).
 */
export function timeLimit(
  ms: number,
  parent?: AbortSignal,
  reason?: () => unknown,
  controller = new AbortController(),
): TimeLimit {
  const limit = timerDelay(ms);
  let expired = false;
  const timer = limit
    ? setTimeout(() => {
        expired = true;
        abortWith(controller, reason ? reason() : timeoutReason(limit));
      }, limit)
    : undefined;
  const release = whenAborted(parent, () => abortWith(controller, reasonOf(parent)));
  return {
    signal: controller.signal,
    timedOut: () => expired,
    abort: (why) => abortWith(controller, why),
    done: () => {
      clearTimeout(timer);
      release();
    },
  };
}

type SignalStatics = typeof AbortSignal & {
  timeout?: (ms: number) => AbortSignal;
  any?: (signals: AbortSignal[]) => AbortSignal;
};

/**
 * {@link timeLimit} for the request path, where nobody calls `abort()`: where the browser has
 * `AbortSignal.timeout` and `AbortSignal.any` they do it natively — no timer, controller or
 * listener of ours on every request; elsewhere it is `timeLimit` itself. No limit and no
 * parent: no signal at all.
 */
export function fetchLimit(
  ms: number,
  parent?: AbortSignal,
): Pick<TimeLimit, 'timedOut' | 'done'> & { signal: AbortSignal | undefined } {
  const limit = timerDelay(ms);
  const S = AbortSignal as SignalStatics;
  if (typeof S.timeout !== 'function' || typeof S.any !== 'function') return timeLimit(limit, parent);
  if (!limit) return { signal: parent, timedOut: () => false, done: () => {} };
  const timer = S.timeout(limit);
  return {
    signal: parent ? S.any([parent, timer]) : timer,
    timedOut: () => timer.aborted && !parent?.aborted,
    done: () => {},
  };
}

/**
 * Settles like `work`, or rejects with `signal`'s reason as soon as it aborts (`onAbort` runs
 * first): work that ignores its signal still cannot hold the caller past the abort. Without a
 * signal, `work` itself.
 */
export function settleWithin<T>(work: Promise<T>, signal?: AbortSignal, onAbort?: () => void): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const release = whenAborted(signal, () => {
      onAbort?.();
      reject(reasonOf(signal));
    });
    work.then(
      (value) => {
        release();
        resolve(value);
      },
      (error: unknown) => {
        release();
        reject(error);
      },
    );
  });
}
