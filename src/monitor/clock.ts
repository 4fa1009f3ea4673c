// Time and DOM events, as the monitor installs them.
import type { Clock } from './types';

/** The real clock: Date.now, performance.now (monotonic) and the global timers. */
export function realClock(): Clock {
  return {
    now: () => Date.now(),
    mono: () => performance.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  };
}

/** Adds a DOM listener; returns its removal. */
export function listen<E extends Event>(
  target: EventTarget,
  type: string,
  fn: (event: E) => void,
  capture = false,
): () => void {
  target.addEventListener(type, fn as EventListener, capture);
  return () => target.removeEventListener(type, fn as EventListener, capture);
}
