// Captured records are written to the store in groups: everything captured before the next
// microtask checkpoint goes in one transaction, started at that checkpoint — while fewer than
// two writes are in flight; beyond that, records wait for one to commit and go together, so a
// burst of uncaught errors (one task each) becomes a few transactions, not one per record, and
// no write waits behind hundreds of others (each has a time limit). While the store is opening,
// records wait here — at most the store's cap; older ones beyond it are dropped and counted.
import { LIMITS } from './constants';
import type { ErrorRecord, ErrorStore } from './types';

export interface WriteQueue {
  add(record: ErrorRecord): void;
  /** Resolves once every record added so far is stored (or its write failed). */
  flush(): Promise<void>;
}

/**
 * `store()` may be undefined while the store is opening (records wait, bounded by `max`).
 * `onWritten` receives the records of each committed write (and the store's size after it, when
 * the store counts it); `onFailure` receives a failed
 * write's error, its records and drop count, so the caller can keep them elsewhere.
 */
export function createWriteQueue(
  store: () => ErrorStore | null | undefined,
  onWritten: (records: ErrorRecord[], size?: number) => void,
  onFailure: (error: unknown, records: ErrorRecord[], dropped: number) => void,
  max: number = LIMITS.maxRecords,
): WriteQueue {
  let queue: ErrorRecord[] = [];
  let dropped = 0;
  const inFlight = new Set<Promise<void>>();
  let scheduled = false;

  const settled = () => Promise.all([...inFlight]).then(() => undefined);

  const writeNow = (): Promise<void> => {
    scheduled = false;
    const s = store();
    if (!s || (!queue.length && !dropped) || inFlight.size >= 2) return settled();
    let group = queue;
    queue = [];
    // A burst larger than the store would only be written to be dropped: count its oldest now.
    let n = dropped;
    dropped = 0;
    if (group.length > max) {
      n += group.length - max;
      group = group.slice(-max);
    }
    const write = s.put(group, n).then(
      (size) => onWritten(group, typeof size === 'number' ? size : undefined),
      (error: unknown) => onFailure(error, group, n),
    );
    inFlight.add(write);
    void write.finally(() => {
      inFlight.delete(write);
      if (queue.length || dropped) writeNow();
    });
    return settled();
  };

  return {
    add(record) {
      queue.push(record);
      // Waiting for a store that is slow to open: keep the newest `max`, count the rest.
      if (queue.length > 2 * max) {
        dropped += queue.length - max;
        queue = queue.slice(-max);
      }
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(() => void writeNow());
      }
    },
    async flush() {
      // Until nothing waits: records held back behind the writes in flight go after them.
      for (let round = 0; round < 20; round++) {
        await writeNow();
        if (!queue.length || !store()) return;
      }
    },
  };
}
