// Error reporting: capture → filter → IndexedDB (always first) → upload 1 s after start, then
// every 10 s, on flush and on page hide, only for a current user. If the store cannot be
// opened or written, reporting stops and the rest of the SDK carries on.
//
// Delivery is at-least-once with stable ids: a record leaves the store only when an upload
// carrying it was acknowledged. At page hide, what this page captured and has not seen
// acknowledged is also sent straight from memory with `keepalive` (synchronously, so it leaves
// even while the page unloads); the next page then sends the stored copies again, and the
// receiver de-duplicates by `id`.

import { detectCurrent } from '../env/device';
import { $user } from '../env/store';
import { byteLength, toDto } from './batch';
import { ENDPOINTS, KEYS, LIMITS, TIMING } from './constants';
import { createRecordFilter, type MonitorControls, type RecordSource } from './filter';
import { monitorUrl, postJson } from './http';
import { openIdbStore } from './idb-store';
import { makeId, makeRecord, type RecordInput } from './record';
import { saveRescue, takeRescued } from './rescue';
import { isErrorReportingStopped, readKey, writeKey } from './storage';
import type { Clock, ErrorRecord, ErrorStore } from './types';
import { createUploadLock, type UploadLock } from './upload-lock';
import { createUploader, ENVELOPE_RESERVE, type UploadBody, type UploaderDeps } from './uploader';
import { createWriteQueue } from './write-queue';

export interface ErrorReporterOptions {
  clock: Clock;
  /** Opens the store; IndexedDB by default. */
  openStore?: () => Promise<ErrorStore>;
  lock?: UploadLock;
  send?: UploaderDeps['send'];
  /** allowUrls / denyUrls / beforeSend. */
  controls?: MonitorControls;
}

export interface ErrorReporter {
  /** Builds, stamps, filters and queues a record for the store (no-op when reporting is off). */
  record(input: RecordInput, source?: RecordSource): void;
  /** Uploads now (waiting for another tab's upload); resolves to the records acknowledged. */
  flush(): Promise<number>;
  /** Opens the store and starts the timers and page-hide listeners; returns the uninstall. */
  start(): () => void;
  /** True while records are accepted. */
  isActive(): boolean;
}

function pageUrl(): string {
  try {
    return globalThis.location?.href ?? '';
  } catch {
    return '';
  }
}

/** The current user's upload name (employee id, else id), or null without a user. */
function currentCreator(): string | null {
  const u = $user.get();
  return u?.id ? u.employeeId || u.id : null;
}

