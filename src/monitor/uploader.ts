// Moves stored records to the server, reading its refusals (docs/monitor.md#refusals):
// 2xx with `{code:200}` deletes the batch; 413 halves the batch size down to one record, then
// drops and counts that record; 400/422 bisects the batch to find the bad records and drops and
// counts only them; another 4xx (not 408/429) drops and counts the batch; 408, 429, 5xx, a
// network failure or a 2xx without acknowledgement keep the records and back off (shared by the
// tabs, `Retry-After` honoured). A stored record that cannot become JSON is dropped and counted.
// Everything runs under the upload lock (a store of this page only needs none); the store is
// trimmed to its cap there, so a record in flight is never evicted.

import type { Backoff } from './backoff';
import { byteLength, toDto } from './batch';
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

/** What the server answered: the status, the body's `code` and `Retry-After` in ms. */
export interface SendAnswer {
  status: number;
  code?: number | undefined;
  retryAfterMs?: number | undefined;
}

export interface UploaderDeps {
  store: () => ErrorStore | null;
  /** Sends one body (an {@link UploadBody} as JSON); resolves to the answer; rejects when the network failed. */
  send: (json: string, keepalive: boolean) => Promise<SendAnswer>;
  lock: UploadLock;
  /** The current user's employee id, or null when no user with an id exists. */
  creator: () => string | null;
  /** The destination uploads go to now; records captured for another are left alone. */
  dest?: () => string;
  clientInfo: () => { clientInfo: string; browserInfo: string };
  /** Persists records still waiting in memory, so nothing is sent before it is stored. */
  persist: () => Promise<void>;
  /** Called with the ids of every acknowledged batch. */
  onAcknowledged?: (ids: string[]) => void;
  /** Called with the ids a request carries just before it goes, and with [] once it ends. */
  onSending?: (ids: string[]) => void;
  /** The shared wait after failures; none when absent. */
  backoff?: Backoff;
  /** Wall-clock ms (for the backoff). */
  now?: () => number;
  /** Most requests per flush, so one flush cannot run forever. */
  maxBatches?: number;
  /** The store's cap (default {@link LIMITS.maxRecords}). */
  max?: number;
}

export interface FlushOptions {
  /** Wait for another tab's upload instead of skipping. */
  wait?: boolean;
  keepalive?: boolean;
  /** A flushErrors() call: waits only for a window the server named (`Retry-After`). */
  explicit?: boolean;
}

