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
