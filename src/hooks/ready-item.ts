// Readiness items (docs/suite-pages.md, docs/spec-coverage.md L188): named one-shot signals that something finished loading,
// e.g. readyItem('labels:hrm').promise. Get-or-create by key.

import { hooksState, type ReadyCallback, type ReadyItem, type ReadyStatus } from './state';

export type { ReadyCallback, ReadyItem, ReadyStatus } from './state';

const { items } = hooksState;

function safeCall(cb: ReadyCallback, error: unknown, data: unknown): void {
  try {
    cb(error, data);
  } catch (e) {
    console.error('[atrium] readyItem subscriber threw', e);
  }
}

function createItem(key: string): ReadyItem {
  let status: ReadyStatus = 'idle';
  let result: { error: unknown; data: unknown } | undefined;
  let waiting: ReadyCallback[] = [];
  let settle!: { resolve: (v: unknown) => void; reject: (e: unknown) => void };
  let promise!: Promise<unknown>;
  const fresh = () => {
    promise = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    // Marks the promise handled so nobody listening is not an "unhandled rejection"; callers
    // who chain on item.promise still see the rejection.
    promise.catch(() => undefined);
  };
  fresh();
  const finish = (next: 'succeeded' | 'failed', error: unknown, data: unknown) => {
    if (status === 'succeeded' || status === 'failed') return;
    status = next;
    result = { error, data };
    if (next === 'succeeded') settle.resolve(data);
    else settle.reject(error);
    const run = waiting;
    waiting = [];
    for (const cb of run) safeCall(cb, error, data);
  };
  return {
    key,
    get status() {
      return status;
    },
    get promise() {
      return promise;
    },
    start() {
      if (status === 'failed') {
        result = undefined;
        fresh();
      }
      if (status !== 'succeeded') status = 'loading';
    },
    succeed(data?: unknown) {
      finish('succeeded', null, data);
    },
    fail(error: unknown) {
      finish('failed', error, undefined);
    },
    subscribe(cb: ReadyCallback) {
      if (typeof cb !== 'function') return;
      if (result) safeCall(cb, result.error, result.data);
      else waiting.push(cb);
    },
  };
}

/**
 * Gets (or creates, status `idle`) the readiness item named `key`.
 * @throws TypeError when `key` is not a non-empty string.
 * @example const labels = readyItem('labels'); labels.start(); … labels.succeed(map);
 *          readyItem('labels').subscribe((err, map) => …)
 */
export function readyItem(key: string): ReadyItem {
  if (typeof key !== 'string' || !key) throw new TypeError('readyItem needs a non-empty string key');
  let item = items.get(key);
  if (!item) {
    item = createItem(key);
    items.set(key, item);
  }
  return item;
}
