// Error reporting: capture → filter → store (always first) → upload 1 s after start, then every
// 10 s, on flush, on going `online` and on page hide, only for a current user. The store is
// IndexedDB, or this page's memory while IndexedDB cannot be used (store-keeper.ts): reporting
// degrades, it never stops (docs/monitor.md#when-storage-fails).
//
// Delivery is at-least-once with stable ids: a record leaves the store only when an upload
// carrying it was acknowledged. At page hide, what this page captured and has not seen
// acknowledged — and no other tab has in flight or delivered — is also sent straight from
// memory with `keepalive`; the receiver de-duplicates by `id`.

import { createBackoff } from './backoff';
import { toDto } from './batch';
import { listen } from './clock';
import { KEYS, LIMITS, TIMING } from './constants';
import { currentCreator, currentDest, migrateDropped, pageUrl, sendBatch } from './error-io';
import { createRecordFilter, type MonitorControls, type RecordSource } from './filter';
import { clientNames } from './main-report';
import { createRecent } from './recent';
import { makeId, makeRecord, type RecordInput, saveSequence } from './record';
import { saveRescue, takeRescued } from './rescue';
import { createSendingBoard } from './sending-board';
import { isErrorReportingStopped } from './storage';
import { createStoreKeeper, type OpenStore } from './store-keeper';
import type { Clock, ErrorRecord, ErrorStore } from './types';
import { createUploadLock } from './upload-lock';
import { createUploader, ENVELOPE_RESERVE, type UploadBody } from './uploader';
import { createWriteQueue } from './write-queue';

export interface ErrorReporterOptions {
  clock: Clock;
  /** Opens the shared store; IndexedDB by default. */
  openStore?: OpenStore | undefined;
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
}

