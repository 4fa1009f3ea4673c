// This page's records not yet acknowledged: what page hide sends from memory
// (docs/monitor.md#page-hide).
import { byteLength, toDto } from './batch';
import { LIMITS } from './constants';
import { textLength } from './record';
import type { ErrorRecord } from './types';

/** Exact bytes of a record as sent (JSON of its dto, UTF-8), plus its comma. */
function sentBytes(record: ErrorRecord): number {
  return byteLength(JSON.stringify(toDto(record))) + 1;
}

/**
 * A cheap upper estimate of {@link sentBytes} with no JSON: what capture pays per record. Exact
 * sizes are computed only at page hide, for the records a send picks.
 */
function estimateBytes(record: ErrorRecord): number {
  return 200 + textLength(record);
}

/**
 * This page's records not yet acknowledged: what page hide sends from memory. Records not yet
 * committed to the store are always kept (they exist nowhere else); stored ones are kept newest
 * first within about `maxBytes` (the ones that fall out still go with a later upload).
 */
export function createRecent(maxBytes: number) {
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
    /**
     * Up to `budget` bytes of the records `accept` takes: records not yet stored first (oldest
     * first), then the newest stored.
     */
    pick(budget: number, accept: (record: ErrorRecord) => boolean): ErrorRecord[] {
      const all = [...records.values()].filter((e) => accept(e.record));
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
