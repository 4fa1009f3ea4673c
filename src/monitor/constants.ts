// The monitor's fixed names and numbers (docs/spec-coverage.md L336, docs/monitor.md), in one place.

/** Endpoints the monitor posts to; requests to them are never tracked themselves. */
export const ENDPOINTS = {
  errors: '/api/tissot/frontErrorRecord',
  report: '/api/front/monitor/report/reportData',
  subReport: '/api/front/monitor/report/reportSubData',
  resources: '/cp/resourceReport.json',
  ecodeList: '/api/ecode/monitor/list',
} as const;

export const DB_NAME = 'WeappErrorMonitor';
export const DB_VERSION = 1;
export const DB_STORE = 'errorList';

export const KEYS = {
  monitorStop: 'atrium.monitor.stop',
  errorsStop: 'atrium.errors.stop',
  dropped: 'atrium.errors.dropped',
  /** Upload backoff shared by the tabs, per destination (`…backoff:<upload URL>`): `{until, attempt, server, network}` (docs/monitor.md#refusals). */
  backoff: 'atrium.errors.backoff',
  /** The ids an upload has in flight, or has just had acknowledged: `{ids, state}`. */
  sending: 'atrium.errors.sending',
  switches: 'atrium.monitor.switches',
  /** Prefix of the keys where a page leaving left records its store had not committed. */
  rescue: 'atrium.errors.rescue.',
} as const;

export const LOCK_NAME = 'atrium.errors.upload';

export const LIMITS = {
  /** Records kept in the store; the oldest go first. */
  maxRecords: 1000,
  /** Records per upload batch. */
  batchCount: 100,
  /** Bytes per upload batch: under the 64 KB keepalive budget with room for the envelope. */
  batchBytes: 60_000,
  /** Longest stored message / stack in characters (a first cut; bytes decide, see recordBytes). */
  messageChars: 2_000,
  stackChars: 8_000,
  /**
   * Most bytes of one record as sent (JSON, UTF-8): records are clipped to this at capture, so
   * any record fits a batch; a stored record larger than a batch is dropped and counted.
   */
  recordBytes: 16_000,
  /** Most bytes the page-hide send from memory carries (the 64 KB keepalive budget, less room). */
  hideBytes: 56_000,
  /** A writer trims the store once its estimate passes the cap by this many records. */
  trimSlack: 200,
  /** After a store failure, IndexedDB is tried again this long after (at the next upload tick). */
  reopenMs: 10_000,
  /** Longest wait for any storage call (open, write, read); then the store counts as failed. */
  storeWaitMs: 5_000,
  /** Upload backoff: first wait, growth factor and longest wait (with ±25% jitter). */
  backoffBaseMs: 10_000,
  backoffMaxMs: 300_000,
  /** Longest Retry-After honoured (a server cannot silence a page for a day). */
  retryAfterMaxMs: 3_600_000,
  /** Re-sends of a failed sub-report before it waits for the next report (≤ 5 posts). */
  resendTries: 4,
  traceSuccess: 60,
  traceError: 50,
  /** Encoded body sizes of 1 TiB and more are bogus and skipped. */
  hugeBody: 2 ** 40,
  earlyResourceCount: 200,
} as const;

export const TIMING = {
  uploadInterval: 10_000,
  /** The first upload after start: what earlier pages left in the store goes soon. */
  firstUpload: 1_000,
  resend: 800,
  fuse: 500,
  reportDelay: 3_000,
  periodicReport: 300_000,
  resourceReportDelay: 10_000,
  slowAction: 48,
} as const;

/** Task types that the 500 ms fuse never skips. */
export const UNFUSED_TASKS = ['fmp', 'fpt'];
