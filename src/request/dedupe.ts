// Request de-duplication (docs/reference.md, docs/spec-coverage.md L355 "500 ms, then five 100 ms checks"):
//   t = 0        call A starts;
//   t < 500      an identical call shares A at once (its network call and its outcome);
//   t ≥ 500      A still in flight: the identical call checks A every 100 ms, five times; at the
//                first check that finds A settled it gets A's outcome; if A is still in flight
//                after the fifth (500 ms later) it starts its own call B (shared as A was).
//                A settled past the window is never reused: the call starts at once.
// Each caller gets its own promise, so one caller aborting rejects only that caller (also while
// it waits between checks); the shared call is aborted only when every caller has gone. Each
// caller also gets its own answer: the caller that started the call gets its value, every caller
// that joins it a copy (`share`), so no caller sees another's changes to its answer.
// Ages are read from a monotonic clock (performance.now): the wall clock may jump.

import { reasonOf } from '../env/abort';
import { isPlainObjectOrArray } from '../env/plain';
import { settleWithin, whenAborted } from '../env/time-limit';

/** The de-duplication window (docs/spec-coverage.md L355). */
export const DEDUPE_WINDOW_MS = 500;
/** After the window: how often an identical call re-checks one still in flight, and how many times. */
export const DEDUPE_CHECK_MS = 100;
export const DEDUPE_CHECKS = 5;

/** The timers the table waits with (injectable: tests use a fake clock). */
export interface DedupeTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: DedupeTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

