// Error reporting: capture → IndexedDB (always first) → upload every 10 s, on flush and on page
// hide, only for a current user. If the store cannot be opened or written, reporting stops
// and the rest of the SDK carries on.

import { detectCurrent } from '../env/device';
import { $user } from '../env/store';
import { ENDPOINTS, TIMING } from './constants';
import { monitorUrl, postJson } from './http';
import { openIdbStore } from './idb-store';
import { makeRecord, type RecordInput } from './record';
import { addDropped, droppedCount, isErrorReportingStopped } from './storage';
import type { Clock, ErrorStore } from './types';
import { createUploadLock, type UploadLock } from './upload-lock';
import { createUploader, type UploaderDeps } from './uploader';
import { createWriteQueue } from './write-queue';

export interface ErrorReporterOptions {
  clock: Clock;
  /** Opens the store; IndexedDB by default. */
  openStore?: () => Promise<ErrorStore>;
  lock?: UploadLock;
  send?: UploaderDeps['send'];
}

export interface ErrorReporter {
  /** Builds, stamps and queues a record for the store (no-op when reporting is off). */
  record(input: RecordInput): void;
  /** Uploads now (waiting for another tab's upload); resolves to the records acknowledged. */
  flush(): Promise<number>;
  /** Opens the store and starts the timer and page-hide listeners; returns the uninstall. */
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

/** The default sender: POST the batch and read `code` from the JSON answer. */
async function sendBatch(body: unknown, keepalive: boolean): Promise<number | undefined> {
  const res = await postJson(monitorUrl(ENDPOINTS.errors), body, keepalive);
  const code = (res.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : Number(code) || undefined;
}

/** Creates the error reporter (one per started monitor). */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { clock } = options;
  // undefined: opening; null: unavailable (reporting stopped).
  let store: ErrorStore | null | undefined;
  let opening: Promise<void> | null = null;
  let disabled = false;

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

  const queue = createWriteQueue(() => store, addDropped, fail);
  const client = () => {
    const info = detectCurrent();
    return {
      clientInfo: `${info.os.name} ${info.os.version}`.trim(),
      browserInfo: `${info.browser.name} ${info.browser.version}`.trim(),
    };
  };
  const uploader = createUploader({
    store: () => store ?? null,
    send: options.send ?? sendBatch,
    lock: options.lock ?? createUploadLock(clock, Math.random().toString(36).slice(2)),
    creator: () => {
      const u = $user.get();
      return u?.id ? u.employeeId || u.id : null;
    },
    clientInfo: client,
    dropped: { get: droppedCount, add: addDropped },
    persist: async () => {
      await opening;
      await queue.flush();
    },
  });

  const open = () => {
    opening ??= (options.openStore ?? (() => openIdbStore()))()
      .then((s) => {
        if (store === null) s.close();
        else store = s;
        return queue.flush();
      })
      .catch(fail);
    return opening;
  };

  return {
    record(input) {
      if (disabled) return;
      if (isErrorReportingStopped()) {
        disabled = true;
        return;
      }
      queue.add(makeRecord(input, clock.now(), pageUrl()));
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
      const timer = clock.setInterval(tick, TIMING.uploadInterval);
      // Page hide: records are already (being) persisted; one keepalive batch within budget.
      // A hidden tab (switched away, app backgrounded) completes this. A page being unloaded
      // stops running before IndexedDB answers, so nothing leaves then: the records stay stored
      // and go with the next page's upload, which keeps delivery exactly-once (a keepalive sent
      // from memory could not learn the answer and would be resent as a duplicate).
      const onHide = (event: Event) => {
        try {
          if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
          if (disabled) return;
          uploader.flush({ wait: false, keepalive: true }).catch(() => {});
        } catch {
          // never throw into the page
        }
      };
      const hasDom = typeof window !== 'undefined' && typeof document !== 'undefined';
      if (hasDom) {
        document.addEventListener('visibilitychange', onHide);
        window.addEventListener('pagehide', onHide);
      }
      return () => {
        clock.clearInterval(timer);
        if (hasDom) {
          document.removeEventListener('visibilitychange', onHide);
          window.removeEventListener('pagehide', onHide);
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
