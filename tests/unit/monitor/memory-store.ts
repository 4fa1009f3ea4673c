// An in-memory ErrorStore with the same contract as the IndexedDB one (unit tests, fallbacks).
import { LIMITS } from '../../../src/monitor/constants';
import type { ErrorRecord, ErrorStore } from '../../../src/monitor/types';

/** Creates an in-memory store holding at most `max` records (oldest dropped first). */
export function createMemoryStore(
  max: number = LIMITS.maxRecords,
): ErrorStore & { records: Map<string, ErrorRecord> } {
  const records = new Map<string, ErrorRecord>();
  const sortedKeys = () => [...records.keys()].sort();
  return {
    records,
    async put(list) {
      for (const r of list) records.set(r.id, structuredClone(r));
      const excess = records.size - max;
      if (excess <= 0) return 0;
      for (const key of sortedKeys().slice(0, excess)) records.delete(key);
      return excess;
    },
    async getBatch(limit) {
      return sortedKeys()
        .slice(0, limit)
        .map((k) => structuredClone(records.get(k) as ErrorRecord));
    },
    async delete(ids) {
      for (const id of ids) records.delete(id);
    },
    async count() {
      return records.size;
    },
    close() {},
  };
}
