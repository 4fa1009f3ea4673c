// An in-memory ErrorStore with the same contract as the IndexedDB one (unit tests, fallbacks).
import type { ErrorRecord, ErrorStore } from '../../../src/monitor';

/** Creates an in-memory store (trimmed by the uploader like the IndexedDB one). */
export function createMemoryStore(): ErrorStore & { records: Map<string, ErrorRecord> } {
  const records = new Map<string, ErrorRecord>();
  let dropped = 0;
  const sortedKeys = () => [...records.keys()].sort();
  return {
    records,
    async put(list, n = 0) {
      for (const r of list) records.set(r.id, structuredClone(r));
      dropped = Math.max(0, dropped + n);
    },
    async trim(max) {
      const excess = records.size - Math.max(0, max);
      if (excess > 0) {
        for (const key of sortedKeys().slice(0, excess)) records.delete(key);
        dropped += excess;
      }
      return records.size;
    },
    async getBatch(limit) {
      return sortedKeys()
        .slice(0, limit)
        .map((k) => structuredClone(records.get(k) as ErrorRecord));
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
