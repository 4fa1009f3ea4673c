// Moves stored records to the server. A record leaves the store only when the server answered
// `{code:200}` for the batch that carried it; any other outcome keeps it for the next try.
import { fitBatch } from './batch';
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
  dropped: { get(): number; add(delta: number): void };
  /** Persists records still waiting in memory, so nothing is sent before it is stored. */
  persist: () => Promise<void>;
  /** Most batches per flush, so one flush cannot run forever. */
  maxBatches?: number;
}

export interface Uploader {
  /**
   * Uploads batches until the store is empty or a batch fails; resolves to the number of
   * records acknowledged. `wait` waits for another tab's upload instead of skipping.
   */
  flush(options?: { wait?: boolean; keepalive?: boolean }): Promise<number>;
}

const ENVELOPE_RESERVE = 2_000;

/** Creates the uploader; one flush at a time per page, one upload at a time per origin. */
export function createUploader(deps: UploaderDeps): Uploader {
  let running: Promise<number> | null = null;

  const sendBatch = async (keepalive: boolean): Promise<number> => {
    const store = deps.store();
    const creator = deps.creator();
    if (!store || !creator) return -1;
    const records = await store.getBatch(LIMITS.batchCount);
    const batch = fitBatch(records, LIMITS.batchCount, LIMITS.batchBytes, ENVELOPE_RESERVE);
    if (!batch.length) return 0;
    const dropped = deps.dropped.get();
    const body: UploadBody = { dtos: batch, creator, ...deps.clientInfo(), dropped };
    let code: number | undefined;
    try {
      code = await deps.send(body, keepalive);
    } catch {
      return -1;
    }
    if (code !== 200) return -1;
    await store.delete(batch.map((r) => r.id));
    deps.dropped.add(-dropped);
    return batch.length;
  };

  const run = async (wait: boolean, keepalive: boolean): Promise<number> => {
    await deps.persist();
    if (!deps.store() || !deps.creator()) return 0;
    const done = await deps.lock(async () => {
      let total = 0;
      const max = deps.maxBatches ?? 20;
      for (let i = 0; i < max; i++) {
        const n = await sendBatch(keepalive);
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
      const current = run(wait, keepalive);
      running = current;
      try {
        return await current;
      } finally {
        if (running === current) running = null;
      }
    },
  };
}