export interface Uploader {
  /**
   * Trims the store to its cap, then uploads batches until the store is empty, a request
   * fails or the backoff says wait; resolves to the number of records acknowledged.
   */
  flush(options?: FlushOptions): Promise<number>;
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

/** A record's dto as JSON, or null when it cannot become JSON (a BigInt, a cycle). */
function encode(record: ErrorRecord): string | null {
  try {
    const json = JSON.stringify(toDto(record));
    return typeof json === 'string' ? json : null;
  } catch {
    return null;
  }
}

type Outcome = { acked: number; stop: boolean };

/** Creates the uploader; one flush at a time per page, one upload at a time per origin. */
export function createUploader(deps: UploaderDeps): Uploader {
  let running: Promise<number> | null = null;
  const max = deps.max ?? LIMITS.maxRecords;
  const now = deps.now ?? Date.now;
  // 413 halves this; it stays small for the page's life (the gateway's limit does not change).
  let batchLimit: number = LIMITS.batchCount;
  // The size of the last batch acknowledged: where the limit returns after a record alone too big.
  let goodLimit = 0;

  const post = async (
    list: Array<{ record: ErrorRecord; json: string }>,
    creator: string,
    dropped: number,
    keepalive: boolean,
  ): Promise<SendAnswer | null> => {
    const info = deps.clientInfo();
    const json = `{"dtos":[${list.map((e) => e.json).join(',')}],"creator":${JSON.stringify(creator)},"clientInfo":${JSON.stringify(info.clientInfo)},"browserInfo":${JSON.stringify(info.browserInfo)},"dropped":${dropped}}`;
    deps.onSending?.(list.map((e) => e.record.id));
    try {
      return await deps.send(json, keepalive);
    } catch {
      return null;
    } finally {
      deps.onSending?.([]);
    }
  };

  /** Sends `list`, reading the refusal; bisects on 400/422. */
  const deliver = async (
    store: ErrorStore,
    list: Array<{ record: ErrorRecord; json: string }>,
    creator: string,
    keepalive: boolean,
    held: () => boolean,
  ): Promise<Outcome> => {
    if (!held()) return { acked: 0, stop: true };
    const dropped = await store.dropped();
    const answer = await post(list, creator, dropped, keepalive);
    const ids = list.map((e) => e.record.id);
    const status = answer?.status ?? 0;
    if (answer && status >= 200 && status < 300 && answer.code === 200) {
      await store.remove(ids, -dropped);
      deps.backoff?.succeed();
      goodLimit = Math.max(goodLimit, list.length);
      deps.onAcknowledged?.(ids);
      return { acked: list.length, stop: false };
    }
    if (status === 413 && list.length > 1) {
      batchLimit = Math.max(1, Math.floor(list.length / 2));
      return { acked: 0, stop: false };
    }
    if (status === 400 || status === 422) {
      if (list.length === 1) {
        await store.remove(ids, 1);
        return { acked: 0, stop: false };
      }
      const half = Math.ceil(list.length / 2);
      const left = await deliver(store, list.slice(0, half), creator, keepalive, held);
      if (left.stop) return left;
      const right = await deliver(store, list.slice(half), creator, keepalive, held);
      return { acked: left.acked + right.acked, stop: right.stop };
    }
    if (status === 413) batchLimit = Math.max(1, goodLimit);
    if (status === 413 || (status >= 400 && status < 500 && status !== 408 && status !== 429)) {
      // Refused for good: drop and count, so it never blocks the queue.
      await store.remove(ids, list.length);
      return { acked: 0, stop: false };
    }
    deps.backoff?.fail(now(), answer?.retryAfterMs, !answer);
    return { acked: 0, stop: true };
  };

  /** One batch: what was acknowledged, and whether the flush stops; null when nothing waits. */
  const sendBatch = async (
    store: ErrorStore,
    current: string,
    keepalive: boolean,
    held: () => boolean,
  ): Promise<Outcome | null> => {
    const dest = deps.dest?.();
    const records = await store.getBatch(
      batchLimit,
      dest === undefined ? undefined : (r) => !r.dest || r.dest === dest,
    );
    if (!records.length) return null;
    const { creator, run } = sameOwner(records, current);
    const list: Array<{ record: ErrorRecord; json: string }> = [];
    const bad: string[] = [];
    let size = ENVELOPE_RESERVE + 2;
    for (const record of run) {
      const json = encode(record);
      if (json === null) {
        bad.push(record.id);
        continue;
      }
      const len = byteLength(json) + 1;
      if (size + len > LIMITS.batchBytes) {
        // Too big to ever be sent (a record from an older version or a tampered store).
        if (!list.length && !bad.length) bad.push(record.id);
        break;
      }
      size += len;
      list.push({ record, json });
    }
    if (bad.length) {
      // Records that cannot be sent are dropped and counted; the good ones go next time round.
      await store.remove(bad, bad.length);
      return { acked: 0, stop: false };
    }
    return deliver(store, list, creator, keepalive, held);
  };

  const run = async (options: FlushOptions): Promise<number> => {
    const keepalive = options.keepalive ?? false;
    await deps.persist();
    const store = deps.store();
    if (!store) return 0;
    const waiting = () => (deps.backoff?.wait(now(), options.explicit) ?? 0) > 0;
    if (waiting()) return 0;
    const work = async (held: () => boolean) => {
      await store.trim(max);
      const current = deps.creator();
      if (!current) return 0;
      let total = 0;
      const batches = deps.maxBatches ?? 20;
      // Refusals that drop or shrink do not count as batches, within a bound.
      for (let i = 0, requests = 0; i < batches && requests < 4 * batches; requests++) {
        if (!held() || waiting()) break;
        const out = await sendBatch(store, current, keepalive, held);
        if (!out) break;
        total += out.acked;
        if (out.stop) break;
        if (out.acked) i++;
        // A keepalive request shares one 64 KB budget: one batch is all it may carry.
        if (keepalive) break;
      }
      return total;
    };
    if (store.shared === false) return work(() => true);
    return (await deps.lock(work, options.wait ?? true)) ?? 0;
  };

  return {
    async flush(options = {}) {
      if (running) {
        if (!(options.wait ?? true)) return 0;
        await running.catch(() => 0);
      }
      const current = run(options);
      running = current;
      try {
        return await current;
      } finally {
        if (running === current) running = null;
      }
    },
  };
}
