// Shapes the monitor stores and sends (docs/spec-coverage.md L114, docs/monitor.md).
import type { Inserted } from './render-state';

/** Kind of a captured error (docs/monitor.md). */
export type ErrType = 'js' | 'ajax' | 'promise' | 'resource' | 'ecode' | 'e10Com';

/** One captured error, as stored in IndexedDB and sent in `dtos`. */
export interface ErrorRecord {
  id: string;
  errType: ErrType;
  message: string;
  filePath: string;
  fileName: string;
  lineNumber: number;
  colNumber: number;
  stack: string;
  refererUrl: string;
  /** Milliseconds since the epoch. */
  createTime: number;
  comName?: string;
  /** `ajax` only: the HTTP status of the answer (docs/monitor.md keeps `errType: 'ajax'`). */
  status?: number;
  /** `ajax` only: the envelope's `code`, when it had one. */
  code?: number;
  /** `ajax` only: the `module` the request named. */
  module?: string;
  /** `ajax` only: the envelope's `devOpsUrl` (http(s)). */
  devOpsUrl?: string;
  /**
   * The user current at capture time (employee id, else id; empty when none): the record is
   * uploaded under this user, never a later one. Stored, not sent inside `dtos`.
   */
  creator?: string;
  /**
   * The destination the record was captured for (the `apiDomain` then in force): it is uploaded
   * there only, never to another deployment (docs/monitor.md#what-is-sent). Stored, not sent.
   */
  dest?: string;
}

/** Where records wait until the server acknowledges them (IndexedDB, or memory in tests). */
export interface ErrorStore {
  /** False for a store of this page only (memory): uploads from it need no cross-tab lock. */
  readonly shared?: boolean;
  /**
   * Stores records (one transaction); `dropped` is added to the drop counter in it. A shared
   * store resolves to the records it holds after the write, counted in the same transaction
   * (every tab's writes included): what keeps the cap across tabs.
   */
  put(records: ErrorRecord[], dropped?: number): Promise<number | undefined | void>;
  /**
   * Drops the oldest records beyond `max` and adds them to the drop counter, in one
   * transaction; resolves to the number of records left. The `skip` oldest records are kept
   * (a writer trimming outside the upload lock keeps the batch an upload may have in flight).
   */
  trim(max: number, skip?: number): Promise<number>;
  /** The oldest records first, at most `limit`; only those `accept` takes when given. */
  getBatch(limit: number, accept?: (record: ErrorRecord) => boolean): Promise<ErrorRecord[]>;
  /** Deletes records and adds `dropped` (may be negative) to the drop counter, in one transaction. */
  remove(ids: string[], dropped: number): Promise<void>;
  /** Records dropped and not yet reported in an acknowledged upload. */
  dropped(): Promise<number>;
  count(): Promise<number>;
  close(): void;
}

/** Timers, injectable so tests run on a fake clock. */
export interface Clock {
  /** Wall-clock ms since the epoch (stamps, and what tabs share). */
  now(): number;
  /** Monotonic ms (durations and ordering); `now()` when absent. */
  mono?(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Options of `captureError`. */
export interface CaptureInfo {
  /** The component that failed: the record becomes `e10Com` (unless its stack is ecode's). */
  comName?: string;
}

/** A performance entry as sent in sub-reports. */
export interface PerfEntry {
  name: string;
  entryType: string;
  startTime: number;
  timestamp: number;
  duration: number;
  [field: string]: string | number | undefined;
}

/** One route render measurement (docs/spec-coverage.md L126 "Route render tracking"). */
export interface RouteRender {
  type: 'route';
  url: string;
  start: number;
  end: number;
  elapsed: number;
  timeout: boolean;
  interrupt: boolean;
  inserted: Inserted[];
  visibleRange: { top: number; bottom: number; left: number; right: number };
}

/** Fields a record is built from; missing ones default to empty/zero. */
export interface RecordInput {
  errType: ErrType;
  message: string;
  stack?: string;
  filePath?: string;
  lineNumber?: number;
  colNumber?: number;
  comName?: string;
  /** `ajax` records: the HTTP status, the envelope's code, the call's module and dev-ops link. */
  status?: number;
  code?: number;
  module?: string;
  devOpsUrl?: string;
}

/** A slow action as reported under `mobxAction`. */
export interface ActionSample {
  name: string;
  duration: number;
  kind: 'action';
}

/** What the public functions need of a running monitor (wiring.ts builds it). */
export interface RunningParts {
  errors: { record(input: RecordInput): void; flush(): Promise<number> };
  ecodeComs: Set<string>;
  uninstall: Array<() => void>;
}

/**
 * Runs `fn` while holding the upload lock; resolves undefined when the lock was not obtained.
 * `held()` tells `fn` whether it still holds the lock: a holder checks it before each request.
 */
export type UploadLock = <T>(
  fn: (held: () => boolean) => Promise<T>,
  wait: boolean,
) => Promise<T | undefined>;
