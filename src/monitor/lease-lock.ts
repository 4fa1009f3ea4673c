// The upload lock of a browser without Web Locks: a localStorage lease the holder renews (a
// heartbeat); a holder that finds the lease gone stops (docs/monitor.md#one-uploader-at-a-time).
// Loaded at start only in such a browser (upload-lock.ts).
import type { Clock, UploadLock } from './types';

// Its own names and numbers (it shares no module with what loads at start).
const KEY = 'atrium.errors.lease';
/** A lease not renewed for this long (on the looker's monotonic clock) is free again. */
const LEASE_MS = 30_000;
/** The holder renews it this often while it uploads (heartbeat). */
const BEAT_MS = 5_000;
/** Wait between writing a claim and reading it back (cross-tab propagation). */
const SETTLE_MS = 150;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A lock on a localStorage lease `{owner, beat}`. Time is never compared across tabs: a looker
 * notes when it last saw the lease's value change, on its own monotonic clock, and takes a
 * lease that has not changed for {@link LEASE_MS}. The holder renews it (a new `beat`)
 * every {@link BEAT_MS}, so a long upload keeps it; a holder that reads another
 * owner has lost it, and `held()` says so. Two tabs claiming together: each writes its claim,
 * waits `SETTLE_MS` (cross-tab propagation) and reads it back; only the last writer
 * still finds its own name.
 */
export function createLeaseLock(storage: KeyStorage, clock: Clock, owner: string): UploadLock {
  const now = () => (clock.mono ? clock.mono() : clock.now());
  const sleep = (ms: number) => new Promise((r) => clock.setTimeout(() => r(undefined), ms));
  let seen: { raw: string | null; at: number } | null = null;
  let beat = 0;
  const raw = (): string | null => {
    try {
      return storage.getItem(KEY);
    } catch {
      return null;
    }
  };
  const ownerOf = (text: string | null): string | undefined => {
    try {
      return (JSON.parse(text ?? '') as { owner?: string } | null)?.owner;
    } catch {
      return undefined;
    }
  };
  const claim = () => storage.setItem(KEY, JSON.stringify({ owner, beat: ++beat }));
  /** True when the lease is free, ours, or unchanged for a whole lease time. */
  const free = (): boolean => {
    const text = raw();
    if (!text || ownerOf(text) === owner) return true;
    const t = now();
    if (!seen || seen.raw !== text) seen = { raw: text, at: t };
    return t - seen.at >= LEASE_MS;
  };
  const tryTake = async (): Promise<boolean> => {
    try {
      if (!free()) return false;
      claim();
      await sleep(SETTLE_MS);
      return ownerOf(raw()) === owner;
    } catch {
      return false;
    }
  };
  return async (fn, wait) => {
    let taken = await tryTake();
    const start = now();
    while (!taken && wait && now() - start < LEASE_MS + BEAT_MS) {
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
    }, BEAT_MS);
    try {
      return await fn(held);
    } finally {
      clock.clearInterval(timer);
      try {
        if (ownerOf(raw()) === owner) storage.removeItem(KEY);
      } catch {
        // storage gone: the lease goes stale by itself
      }
    }
  };
}
