// The default ErrorStore: IndexedDB `WeappErrorMonitor` v1, store `errorList`, key `id`.
//
// Record ids sort by creation time (see makeId), so key order is age order. The drop counter
// lives in the same store under the key `~dropped` ('~' sorts after every record id), so it is
// changed in the same transaction as the records it counts: exact across tabs, with no
// localStorage read-modify-write race.
import { type IDBPDatabase, openDB, unwrap } from 'idb';
import { DB_NAME, DB_STORE, DB_VERSION } from './constants';
import type { ErrorRecord, ErrorStore } from './types';

/** Key of the drop counter inside `errorList`. */
export const DROPPED_KEY = '~dropped';

/** Error raised when IndexedDB cannot be used; the monitor then stops error reporting. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
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

/** Opens the IndexedDB store; rejects with StoreUnavailableError when IndexedDB is absent or fails. */
export async function openIdbStore(): Promise<ErrorStore> {
  if (typeof indexedDB === 'undefined' || !indexedDB) {
    throw new StoreUnavailableError('IndexedDB is not available');
  }
  let db: IDBPDatabase;
  try {
    db = await openDB(DB_NAME, DB_VERSION, {
      upgrade(database) {
        if (!database.objectStoreNames.contains(DB_STORE)) {
          database.createObjectStore(DB_STORE, { keyPath: 'id' });
        }
      },
    });
  } catch (cause) {
    throw new StoreUnavailableError(`cannot open IndexedDB ${DB_NAME}`, { cause });
  }
  return {
    async put(records, dropped = 0) {
      // One transaction, plain requests (no promise per record), no reads: as cheap on a full
      // store as on an empty one. Trimming is the uploader's, under the lock. `commit()` sends
      // the commit with the requests, so the write does not wait for a round trip per request
      // (what lets a write started just before an unload finish).
      const tx = db.transaction(DB_STORE, 'readwrite', { durability: 'relaxed' });
      const raw = unwrap(tx.store);
      for (const r of records) raw.put(r);
      addToCounter(raw, dropped);
      // The counter's put waits for its get: a transaction that changes it cannot commit early.
      if (!dropped) commit(raw.transaction);
      await tx.done;
    },
    async trim(max) {
      // Count, find the newest key to drop with one cursor step, and delete the whole range
      // with one request: a full store costs three requests, not one per dropped record.
      const tx = db.transaction(DB_STORE, 'readwrite');
      const raw = unwrap(tx.store);
      const total = await tx.store.count(recordRange());
      const excess = total - Math.max(0, max);
      if (excess > 0) {
        const last = await new Promise<IDBValidKey | undefined>((resolve, reject) => {
          const req = raw.openKeyCursor(recordRange());
          let advanced = excess === 1;
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const cursor = req.result;
            if (!cursor) return resolve(undefined);
            if (!advanced) {
              advanced = true;
              cursor.advance(excess - 1);
              return;
            }
            resolve(cursor.key);
          };
        });
        if (last !== undefined) {
          raw.delete(IDBKeyRange.upperBound(last));
          addToCounter(raw, excess);
        }
      }
      await tx.done;
      return Math.min(total, Math.max(0, max));
    },
    async getBatch(limit) {
      return (await db.getAll(DB_STORE, recordRange(), limit)) as ErrorRecord[];
    },
    async remove(ids, dropped) {
      if (!ids.length && !dropped) return;
      const tx = db.transaction(DB_STORE, 'readwrite');
      const raw = unwrap(tx.store);
      for (const id of ids) raw.delete(id);
      addToCounter(raw, dropped);
      await tx.done;
    },
    async dropped() {
      const row = (await db.get(DB_STORE, DROPPED_KEY)) as { n?: unknown } | undefined;
      const n = Number(row?.n);
      return Number.isFinite(n) && n > 0 ? n : 0;
    },
    count: () => db.count(DB_STORE, recordRange()),
    close: () => db.close(),
  };
}
