// Captured records are written to the store in small groups, one transaction per group, so a
// burst of errors costs the page one IndexedDB write instead of one per error.
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
 * `store()` may be null while the store is opening (records wait) or after it failed (records
 * are discarded). `onDropped` receives how many old records the full store dropped;
 * `onFailure` is called when a write fails.
 */
export function createWriteQueue(
  store: () => ErrorStore | null | undefined,
  onDropped: (n: number) => void,
  onFailure: (error: unknown) => void,
  max: number = LIMITS.maxRecords,
): WriteQueue {
  let queue: ErrorRecord[] = [];
  let writing: Promise<void> = Promise.resolve();
  let scheduled = false;

  const writeNow = (): Promise<void> => {
    scheduled = false;
    const s = store();
    if (s === undefined || !queue.length) return writing;
    let group = queue;
    queue = [];
    if (s === null) return writing; // store failed: error reporting is off
    // A burst larger than the store would only be written to be dropped: drop its oldest now.
    if (group.length > max) {
      onDropped(group.length - max);
      group = group.slice(-max);
    }
    writing = writing.then(async () => {
      try {
        const dropped = await s.put(group);
        if (dropped) onDropped(dropped);
      } catch (error) {
        onFailure(error);
      }
    });
    return writing;
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