/** The default sender: POST the batch and read `code` from the JSON answer. */
async function sendBatch(body: unknown, keepalive: boolean): Promise<number | undefined> {
  const res = await postJson(monitorUrl(ENDPOINTS.errors), body, keepalive);
  const code = (res.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : Number(code) || undefined;
}

/** Exact bytes of a record as sent (JSON of its dto, UTF-8), plus its comma. */
function sentBytes(record: ErrorRecord): number {
  return byteLength(JSON.stringify(toDto(record))) + 1;
}

/**
 * A cheap upper estimate of {@link sentBytes} with no JSON: what capture pays per record. Exact
 * sizes are computed only at page hide, for the records a send picks.
 */
function estimateBytes(record: ErrorRecord): number {
  return (
    200 +
    record.message.length +
    record.stack.length +
    record.filePath.length +
    record.fileName.length +
    record.refererUrl.length +
    (record.comName?.length ?? 0)
  );
}

/**
 * This page's records not yet acknowledged: what page hide sends from memory. Records not yet
 * committed to the store are always kept (they exist nowhere else); stored ones are kept newest
 * first within about `maxBytes` (the ones that fall out still go with a later upload).
 */
function createRecent(maxBytes: number) {
  const records = new Map<string, { record: ErrorRecord; bytes: number; stored: boolean }>();
  let storedBytes = 0;
  let unstored = 0;
  const evict = () => {
    for (const [id, entry] of records) {
      if (storedBytes <= maxBytes) break;
      if (!entry.stored) continue;
      records.delete(id);
      storedBytes -= entry.bytes;
    }
  };
  const drop = (id: string, entry: { bytes: number; stored: boolean }) => {
    records.delete(id);
    if (entry.stored) storedBytes -= entry.bytes;
    else unstored--;
  };
  return {
    add(record: ErrorRecord) {
      records.set(record.id, { record, bytes: estimateBytes(record), stored: false });
      unstored++;
      // Records a burst had to drop are never stored: keep memory bounded all the same.
      if (records.size > 2 * LIMITS.maxRecords) {
        const [oldest, entry] = records.entries().next().value as [
          string,
          { bytes: number; stored: boolean },
        ];
        drop(oldest, entry);
      }
    },
    stored(list: ErrorRecord[]) {
      for (const r of list) {
        const entry = records.get(r.id);
        if (!entry || entry.stored) continue;
        entry.stored = true;
        unstored--;
        storedBytes += entry.bytes;
      }
      evict();
    },
    remove(ids: string[]) {
      for (const id of ids) {
        const entry = records.get(id);
        if (entry) drop(id, entry);
      }
    },
    /** How many records wait for their store write to commit. */
    unstoredCount: () => unstored,
    /** The records whose store write has not committed, oldest first. */
    unstored(): ErrorRecord[] {
      const out: ErrorRecord[] = [];
      for (const e of records.values()) if (!e.stored) out.push(e.record);
      return out;
    },
    /** Up to `budget` bytes: records not yet stored first (oldest first), then the newest stored. */
    pick(budget: number): ErrorRecord[] {
      const all = [...records.values()];
      const ordered = [...all.filter((e) => !e.stored), ...all.filter((e) => e.stored).reverse()];
      const out: ErrorRecord[] = [];
      let used = 0;
      for (const e of ordered) {
        if (used + e.bytes > budget) continue; // the estimate is an upper bound: skip early
        const bytes = sentBytes(e.record);
        if (used + bytes > budget) continue;
        used += bytes;
        out.push(e.record);
      }
      return out.sort((a, b) => (a.id < b.id ? -1 : 1));
    },
  };
}

/** Moves a drop count left in localStorage by an earlier version into the store's counter. */
async function migrateDropped(store: ErrorStore): Promise<void> {
  const n = Number(readKey('local', KEYS.dropped) ?? 0);
  if (!Number.isFinite(n) || n <= 0) return;
  writeKey('local', KEYS.dropped, null);
  await store.put([], n);
}

/** Creates the error reporter (one per started monitor). */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { clock } = options;
  // undefined: opening; null: unavailable (reporting stopped).
  let store: ErrorStore | null | undefined;
  let opening: Promise<void> | null = null;
  let disabled = false;
  const keep = createRecordFilter(options.controls);
  const recent = createRecent(LIMITS.hideBytes - ENVELOPE_RESERVE);
  const send = options.send ?? sendBatch;

  const fail = (error: unknown) => {
    if (store === null) return;
    console.warn('[atrium] error store unavailable, error reporting stops', error);
    try {
      store?.close();
    } catch {
      // already closed
    }
    store = null;
    disabled = true;
  };

  // Page hide copies records whose store write has not committed to localStorage (rescue.ts).
  const pageKey = makeId(clock.now());
  let rescued = false;

  // The store is trimmed under the upload lock; a writer asks for a trim once its estimate of
  // the store's size passes the cap by some slack.
  let estimate = 0;
  let trimming = false;
  const queue = createWriteQueue(
    () => store,
    (written) => {
      recent.stored(written);
      // The page lived on after a hide: once everything it rescued is stored, the copy goes.
      if (rescued && !recent.unstoredCount()) {
        rescued = false;
        saveRescue(pageKey, []);
      }
      estimate += written.length;
      if (estimate > LIMITS.maxRecords + LIMITS.trimSlack && !trimming) {
        trimming = true;
        estimate = LIMITS.maxRecords;
        uploader
          .flush({ wait: false, trimOnly: true })
          .catch(() => 0)
          .finally(() => {
            trimming = false;
          });
      }
    },
    fail,
  );
  const client = () => {
    const info = detectCurrent();
    return {
      clientInfo: `${info.os.name} ${info.os.version}`.trim(),
      browserInfo: `${info.browser.name} ${info.browser.version}`.trim(),
    };
  };
  const uploader = createUploader({
    store: () => store ?? null,
    send,
    lock: options.lock ?? createUploadLock(clock, Math.random().toString(36).slice(2)),
    creator: currentCreator,
    clientInfo: client,
    persist: async () => {
      await opening;
      await queue.flush();
    },
    onAcknowledged: (ids) => recent.remove(ids),
  });

  const open = () => {
    opening ??= (options.openStore ?? (() => openIdbStore()))()
      .then(async (s) => {
        if (store === null) {
          s.close();
          return;
        }
        store = s;
        estimate = await s.count();
        await migrateDropped(s);
        // What pages that went away before their writes committed left in localStorage.
        for (const r of takeRescued()) queue.add(r);
        return queue.flush();
      })
      .catch(fail);
    return opening;
  };

  /**
   * Page hide: send this page's unacknowledged records from memory now, synchronously, with
   * `keepalive` (the request outlives the page). If the page lives on and the answer comes,
   * the records leave the store too.
   */
  const sendFromMemory = (): boolean => {
    const current = currentCreator();
    if (!current) return false;
    const groups = new Map<string, ErrorRecord[]>();
    // One keepalive budget (64 KB) for all bodies; each body has its envelope.
    const picked = recent.pick(LIMITS.hideBytes - 2 * ENVELOPE_RESERVE);
    for (const r of picked) {
      const owner = r.creator || current;
      const list = groups.get(owner) ?? [];
      list.push(r);
      groups.set(owner, list);
    }
    if (!groups.size) return false;
    for (const [creator, records] of groups) {
      const ids = records.map((r) => r.id);
      const body: UploadBody = { dtos: records.map(toDto), creator, ...client(), dropped: 0 };
      send(body, true)
        .then(async (code) => {
          if (code !== 200) return;
          recent.remove(ids);
          await store?.remove(ids, 0);
        })
        .catch(() => {});
    }
    return true;
  };

  return {
    record(input, source = 'sdk') {
      if (disabled) return;
      if (isErrorReportingStopped()) {
        disabled = true;
        return;
      }
      const made = makeRecord(input, clock.now(), pageUrl(), currentCreator() ?? '');
      const rec = keep(made, source);
      if (!rec) return;
      recent.add(rec);
      queue.add(rec);
    },
    async flush() {
      if (isErrorReportingStopped()) return 0;
      await open();
      try {
        return await uploader.flush({ wait: true });
      } catch (error) {
        fail(error);
        return 0;
      }
    },
    start() {
      if (isErrorReportingStopped()) {
        disabled = true;
        return () => {};
      }
      void open();
      const tick = () => {
        if (isErrorReportingStopped()) disabled = true;
        if (disabled) return;
        uploader.flush({ wait: false }).catch(fail);
      };
      const first = clock.setTimeout(tick, TIMING.firstUpload);
      const timer = clock.setInterval(tick, TIMING.uploadInterval);
      // One send per hide: visibilitychange(hidden) and pagehide both fire on unload.
      let hidden = false;
      const onHide = (event: Event) => {
        try {
          if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') {
            hidden = false;
            return;
          }
          if (event.type === 'pageshow') {
            hidden = false;
            return;
          }
          if (disabled || hidden) return;
          hidden = true;
          // Records whose store write has not committed would die with the page: keep a copy
          // in localStorage (synchronous, survives the unload) for the next page.
          if (recent.unstoredCount()) rescued = saveRescue(pageKey, recent.unstored());
          // What this page captured goes from memory; if there is none, one stored batch
          // (a hidden tab that lives on completes it; an unloading page may not).
          if (!sendFromMemory()) uploader.flush({ wait: false, keepalive: true }).catch(() => {});
        } catch {
          // never throw into the page
        }
      };
      const hasDom = typeof window !== 'undefined' && typeof document !== 'undefined';
      if (hasDom) {
        document.addEventListener('visibilitychange', onHide);
        window.addEventListener('pagehide', onHide);
        window.addEventListener('pageshow', onHide);
      }
      return () => {
        clock.clearTimeout(first);
        clock.clearInterval(timer);
        if (hasDom) {
          document.removeEventListener('visibilitychange', onHide);
          window.removeEventListener('pagehide', onHide);
          window.removeEventListener('pageshow', onHide);
        }
        disabled = true;
        // Records captured just before the stop are still written, then the store closes.
        void Promise.resolve(opening)
          .then(() => queue.flush())
          .then(() => {
            store?.close();
            store = null;
          });
      };
    },
    isActive: () => !disabled,
  };
}
