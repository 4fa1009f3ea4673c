// The default ErrorStore: IndexedDB `WeappErrorMonitor` v1, store `errorList`, key `id`.
//
// Record ids sort by creation order (see makeId), so key order is age order. The drop counter
// lives in the same store under the key `~dropped` ('~' sorts after every record id), so it is
// changed in the same transaction as the records it counts: exact across tabs, with no
// localStorage read-modify-write race.
import { type IDBPDatabase, openDB, unwrap } from 'idb';
import { settleWithin, timeLimit } from '../env/time-limit';
import { DB_NAME, DB_STORE, DB_VERSION, LIMITS } from './constants';
import type { ErrorRecord, ErrorStore } from './types';

/** Key of the drop counter inside `errorList`. */
export const DROPPED_KEY = '~dropped';

/** Error raised when IndexedDB cannot be used (or is too slow); the monitor then keeps records in memory (docs/monitor.md#when-storage-fails). */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
}

/** Every record key: below the counter's key. */
function recordRange(): IDBKeyRange {
  return IDBKeyRange.upperBound(DROPPED_KEY, true);
}

/** Adds `delta` to the counter inside an open readwrite transaction (no await between get and put). */
function addToCounter(store: IDBObjectStore, delta: number): void {
  if (!delta) return;
  const req = store.get(DROPPED_KEY);
  req.onsuccess = () => {
    const n = Number((req.result as { n?: unknown } | undefined)?.n) || 0;
    store.put({ id: DROPPED_KEY, n: Math.max(0, n + delta) });
  };
}

/** Commits a transaction at once where the browser can (IDBTransaction.commit, Chromium 76+). */
function commit(tx: IDBTransaction): void {
  try {
    if (typeof tx.commit === 'function') tx.commit();
  } catch {
    // already committing: it auto-commits
  }
}

/**
 * `promise`, or a StoreUnavailableError once {@link LIMITS.storeWaitMs} pass: no storage wait is
 * unbounded (a blocked open, a transaction stuck behind another tab's). The limit is the SDK's
 * one time-limit primitive (env/time-limit.ts); `late` receives a value that came too late.
 */
export function withTimeout<T>(promise: Promise<T>, what: string, late?: (value: T) => void): Promise<T> {
  const limit = timeLimit(
    LIMITS.storeWaitMs,
    undefined,
    () => new StoreUnavailableError(`${what} took longer than ${LIMITS.storeWaitMs} ms`),
  );
  if (late) promise.then((value) => limit.signal.aborted && late(value), noop);
  return settleWithin(promise, limit.signal).then(
    (value) => {
      limit.done();
      return value;
    },
    (error: unknown) => {
      limit.done();
      throw error instanceof StoreUnavailableError
        ? error
        : new StoreUnavailableError(what, { cause: error });
    },
  );
}

const noop = () => {};

/**
 * Opens the IndexedDB store within {@link LIMITS.storeWaitMs}; rejects with StoreUnavailableError
 * when IndexedDB is absent, fails, is blocked or too slow. `onLost` is called once when the open
 * connection goes away: another tab deletes or upgrades the database (`versionchange`: the
 * connection closes at once so theirs proceeds) or the browser closes it.
 */
