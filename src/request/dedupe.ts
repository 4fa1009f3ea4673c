// Request de-duplication (API.md §6): identical method + URL + params + body started within
// 500 ms of an earlier one share its network call and outcome. Each caller gets its own promise,
// so one caller aborting rejects only that caller; the shared call is aborted only when every
// caller has gone.

/** The de-duplication window (spec §9). */
export const DEDUPE_WINDOW_MS = 500;

function stable(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? String(value);
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  const keys = Object.keys(value as Record<string, unknown>).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

function isPlain(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The identity of a request, or null when it cannot be compared (a FormData, Blob or stream
 * body): such requests are never shared. Key order of objects does not matter.
 */
export function dedupeKey(method: string, url: string, params: unknown, data: unknown): string | null {
  if (data instanceof URLSearchParams) data = data.toString();
  else if (!isPlain(data)) return null;
  return `${method.toUpperCase()} ${url}\n${stable(params)}\n${stable(data)}`;
}

type Run<T> = (signal: AbortSignal) => Promise<T>;

/** Table size from which expired entries are swept on the next new call. */
const SWEEP_AT = 64;

interface Shared<T> {
  start: number;
  promise: Promise<T>;
  controller: AbortController;
  callers: number;
  settled: boolean;
}

/** In-flight and recent calls by key. */
export class DedupeTable<T> {
  private readonly _calls = new Map<string, Shared<T>>();

  constructor(
    private readonly _now: () => number = () => Date.now(),
    private readonly _window = DEDUPE_WINDOW_MS,
  ) {}

  /** True when a call with this key started less than the window ago. */
  has(key: string): boolean {
    return this._live(key) !== undefined;
  }

  private _live(key: string): Shared<T> | undefined {
    const entry = this._calls.get(key);
    if (!entry) return undefined;
    if (this._now() - entry.start < this._window) return entry;
    this._calls.delete(key);
    return undefined;
  }

  /** Joins the live call with this key, or starts one with `run`; the result belongs to this caller only. */
  join(key: string, run: Run<T>, signal?: AbortSignal): Promise<T> {
    let entry = this._live(key);
    if (!entry) {
      const controller = new AbortController();
      const created: Shared<T> = {
        start: this._now(),
        controller,
        callers: 0,
        settled: false,
        promise: Promise.resolve(),
      } as unknown as Shared<T>;
      created.promise = run(controller.signal).finally(() => {
        created.settled = true;
      });
      // Expired entries are dropped when next looked up, and swept when the table grows: no
      // timer per request (a timer each was a third of the SDK's own per-request cost).
      if (this._calls.size >= SWEEP_AT) this._sweep();
      this._calls.set(key, created);
      entry = created;
    }
    return this._attach(key, entry, signal);
  }

  private _attach(key: string, entry: Shared<T>, signal?: AbortSignal): Promise<T> {
    entry.callers++;
    if (!signal) return entry.promise;
    if (signal.aborted) {
      this._leave(key, entry);
      return Promise.reject(signal.reason);
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        this._leave(key, entry);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      entry.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  private _leave(key: string, entry: Shared<T>): void {
    entry.callers--;
    if (entry.callers <= 0 && !entry.settled) {
      if (this._calls.get(key) === entry) this._calls.delete(key);
      entry.controller.abort();
    }
  }

  private _sweep(): void {
    const now = this._now();
    for (const [key, entry] of this._calls) if (now - entry.start >= this._window) this._calls.delete(key);
  }

  /** Entries held now (live or expired and not yet swept). */
  get size(): number {
    return this._calls.size;
  }

  /** Forgets every entry (destroy). */
  clear(): void {
    this._calls.clear();
  }
}
