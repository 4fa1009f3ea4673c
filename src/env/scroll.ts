// Scroll handling throttled to 80 ms (docs/spec-coverage.md L375).
import { addDisposer } from './disposers';

/** The scroll throttle interval in ms (docs/spec-coverage.md L375). */
export const SCROLL_THROTTLE_MS = 80;

/** A throttled function plus `cancel()` for a pending trailing call. */
export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel(): void };

/**
 * Runs `fn` at most once per `wait` ms: at once on the first call, then once more at the end of
 * the window with the latest arguments if calls came in meanwhile (leading + trailing).
 * @throws TypeError when `fn` is not a function. A negative or non-numeric `wait` counts as 0.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = SCROLL_THROTTLE_MS,
): Throttled<A> {
  if (typeof fn !== 'function') throw new TypeError('throttle needs a function');
  const ms = Number.isFinite(wait) && wait > 0 ? wait : 0;
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = ((...args: A) => {
    const remaining = last + ms - Date.now();
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined;
          const next = pending;
          pending = undefined;
          if (next) run(next);
        },
        Math.max(remaining, 0),
      );
    }
  }) as Throttled<A>;
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/**
 * Listens to `scroll` on `target` (default `window`), passive, throttled to 80 ms. A throwing
 * callback is logged, never thrown into the page.
 * @returns the uninstall (also registered with destroy()).
 *
 * @example
 * ```ts
 * const off = onScroll(() => loadMoreIfNearBottom(), { wait: 80 });
 * off();
 * ```
 */
export function onScroll(
  cb: (event: Event) => void,
  options: { target?: EventTarget; wait?: number } = {},
): () => void {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  if (!target || typeof cb !== 'function') return () => {};
  const handler = throttle((event: Event) => {
    try {
      cb(event);
    } catch (error) {
      console.error('[atrium] scroll listener failed', error);
    }
  }, options.wait ?? SCROLL_THROTTLE_MS);
  target.addEventListener('scroll', handler as EventListener, { passive: true });
  let removeDisposer = () => {};
  const uninstall = () => {
    removeDisposer();
    handler.cancel();
    target.removeEventListener('scroll', handler as EventListener);
  };
  removeDisposer = addDisposer(uninstall);
  return uninstall;
}
