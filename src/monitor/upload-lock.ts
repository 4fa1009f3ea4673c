// Two tabs of one origin never upload the same records at once: the upload runs under a Web
// Lock, or, where Web Locks are missing, under a localStorage lease the holder renews (a
// heartbeat) and a holder that finds the lease gone stops (docs/monitor.md#one-uploader-at-a-time).
import { parseJson } from '../env/platform-fetch';
import { KEYS, LIMITS, LOCK_NAME } from './constants';
import type { Clock } from './types';

/**
 * Runs `fn` while holding the upload lock; resolves undefined when the lock was not obtained.
 * `held()` tells `fn` whether it still holds the lock: a holder checks it before each request.
 */
export type UploadLock = <T>(
  fn: (held: () => boolean) => Promise<T>,
  wait: boolean,
) => Promise<T | undefined>;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const always = () => true;

/** The monotonic clock of a Clock: `mono()` when it has one, else `now()`. */
function monotonic(clock: Clock): () => number {
  return () => (clock.mono ? clock.mono() : clock.now());
}

/**
 * A lock on a localStorage lease `{owner, beat}`. Time is never compared across tabs: a looker
 * notes when it last saw the lease's value change, on its own monotonic clock, and takes a
 * lease that has not changed for {@link LIMITS.leaseMs}. The holder renews it (a new `beat`)
 * every {@link LIMITS.leaseBeatMs}, so a long upload keeps it; a holder that reads another
 * owner has lost it, and `held()` says so. Two tabs claiming together: each writes its claim,
 * waits `LIMITS.leaseSettleMs` (cross-tab propagation) and reads it back; only the last writer
 * still finds its own name.
 */
export function createLeaseLock(storage: KeyStorage, clock: Clock, owner: string): UploadLock {
  const now = monotonic(clock);
  const sleep = (ms: number) => new Promise((r) => clock.setTimeout(() => r(undefined), ms));
  let seen: { raw: string | null; at: number } | null = null;
  let beat = 0;
  const raw = (): string | null => {
    try {
      return storage.getItem(KEYS.lease);
    } catch {
      return null;
    }
  };
  const ownerOf = (text: string | null): string | undefined =>
    (parseJson(text ?? '') as { owner?: string } | null | undefined)?.owner;
  const claim = () => storage.setItem(KEYS.lease, JSON.stringify({ owner, beat: ++beat }));
  /** True when the lease is free, ours, or unchanged for a whole lease time. */
  const free = (): boolean => {
    const text = raw();
    if (!text || ownerOf(text) === owner) return true;
    const t = now();
    if (!seen || seen.raw !== text) seen = { raw: text, at: t };
    return t - seen.at >= LIMITS.leaseMs;
  };
  const tryTake = async (): Promise<boolean> => {
    try {
      if (!free()) return false;
      claim();
      await sleep(LIMITS.leaseSettleMs);
      return ownerOf(raw()) === owner;
    } catch {
      return false;
    }
  };
  return async (fn, wait) => {
    let taken = await tryTake();
    const start = now();
    while (!taken && wait && now() - start < LIMITS.leaseMs + LIMITS.leaseBeatMs) {
      await sleep(200 + Math.floor(Math.random() * 100));
      taken = await tryTake();
    }
    if (!taken) return undefined;
    let lost = false;
    const held = () => {
      if (!lost && ownerOf(raw()) !== owner) lost = true;
      return !lost;
    };
    const timer = clock.setInterval(() => {
      try {
        if (held()) claim();
      } catch {
        lost = true;
      }
    }, LIMITS.leaseBeatMs);
    try {
      return await fn(held);
    } finally {
      clock.clearInterval(timer);
      try {
        if (ownerOf(raw()) === owner) storage.removeItem(KEYS.lease);
      } catch {
        // storage gone: the lease goes stale by itself
      }
    }
  };
}

/** Web Locks when the browser has them (`ifAvailable` unless waiting), else the lease. */
export function createUploadLock(clock: Clock, owner: string): UploadLock {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return (fn, wait) =>
      locks.request(LOCK_NAME, { ifAvailable: !wait }, (lock) => (lock ? fn(always) : undefined)) as Promise<
        Awaited<ReturnType<typeof fn>> | undefined
      >;
  }
  let storage: KeyStorage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  if (!storage) return async (fn) => fn(always);
  return createLeaseLock(storage, clock, owner);
}
