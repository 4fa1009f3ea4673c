// The default ErrorStore: IndexedDB `WeappErrorMonitor` v1, store `errorList`, key `id`.
import { type IDBPDatabase, openDB, unwrap } from 'idb';
import { DB_NAME, DB_STORE, DB_VERSION, LIMITS } from './constants';
import type { ErrorRecord, ErrorStore } from './types';

/** Error raised when IndexedDB cannot be used; the monitor then stops error reporting. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Opens the IndexedDB store; rejects with StoreUnavailableError when IndexedDB is absent or fails. */
export async function openIdbStore(max: number = LIMITS.maxRecords): Promise<ErrorStore> {
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
    async put(records) {
      const tx = db.transaction(DB_STORE, 'readwrite');
      // Plain requests inside the wrapped transaction: no promise per record (tx.done reports errors).
      const raw = unwrap(tx.store);
      for (const r of records) raw.put(r);
      const total = await tx.store.count();
      const excess = total - max;
      if (excess > 0) {
        // Keys sort by creation time (see makeId), so the first keys are the oldest records.
        const keys = await tx.store.getAllKeys(null, excess);
        for (const k of keys) raw.delete(k);
      }
      await tx.done;
      return Math.max(0, excess);
    },
    async getBatch(limit) {
      return (await db.getAll(DB_STORE, null, limit)) as ErrorRecord[];
    },
    async delete(ids) {
      if (!ids.length) return;
      const tx = db.transaction(DB_STORE, 'readwrite');
      const raw = unwrap(tx.store);
      for (const id of ids) raw.delete(id);
      await tx.done;
    },
    count: () => db.count(DB_STORE),
    close: () => db.close(),
  };
}
