// Time limits given by callers (`init({stageTimeout})`, `loadScript(url, {timeout})`): browsers
// keep timer delays in a signed 32-bit integer, so `setTimeout(fn, 2 ** 31)` fires at once.
// Valid limits are clamped to MAX_TIMER_MS (about 24.8 days); anything else is refused.
import { MAX_TIMER_MS } from './platform-fetch';

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
