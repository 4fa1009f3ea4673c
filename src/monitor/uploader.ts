// Moves stored records to the server. A record leaves the store only when the server answered
// `{code:200}` for the batch that carried it; any other outcome keeps it for the next try.
// Everything runs under the upload lock: the store is trimmed to its cap there, so a record
// in flight is never evicted, and two tabs never send the same record at once.
import { fitBatch, toDto } from './batch';
import { LIMITS } from './constants';
import type { ErrorRecord, ErrorStore } from './types';
import type { UploadLock } from './upload-lock';

/** The body of `POST /api/tissot/frontErrorRecord`. */
export interface UploadBody {
  dtos: ErrorRecord[];
  creator: string;
  clientInfo: string;
  browserInfo: string;
  /** Records the full store dropped since the last acknowledged upload. */
  dropped: number;
}

export interface UploaderDeps {
  store: () => ErrorStore | null;
  /** Sends one batch; resolves to the response body's `code` (undefined when none). */
  send: (body: UploadBody, keepalive: boolean) => Promise<number | undefined>;
  lock: UploadLock;
  /** The current user's employee id, or null when no user with an id exists. */
  creator: () => string | null;
  clientInfo: () => { clientInfo: string; browserInfo: string };
  /** Persists records still waiting in memory, so nothing is sent before it is stored. */
  persist: () => Promise<void>;
  /** Called with the ids of every acknowledged batch. */
  onAcknowledged?: (ids: string[]) => void;
  /** Most batches per flush, so one flush cannot run forever. */
  maxBatches?: number;
  /** The store's cap (default {@link LIMITS.maxRecords}). */
  max?: number;
}

export interface Uploader {
  /**
   * Trims the store to its cap, then uploads batches until the store is empty or a batch
   * fails; resolves to the number of records acknowledged. `wait` waits for another tab's
   * upload instead of skipping; `trimOnly` trims and sends nothing.
   */
  flush(options?: { wait?: boolean; keepalive?: boolean; trimOnly?: boolean }): Promise<number>;
}

/** Room for the envelope (`creator`, `clientInfo`, `browserInfo`, `dropped`). */
export const ENVELOPE_RESERVE = 2_000;

/** The records of `records` (oldest first) that go in one body: the leading run of one owner. */
export function sameOwner(records: ErrorRecord[], fallback: string): { creator: string; run: ErrorRecord[] } {
  const ownerOf = (r: ErrorRecord) => r.creator || fallback;
  const creator = records[0] ? ownerOf(records[0]) : fallback;
  const run: ErrorRecord[] = [];
  for (const r of records) {
    if (ownerOf(r) !== creator) break;
    run.push(r);
  }
  return { creator, run };
}

/** Creates the uploader; one flush at a time per page, one upload at a time per origin. */
export function createUploader(deps: UploaderDeps): Uploader {
  let running: Promise<number> | null = null;
  const max = deps.max ?? LIMITS.maxRecords;

  /** One batch: >0 acknowledged, 0 nothing to send, -1 failed (stop this flush), 'skip' one record dropped. */
  const sendBatch = async (
    store: ErrorStore,
    current: string,
    keepalive: boolean,
  ): Promise<number | 'skip'> => {
    const records = await store.getBatch(LIMITS.batchCount);
    if (!records.length) return 0;
    const { creator, run } = sameOwner(records, current);
    const batch = fitBatch(run, LIMITS.batchCount, LIMITS.batchBytes, ENVELOPE_RESERVE);
    if (!batch.length) {
      // Too big to ever be sent (a record from an older version or a tampered store): drop
      // and count it, so it never blocks the queue.
      await store.remove([(run[0] as ErrorRecord).id], 1);
      return 'skip';
    }
    const dropped = await store.dropped();
    const body: UploadBody = { dtos: batch.map(toDto), creator, ...deps.clientInfo(), dropped };
    let code: number | undefined;
    try {
      code = await deps.send(body, keepalive);
    } catch {
      return -1;
    }
    if (code !== 200) return -1;
    const ids = batch.map((r) => r.id);
    await store.remove(ids, -dropped);
    deps.onAcknowledged?.(ids);
    return batch.length;
  };

  const run = async (wait: boolean, keepalive: boolean, trimOnly: boolean): Promise<number> => {
    await deps.persist();
    const store = deps.store();
    if (!store) return 0;
    const done = await deps.lock(async () => {
      await store.trim(max);
      const current = deps.creator();
      if (trimOnly || !current) return 0;
      let total = 0;
      const batches = deps.maxBatches ?? 20;
      for (let i = 0; i < batches; i++) {
        const n = await sendBatch(store, current, keepalive);
        if (n === 'skip') continue;
        if (n <= 0) break;
        total += n;
        // A keepalive request shares one 64 KB budget: one batch is all it may carry.
        if (keepalive) break;
      }
      return total;
    }, wait);
    return done ?? 0;
  };

  return {
    async flush(options = {}) {
      const wait = options.wait ?? true;
      const keepalive = options.keepalive ?? false;
      if (running) {
        if (!wait) return 0;
        await running.catch(() => 0);
      }
      const current = run(wait, keepalive, options.trimOnly ?? false);
      running = current;
      try {
        return await current;
      } finally {
        if (running === current) running = null;
      }
    },
  };
}
