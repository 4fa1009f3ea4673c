// Two tabs of one origin never upload the same records at once: the upload runs under a Web
// Lock, or, where Web Locks are missing, under a localStorage lease (lease-lock.ts, loaded at
// start only in such a browser; docs/monitor.md#one-uploader-at-a-time).
import { LOCK_NAME } from './constants';
import { area } from './storage';
import type { Clock, UploadLock } from './types';

export type { UploadLock } from './types';

const always = () => true;

/** Web Locks when the browser has them (`ifAvailable` unless waiting), else the lease (lease-lock.ts). */
export function createUploadLock(clock: Clock, owner: string): UploadLock {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return (fn, wait) =>
      locks.request(LOCK_NAME, { ifAvailable: !wait }, (lock) => (lock ? fn(always) : undefined)) as Promise<
        Awaited<ReturnType<typeof fn>> | undefined
      >;
  }
  const storage = area('local');
  if (!storage) return async (fn) => fn(always);
  // The lease's code loads now; a load that fails skips that upload (the records stay stored)
  // and is tried again at the next one.
  let lease: UploadLock | undefined;
  const load = () => import('./lease-lock').then((m) => (lease ??= m.createLeaseLock(storage, clock, owner)));
  load().catch(() => {});
  return (fn, wait) =>
    load().then(
      (lock) => lock(fn, wait),
      (error: unknown) => {
        console.warn('[atrium] monitor upload lock did not load', error);
        return undefined;
      },
    );
}