/** Creates the error reporter (one per started monitor). */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { clock } = options;
  const mono = () => (clock.mono ? clock.mono() : clock.now());
  let disabled = false;
  const keep = createRecordFilter(options.controls);
  const recent = createRecent(LIMITS.hideBytes - ENVELOPE_RESERVE);
  // One backoff per destination (the upload URL in force), shared by the origin's tabs.
  const backoff = createBackoff(Math.random, () => `${KEYS.backoff}:${currentDest()}`);
  // Page hide copies records whose store write has not committed to localStorage (rescue.ts).
  const pageKey = makeId();
  const board = createSendingBoard(pageKey);
  let rescued = false;

  // A writer trims the store once its estimate of the store's size passes the cap by the
  // slack, keeping the oldest batch (an upload may have it in flight; trimming under the lock
  // drops those too when they are the oldest).
  let estimate = 0;
  let trimming = false;
  const trim = (store: ErrorStore) => {
    if (trimming || estimate <= LIMITS.maxRecords + LIMITS.trimSlack) return;
    trimming = true;
    const before = estimate;
    store
      .trim(LIMITS.maxRecords, LIMITS.batchCount)
      .then(
        (left) => {
          estimate = left + (estimate - before);
        },
        (error: unknown) => keeper.fail(error),
      )
      .finally(() => {
        trimming = false;
        const now = keeper.current();
        if (now) trim(now);
      });
  };

  const keeper = createStoreKeeper({
    openStore: options.openStore,
    now: mono,
    async onOpened(store, moved) {
      recent.stored(moved);
      estimate = await store.count();
      await migrateDropped(store);
      // What pages that went away before their writes committed left in localStorage.
      for (const r of await takeRescued()) queue.add(r);
      await queue.flush();
    },
  });

  const queue = createWriteQueue(
    () => keeper.current(),
    (written, size) => {
      if (!keeper.persistent()) return; // memory: page hide still sends and rescues them
      recent.stored(written);
      saveSequence();
      // The page lived on after a hide: once everything it rescued is stored, the copy goes.
      if (rescued && !recent.unstoredCount()) {
        rescued = false;
        saveRescue(pageKey, []);
      }
      // The store's exact size after the write (other tabs' writes included) when it counts
      // it: the cap holds across tabs; else this tab's own estimate.
      estimate = size ?? estimate + written.length;
      const store = keeper.current();
      if (store) trim(store);
    },
    (error, records, dropped) => keeper.fail(error, records, dropped),
  );
  const uploader = createUploader({
    store: () => keeper.current() ?? null,
    send: sendBatch,
    lock: createUploadLock(clock, pageKey),
    creator: currentCreator,
    dest: currentDest,
    clientInfo: clientNames,
    backoff,
    now: () => clock.now(),
    persist: async () => {
      await keeper.open();
      await queue.flush();
    },
    onSending: (ids) => board.sending(ids),
    onAcknowledged: (ids) => {
      recent.remove(ids);
      board.acked(ids);
    },
  });
  // A store call that fails inside an upload: degrade to memory, never stop.
  const upload = (flush: Parameters<typeof uploader.flush>[0]) =>
    uploader.flush(flush).catch((error: unknown) => {
      keeper.fail(error);
      return 0;
    });

  /**
   * Page hide: send this page's unacknowledged records from memory now, synchronously, with
   * `keepalive` (the request outlives the page) — only those captured for the destination in
   * force and that no upload of the origin has in flight. If the page lives on and the answer
   * comes, the records leave the store too.
   */
  const sendFromMemory = (): boolean => {
    const current = currentCreator();
    if (!current || backoff.wait(clock.now()) > 0) return false;
    const dest = currentDest();
    const busy = board.busy();
    const groups = new Map<string, ErrorRecord[]>();
    // One keepalive budget (64 KB) for all bodies; each body has its envelope.
    const picked = recent.pick(
      LIMITS.hideBytes - 2 * ENVELOPE_RESERVE,
      (r) => !busy.has(r.id) && (!r.dest || r.dest === dest),
    );
    for (const r of picked) {
      const owner = r.creator || current;
      const list = groups.get(owner) ?? [];
      list.push(r);
      groups.set(owner, list);
    }
    if (!groups.size) return false;
    for (const [creator, records] of groups) {
      const ids = records.map((r) => r.id);
      const body: UploadBody = { dtos: records.map(toDto), creator, ...clientNames(), dropped: 0 };
      sendBatch(JSON.stringify(body), true)
        .then(async (answer) => {
          if (answer.code !== 200) return;
          recent.remove(ids);
          board.acked(ids);
          await keeper.current()?.remove(ids, 0);
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
      rec.dest = currentDest();
      recent.add(rec);
      queue.add(rec);
    },
    async flush() {
      if (isErrorReportingStopped()) return 0;
      return upload({ wait: true, explicit: true });
    },
    start() {
      if (isErrorReportingStopped()) {
        disabled = true;
        return () => {};
      }
      // What pages that went away (or a stopped monitor of this page) left in localStorage is
      // read back whatever store works: when IndexedDB opens, onOpened moves it there; when it
      // does not (private mode), it joins this page's memory — and this page's hide rescues it
      // again under one key, so nothing is lost and keys do not pile up.
      void keeper.open().then(async () => {
        if (disabled || keeper.persistent()) return;
        for (const r of await takeRescued()) {
          recent.add(r);
          queue.add(r);
        }
      });
      const tick = () => {
        if (isErrorReportingStopped()) disabled = true;
        if (!disabled) void upload({ wait: false });
      };
      const first = clock.setTimeout(tick, TIMING.firstUpload);
      const timer = clock.setInterval(tick, TIMING.uploadInterval);
      // Back online: a wait caused by the network ends, and the upload goes now.
      const onOnline = () => {
        backoff.online();
        tick();
      };
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
          saveSequence();
          // Records whose store write has not committed would die with the page: keep a copy
          // in localStorage (synchronous, survives the unload) for the next page.
          if (recent.unstoredCount()) rescued = saveRescue(pageKey, recent.unstored());
          // What this page captured goes from memory; if there is none, one stored batch
          // (a hidden tab that lives on completes it; an unloading page may not).
          if (!sendFromMemory()) void upload({ wait: false, keepalive: true });
        } catch {
          // never throw into the page
        }
      };
      const offs = [board.listen((ids) => recent.remove(ids))];
      if (typeof window !== 'undefined' && typeof document !== 'undefined') {
        offs.push(
          listen(document, 'visibilitychange', onHide),
          listen(window, 'pagehide', onHide),
          listen(window, 'pageshow', onHide),
          listen(window, 'online', onOnline),
        );
      }
      return () => {
        clock.clearTimeout(first);
        clock.clearInterval(timer);
        for (const off of offs) off();
        disabled = true;
        // Records only this page's memory holds (IndexedDB failing) go to a rescue key, which
        // the next start — of this page or another — reads back: a stop never loses them.
        if (!keeper.persistent() && recent.unstoredCount()) saveRescue(pageKey, recent.unstored());
        // Records captured just before the stop are still written, then the store closes.
        void keeper
          .open()
          .then(() => queue.flush())
          .then(() => keeper.close());
      };
    },
  };
}
