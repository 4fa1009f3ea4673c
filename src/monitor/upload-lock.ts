// Two tabs of one origin never upload the same records at once: the upload runs under a
// Web Lock, or, where Web Locks are missing, under a localStorage lease that expires.
import { KEYS, LIMITS, LOCK_NAME } from './constants';
import type { Clock } from './types';

/** Runs `fn` while holding the upload lock; resolves undefined when the lock was not obtained. */
export type UploadLock = <T>(fn: () => Promise<T>, wait: boolean) => Promise<T | undefined>;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A lock on a localStorage lease `{owner, expires}`; an expired lease is free again. */
export function createLeaseLock(storage: KeyStorage, clock: Clock, owner: string): UploadLock {
  const tryTake = (): boolean => {
    try {
      const raw = storage.getItem(KEYS.lease);
      const held = raw ? (JSON.parse(raw) as { owner?: string; expires?: number }) : null;
      if (held && held.owner !== owner && (held.expires ?? 0) > clock.now()) return false;
      storage.setItem(KEYS.lease, JSON.stringify({ owner, expires: clock.now() + LIMITS.leaseMs }));
      // Another tab may have written in between: the last writer wins, so read it back.
      return (JSON.parse(storage.getItem(KEYS.lease) ?? '{}') as { owner?: string }).owner === owner;
    } catch {
      return false;
    }
  };
  const release = () => {
    try {
      const raw = storage.getItem(KEYS.lease);
      if (raw && (JSON.parse(raw) as { owner?: string }).owner === owner) storage.removeItem(KEYS.lease);
    } catch {
      // storage gone: the lease expires by itself
    }
  };
  return async (fn, wait) => {
    let taken = tryTake();
    const deadline = clock.now() + LIMITS.leaseMs;
    while (!taken && wait && clock.now() < deadline) {
      await new Promise((r) => clock.setTimeout(() => r(undefined), 200));
      taken = tryTake();
    }
    if (!taken) return undefined;
    try {
      return await fn();
    } finally {
      release();
    }
  };
}

/** Web Locks when the browser has them (`ifAvailable` unless waiting), else the lease. */
export function createUploadLock(clock: Clock, owner: string): UploadLock {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return (fn, wait) =>
      locks.request(LOCK_NAME, { ifAvailable: !wait }, (lock) => (lock ? fn() : undefined)) as Promise<
        Awaited<ReturnType<typeof fn>> | undefined
      >;
  }
  let storage: KeyStorage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  if (!storage) return async (fn) => fn();
  return createLeaseLock(storage, clock, owner);
}
