// The store of last resort: this page's memory, used while IndexedDB is missing, failing, full,
// deleted or blocked (docs/monitor.md#when-storage-fails). Same contract and same cap as the
// IndexedDB store; what it drops is counted. It belongs to one page, so it needs no upload lock.
// Loaded the first time IndexedDB fails (store-keeper.ts); it imports no code.
import type { ErrorRecord, ErrorStore } from './types';

/** An in-memory ErrorStore holding at most `max` records (the oldest go first, counted). */
export function createMemoryStore(max: number): ErrorStore & { readonly size: number } {
  const records = new Map<string, ErrorRecord>();
  let dropped = 0;
  const keys = () => [...records.keys()].sort();
  const trim = (limit: number, skip = 0): number => {
    const excess = records.size - Math.max(0, limit);
    if (excess > 0) {
      for (const k of keys().slice(skip, skip + excess)) records.delete(k);
      dropped += excess;
    }
    return records.size;
  };
  return {
    shared: false,
    get size() {
      return records.size;
    },
    async put(list, n = 0) {
      for (const r of list) records.set(r.id, r);
      dropped = Math.max(0, dropped + n);
      trim(max);
    },
    async trim(limit, skip) {
      return trim(limit, skip);
    },
    async getBatch(limit, accept) {
      const out: ErrorRecord[] = [];
      for (const k of keys()) {
        if (out.length >= limit) break;
        const r = records.get(k) as ErrorRecord;
        if (!accept || accept(r)) out.push(r);
      }
      return out;
    },
    async remove(ids, n) {
      for (const id of ids) records.delete(id);
      dropped = Math.max(0, dropped + n);
    },
    async dropped() {
      return dropped;
    },
    async count() {
      return records.size;
    },
    close() {},
  };
}
