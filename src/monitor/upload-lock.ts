// Two tabs of one origin never upload the same records at once: the upload runs under a
// Web Lock, or, where Web Locks are missing, under a localStorage lease that expires.
import { KEYS, LIMITS, LOCK_NAME } from './constants';
import type { Clock } from './types';

/** Runs `fn` while holding the upload lock; resolves undefined when the lock was not obtained. */
export type UploadLock = <T>(fn: () => Promise<T>, wait: boolean) => Promise<T | undefined>;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A lock on a localStorage lease `{owner, expires}`; an expired lease is free again. Other tabs
 * see a localStorage write only after a short delay, so a taker writes its claim, waits
 * `LIMITS.leaseSettleMs` and reads it back: of two tabs claiming together, only the last
 * writer still finds its own name and goes ahead.
 */
export function createLeaseLock(storage: KeyStorage, clock: Clock, owner: string): UploadLock {
  const sleep = (ms: number) => new Promise((r) => clock.setTimeout(() => r(undefined), ms));
  const read = (): { owner?: string; expires?: number } | null => {
    try {
      const raw = storage.getItem(KEYS.lease);
      return raw ? (JSON.parse(raw) as { owner?: string; expires?: number }) : null;
    } catch {
      return null;
    }
  };
  const tryTake = async (): Promise<boolean> => {
    try {
      const held = read();
      if (held && held.owner !== owner && (held.expires ?? 0) > clock.now()) return false;
      storage.setItem(KEYS.lease, JSON.stringify({ owner, expires: clock.now() + LIMITS.leaseMs }));
      await sleep(LIMITS.leaseSettleMs);
      return read()?.owner === owner;
    } catch {
      return false;
    }
  };
  const release = () => {
    try {
      if (read()?.owner === owner) storage.removeItem(KEYS.lease);
    } catch {
      // storage gone: the lease expires by itself
    }
  };
  return async (fn, wait) => {
    let taken = await tryTake();
    const deadline = clock.now() + LIMITS.leaseMs;
    while (!taken && wait && clock.now() < deadline) {
      await sleep(200 + Math.floor(Math.random() * 100));
      taken = await tryTake();
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
