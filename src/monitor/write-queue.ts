// Captured records are written to the store in groups: everything captured before the next
// microtask checkpoint goes in one IndexedDB transaction, started at that checkpoint. Transactions are not chained one
// after another (IndexedDB orders them itself), so a record waits in memory only until its own
// transaction commits.
import { LIMITS } from './constants';
import type { ErrorRecord, ErrorStore } from './types';

export interface WriteQueue {
  add(record: ErrorRecord): void;
  /** Resolves once every record added so far is stored (or the store failed). */
  flush(): Promise<void>;
  /** Records added but not yet handed to the store. */
  pending(): number;
}

/**
 * `store()` may be undefined while the store is opening (records wait) or null after it failed
 * (records are discarded). `onWritten` receives the records of each committed write;
 * `onFailure` is called when a write fails.
 */
export function createWriteQueue(
  store: () => ErrorStore | null | undefined,
  onWritten: (records: ErrorRecord[]) => void,
  onFailure: (error: unknown) => void,
  max: number = LIMITS.maxRecords,
): WriteQueue {
  let queue: ErrorRecord[] = [];
  const inFlight = new Set<Promise<void>>();
  let scheduled = false;

  const settled = () => Promise.all([...inFlight]).then(() => undefined);

  const writeNow = (): Promise<void> => {
    scheduled = false;
    const s = store();
    if (s === undefined || !queue.length) return settled();
    let group = queue;
    queue = [];
    if (s === null) return settled(); // store failed: error reporting is off
    // A burst larger than the store would only be written to be dropped: count its oldest now.
    let dropped = 0;
    if (group.length > max) {
      dropped = group.length - max;
      group = group.slice(-max);
    }
    const write = s.put(group, dropped).then(
      () => onWritten(group),
      (error: unknown) => onFailure(error),
    );
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
    return settled();
  };

  return {
    add(record) {
      queue.push(record);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(() => void writeNow());
      }
    },
    flush: () => writeNow(),
    pending: () => queue.length,
  };
}