export async function openIdbStore(onLost: () => void = () => {}): Promise<ErrorStore> {
  if (typeof indexedDB === 'undefined' || !indexedDB) {
    throw new StoreUnavailableError('IndexedDB is not available');
  }
  let lost = false;
  const lose = () => {
    if (lost) return;
    lost = true;
    try {
      db.close();
    } catch {
      // already closed
    }
    onLost();
  };
  const db: IDBPDatabase = await withTimeout(
    openDB(DB_NAME, DB_VERSION, {
      upgrade(database) {
        if (!database.objectStoreNames.contains(DB_STORE)) {
          database.createObjectStore(DB_STORE, { keyPath: 'id' });
        }
      },
      blocking: lose,
      terminated: lose,
    }),
    `opening IndexedDB ${DB_NAME}`,
    (late) => late.close(),
  );
  const guard = <T>(what: string, run: () => Promise<T>): Promise<T> => {
    if (lost) return Promise.reject(new StoreUnavailableError(`IndexedDB ${DB_NAME} was closed`));
    let started: Promise<T>;
    try {
      started = run();
    } catch (error) {
      return Promise.reject(new StoreUnavailableError(what, { cause: error }));
    }
    return withTimeout(started, what);
  };
  const store: ErrorStore = {
    put: (records, dropped = 0) =>
      guard('writing records', async () => {
        // One transaction, plain requests (no promise per record), no reads: as cheap on a full
        // store as on an empty one. Trimming is the uploader's, under the lock. `commit()` sends
        // the commit with the requests, so the write does not wait for a round trip per request
        // (what lets a write started just before an unload finish).
        const tx = db.transaction(DB_STORE, 'readwrite', { durability: 'relaxed' });
        const raw = unwrap(tx.store);
        for (const r of records) raw.put(r);
        addToCounter(raw, dropped);
        // The size after the write, every tab's records included (one request per write).
        const size = raw.count(recordRange());
        // The counter's put waits for its get: a transaction that changes it cannot commit early.
        if (!dropped) commit(raw.transaction);
        await tx.done;
        return size.result;
      }),
    trim: (max, skip = 0) =>
      guard('trimming', async () => {
        // Count, find the newest key to drop with one cursor step, and delete the whole range
        // with one request: a full store costs three requests, not one per dropped record.
        const tx = db.transaction(DB_STORE, 'readwrite');
        const raw = unwrap(tx.store);
        const total = await tx.store.count(recordRange());
        const excess = Math.min(total - Math.max(0, max), total - skip);
        if (excess > 0) {
          // The first key to drop (after `skip`) and the last, with two cursor steps.
          const bounds = await new Promise<[IDBValidKey, IDBValidKey] | undefined>((resolve, reject) => {
            const req = raw.openKeyCursor(recordRange());
            let first: IDBValidKey = '';
            let step = skip > 0 ? 0 : 1; // 0: skipping the kept ones, 1: at the first to drop, 2: at the last
            req.onerror = () => reject(req.error);
            req.onsuccess = () => {
              const cursor = req.result;
              if (!cursor) return resolve(undefined);
              if (step === 0) {
                step = 1;
                cursor.advance(skip);
                return;
              }
              if (step === 1) {
                first = cursor.key;
                step = 2;
                if (excess === 1) return resolve([first, first]);
                cursor.advance(excess - 1);
                return;
              }
              resolve([first, cursor.key]);
            };
          });
          if (bounds) {
            raw.delete(IDBKeyRange.bound(bounds[0], bounds[1]));
            addToCounter(raw, excess);
          }
        }
        await tx.done;
        return Math.max(0, total - Math.max(0, excess));
      }),
    getBatch: (limit, accept) =>
      guard('reading records', async () => {
        // The records `accept` takes (all without one), oldest first, looking at no more than the
        // store can hold.
        const out: ErrorRecord[] = [];
        let looked = 0;
        let cursor = await db.transaction(DB_STORE).store.openCursor(recordRange());
        while (cursor && out.length < limit && looked++ < LIMITS.maxRecords + 2 * LIMITS.trimSlack) {
          const r = cursor.value as ErrorRecord;
          if (!accept || accept(r)) out.push(r);
          cursor = await cursor.continue();
        }
        return out;
      }),
    remove: (ids, dropped) =>
      guard('removing records', async () => {
        if (!ids.length && !dropped) return;
        const tx = db.transaction(DB_STORE, 'readwrite');
        const raw = unwrap(tx.store);
        for (const id of ids) raw.delete(id);
        addToCounter(raw, dropped);
        await tx.done;
      }),
    dropped: () =>
      guard('reading the drop count', async () => {
        const row = (await db.get(DB_STORE, DROPPED_KEY)) as { n?: unknown } | undefined;
        const n = Number(row?.n);
        return Number.isFinite(n) && n > 0 ? n : 0;
      }),
    count: () => guard('counting', () => db.count(DB_STORE, recordRange())),
    close: () => {
      lost = true;
      db.close();
    },
  };
  return store;
}
