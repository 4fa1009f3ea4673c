// The upload's "disabled until", shared by every tab of the origin (like Sentry's per-category
// rate limits): after a 408, 429, 5xx, a network failure or an answer without acknowledgement,
// uploads wait — exponentially longer with jitter, or exactly what `Retry-After` says — and the
// first upload after the wait is the one probe of that window (docs/monitor.md#refusals).
import { parseJson } from '../env/platform-fetch';
import { KEYS, LIMITS } from './constants';
import { readKey, writeKey } from './storage';

/** The shared state: uploads wait until `until` (ms epoch); `attempt` failures in a row. */
interface State {
  until: number;
  attempt: number;
  /** The server named the window (`Retry-After`): even an explicit flush waits for it. */
  server: boolean;
  /** The last failure was the network: going `online` ends the wait. */
  network: boolean;
}

const NONE: State = { until: 0, attempt: 0, server: false, network: false };

/**
 * `Retry-After` in ms: delta-seconds or an HTTP date; undefined when absent or malformed.
 * Clamped to {@link LIMITS.retryAfterMaxMs}.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    // An HTTP date names its day and month; `Date.parse` would also read "-5" as a year.
    if (!/^[a-z]{3},/i.test(text)) return undefined;
    const at = Date.parse(text);
    if (!Number.isFinite(at)) return undefined;
    ms = at - now;
  }
  return Math.min(Math.max(0, ms), LIMITS.retryAfterMaxMs);
}

export interface Backoff {
  /** Ms until uploads may go again (0: now). `explicit`: a flushErrors() call, which waits only for a server's window. */
  wait(now: number, explicit?: boolean): number;
  /** Records a failure; `retryAfterMs` from the answer when it named one. */
  fail(now: number, retryAfterMs: number | undefined, network: boolean): void;
  /** An acknowledged upload: the wait is over for every tab. */
  succeed(): void;
  /**
   * The browser is back online: a wait caused by the network ends; the failures counted so far
   * (a server's 5xx among them) are kept, so a flapping network does not reset a server's backoff.
   */
  online(): void;
}

/**
 * The shared backoff of one destination, kept in localStorage under `key()` (in memory where
 * localStorage is refused): the upload URL's own key, so a failing deployment never holds
 * uploads to another.
 */
export function createBackoff(
  random: () => number = Math.random,
  key: () => string = () => KEYS.backoff,
): Backoff {
  let local: State = NONE;
  const read = (): State => {
    const raw = readKey('local', key());
    if (raw === undefined) return local;
    const v = parseJson(raw ?? '') as Partial<State> | null | undefined;
    const until = Number(v?.until);
    const attempt = Number(v?.attempt);
    if (!Number.isFinite(until) || !Number.isFinite(attempt)) return NONE;
    return {
      until,
      attempt: Math.min(Math.max(0, attempt), 30),
      server: v?.server === true,
      network: v?.network === true,
    };
  };
  const write = (s: State) => {
    local = s;
    writeKey('local', key(), s.attempt || s.until ? JSON.stringify(s) : null);
  };
  return {
    wait(now, explicit = false) {
      let s = read();
      // An `until` further from now than the longest wait the rules give (either way) was written
      // under another clock (a month ahead, then corrected; or the clock went back): it is
      // clamped and written back, so the wait ends on every tab instead of never. The longest
      // wait is the server's (`Retry-After`, an hour) or our own (5 minutes, +25% jitter).
      const longest = s.server ? LIMITS.retryAfterMaxMs : LIMITS.backoffMaxMs * 1.25;
      if (s.until && Math.abs(s.until - now) > longest) {
        s = { ...s, until: s.until > now ? now + longest : now };
        write(s);
      }
      if (explicit && !s.server) return 0;
      return Math.max(0, s.until - now);
    },
    fail(now, retryAfterMs, network) {
      const attempt = read().attempt + 1;
      const exp = Math.min(LIMITS.backoffMaxMs, LIMITS.backoffBaseMs * 2 ** (attempt - 1));
      const wait = retryAfterMs ?? exp * (0.75 + random() / 2);
      write({ until: now + wait, attempt, server: retryAfterMs !== undefined, network });
    },
    succeed() {
      if (read().attempt || local.attempt) write(NONE);
    },
    online() {
      const s = read();
      if (s.network) write({ ...s, until: 0, network: false });
    },
  };
}