function stable(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? String(value);
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  const keys = Object.keys(value as Record<string, unknown>).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

function isPlain(value: unknown): boolean {
  return value === null || typeof value !== 'object' || isPlainObjectOrArray(value);
}

/**
 * The identity of a request: method, URL, params, body, the caller's `headers` (names in any
 * case) and `context` (what else changes the answer: credentials mode, session, language). Null
 * when it cannot be compared (a FormData, Blob or stream body, headers a fetch would refuse):
 * such requests are never shared. Key order of objects does not matter.
 */
export function dedupeKey(
  method: string,
  url: string,
  params: unknown,
  data: unknown,
  headers?: HeadersInit,
  context: readonly unknown[] = [],
): string | null {
  if (data instanceof URLSearchParams) data = data.toString();
  else if (!isPlain(data)) return null;
  let sent: string[][] = [];
  if (headers) {
    try {
      // Headers lower-cases the names and iterates them sorted.
      sent = [...new Headers(headers)];
    } catch {
      return null;
    }
  }
  return JSON.stringify([method.toUpperCase(), url, stable(params), stable(data), sent, context]);
}

/**
 * Starts the shared call. It gets a signal only when the caller that starts it has one: a caller
 * without a signal never leaves, so nothing could abort that call (and a controller and a
 * combined signal per request are a measurable part of the SDK's per-request cost).
 */
type Run<T> = (signal?: AbortSignal) => Promise<T>;

/** Table size from which expired entries are swept on the next new call. */
const SWEEP_AT = 64;

interface Shared<T> {
  start: number;
  promise: Promise<T>;
  controller: AbortController | undefined;
  callers: number;
  settled: boolean;
}

/** In-flight and recent calls by key. */
export class DedupeTable<T> {
  private readonly _calls = new Map<string, Shared<T>>();
  private readonly _waits = new Set<() => void>();
  private _sweepAt = SWEEP_AT;

  constructor(
    private readonly _now: () => number = () => performance.now(),
    private readonly _window = DEDUPE_WINDOW_MS,
    private readonly _timers: DedupeTimers = realTimers,
    /** What a caller that joins a call gets of its value (default: the value itself). */
    private readonly _share: (value: T) => T = (value) => value,
  ) {}

  /** True when a call with this key started less than the window ago. */
  has(key: string): boolean {
    return this._live(key) !== undefined;
  }

  private _live(key: string, now = this._now()): Shared<T> | undefined {
    const entry = this._calls.get(key);
    if (!entry) return undefined;
    if (now - entry.start < this._window) return entry;
    // Past the window: a call still in flight stays (later callers check it), a settled one goes.
    if (entry.settled) this._calls.delete(key);
    return undefined;
  }

  /**
   * Joins the live call with this key; past the window, waits for one still in flight (five
   * checks, 100 ms apart); else starts one with `run`. The result belongs to this caller only.
   */
  join(key: string, run: Run<T>, signal?: AbortSignal): Promise<T> {
    const now = this._now(); // read once: a clock read is a measurable part of a request's cost
    const live = this._live(key, now);
    if (live) return this._attach(key, live, signal);
    const inFlight = this._calls.get(key);
    if (inFlight && !inFlight.settled) return this._check(key, inFlight, run, signal);
    return this._start(key, run, signal, now);
  }

  /** Re-checks `entry` every 100 ms, five times: its outcome once settled, else a new call. */
  private _check(key: string, entry: Shared<T>, run: Run<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(reasonOf(signal));
    return new Promise<T>((resolve, reject) => {
      let checks = 0;
      let timer: unknown;
      const done = () => {
        this._timers.clearTimeout(timer);
        this._waits.delete(cancel);
        release();
      };
      const cancel = () => {
        done();
        reject(new Error('the request table was cleared'));
      };
      const tick = () => {
        checks += 1;
        if (entry.settled) {
          done();
          resolve(this._attach(key, entry, signal));
        } else if (checks >= DEDUPE_CHECKS) {
          done();
          if (this._calls.get(key) === entry) this._calls.delete(key);
          resolve(this._joinOrStart(key, run, signal));
        } else timer = this._timers.setTimeout(tick, DEDUPE_CHECK_MS);
      };
      const release = whenAborted(signal, () => {
        done();
        reject(reasonOf(signal));
      });
      this._waits.add(cancel);
      timer = this._timers.setTimeout(tick, DEDUPE_CHECK_MS);
    });
  }

  private _joinOrStart(key: string, run: Run<T>, signal?: AbortSignal): Promise<T> {
    const now = this._now();
    const live = this._live(key, now);
    return live ? this._attach(key, live, signal) : this._start(key, run, signal, now);
  }

  private _start(key: string, run: Run<T>, signal: AbortSignal | undefined, now: number): Promise<T> {
    const controller = signal ? new AbortController() : undefined;
    const promise = run(controller?.signal);
    const entry: Shared<T> = { start: now, controller, callers: 0, settled: false, promise };
    // Registered before any caller's reaction: a caller that sees the outcome sees it settled.
    const settle = () => {
      entry.settled = true;
    };
    promise.then(settle, settle);
    // Expired entries are dropped when next looked up, and swept when the table grows: no
    // timer per request (a timer each was a third of the SDK's own per-request cost).
    if (this._calls.size >= this._sweepAt) {
      this._sweep(now);
      // Next sweep when the table has doubled again: at a steady rate of calls (more than
      // SWEEP_AT per window) a fixed threshold swept the whole table on every call.
      this._sweepAt = Math.max(SWEEP_AT, this._calls.size * 2);
    }
    this._calls.set(key, entry);
    return this._attach(key, entry, signal, true);
  }

  private _attach(key: string, entry: Shared<T>, signal?: AbortSignal, starter = false): Promise<T> {
    entry.callers++;
    // A joiner gets `share`'s copy (the client re-parses the response text: pristine whatever
    // the starter did to its value).
    const own = starter ? entry.promise : entry.promise.then(this._share);
    // This caller alone leaves on its abort (also one that came aborted).
    return settleWithin(own, signal, () => this._leave(key, entry));
  }

  private _leave(key: string, entry: Shared<T>): void {
    entry.callers--;
    if (entry.callers <= 0 && !entry.settled) {
      if (this._calls.get(key) === entry) this._calls.delete(key);
      entry.controller?.abort();
    }
  }

  private _sweep(now: number): void {
    for (const [key, entry] of this._calls) {
      if (entry.settled && now - entry.start >= this._window) this._calls.delete(key);
    }
  }

  /** Entries held now (live or expired and not yet swept). */
  get size(): number {
    return this._calls.size;
  }

  /** Forgets every entry (destroy). */
  clear(): void {
    this._calls.clear();
    for (const cancel of [...this._waits]) cancel();
  }
}
