// Issue 19 in isolation: Retry-After parsing, the shared backoff, a lease holder that learns it
// lost the lease, the uploader's reading of refusals, and the memory store's cap.
import { expect, test } from '@playwright/test';
import type { UploadLock } from '../../../src/monitor';
import { createBackoff, parseRetryAfter } from '../../../src/monitor/backoff';
import { createLeaseLock } from '../../../src/monitor/lease-lock';
import { createMemoryStore } from '../../../src/monitor/memory-store';
import { makeRecord } from '../../../src/monitor/record';
import { createUploader, type SendAnswer, type UploadBody } from '../../../src/monitor/uploader';
import { memoryStorage } from '../support/memory-storage';
import { fakeClock } from './fake-clock';

const records = (n: number, prefix = 'r') =>
  Array.from({ length: n }, (_, i) =>
    makeRecord({ errType: 'js', message: `${prefix}-${i}` }, 1000 + i, 'p'),
  );

test('Retry-After: delta-seconds or an HTTP date, clamped to an hour; anything else is ignored', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  expect(parseRetryAfter('120', now)).toBe(120_000);
  expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60_000);
  expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
  expect(parseRetryAfter('999999', now)).toBe(3_600_000);
  expect(parseRetryAfter('soon', now)).toBeUndefined();
  expect(parseRetryAfter('-5', now)).toBeUndefined();
  expect(parseRetryAfter(null, now)).toBeUndefined();
});

test('backoff: exponential with jitter, Retry-After exact, explicit flush waits only for the server', () => {
  const b = createBackoff(() => 0.5);
  const t = 1_000_000;
  b.fail(t, undefined, false);
  expect(b.wait(t)).toBe(10_000);
  expect(b.wait(t, true)).toBe(0);
  b.fail(t, undefined, false);
  expect(b.wait(t)).toBe(20_000);
  b.fail(t, 120_000, false);
  expect(b.wait(t, true)).toBe(120_000);
  b.succeed();
  expect(b.wait(t)).toBe(0);
  b.fail(t, undefined, true);
  b.online();
  expect(b.wait(t)).toBe(0);
});

test('a lease holder that lost its lease learns it and stops before its next request', async () => {
  const clock = fakeClock();
  const { data, storage } = memoryStorage();
  const a = createLeaseLock(storage, clock, 'a');
  const checks: boolean[] = [];
  const run = a(async (held) => {
    checks.push(held());
    data.set('atrium.errors.lease', JSON.stringify({ owner: 'b', beat: 1 })); // another tab took it
    checks.push(held());
    return 'done';
  }, false);
  await clock.advance(200);
  expect(await run).toBe('done');
  expect(checks).toEqual([true, false]);
  // The other tab's lease stays: a holder never removes a lease that is not its own.
  expect(JSON.parse(data.get('atrium.errors.lease') as string).owner).toBe('b');
});

test('a lease renewed by its holder is never taken, however long the upload runs', async () => {
  const clock = fakeClock();
  const { storage } = memoryStorage();
  const a = createLeaseLock(storage, clock, 'a');
  const b = createLeaseLock(storage, clock, 'b');
  let bRan = false;
  const long = a(async (held) => {
    for (let i = 0; i < 12; i++) {
      await clock.advance(5_000); // 60 s in all: twice the lease time
      const tryB = b(async () => {
        bRan = true;
      }, false);
      await clock.advance(200);
      await tryB;
      if (!held()) return 'lost';
    }
    return 'kept';
  }, false);
  await clock.advance(200);
  expect(await long).toBe('kept');
  expect(bRan).toBe(false);
});

function uploaderWith(answer: (body: UploadBody) => SendAnswer) {
  const store = createMemoryStore(1000);
  const sent: string[][] = [];
  const free: UploadLock = async (fn) => fn(() => true);
  const uploader = createUploader({
    store: () => store,
    send: async (json) => {
      const body = JSON.parse(json) as UploadBody;
      sent.push(body.dtos.map((d) => d.message));
      return answer(body);
    },
    lock: free,
    creator: () => 'emp',
    clientInfo: () => ({ clientInfo: 'x', browserInfo: 'y' }),
    persist: async () => {},
  });
  return { store, sent, uploader };
}

test('400: the batch is bisected, only the bad record is dropped and counted', async () => {
  const { store, sent, uploader } = uploaderWith((body) =>
    body.dtos.some((d) => d.message === 'r-37') ? { status: 400 } : { status: 200, code: 200 },
  );
  await store.put(records(100));
  expect(await uploader.flush()).toBe(99);
  expect(await store.count()).toBe(0);
  expect(new Set(sent.map((s) => s.join())).size).toBe(sent.length);
  expect(sent.length).toBeLessThanOrEqual(16);
});

test('413 halves the batch; other 4xx drop and count; 503 keeps everything', async () => {
  const small = uploaderWith((body) =>
    body.dtos.length > 10 ? { status: 413 } : { status: 200, code: 200 },
  );
  await small.store.put(records(40));
  expect(await small.uploader.flush()).toBe(40);
  expect(Math.max(...small.sent.slice(-2).map((s) => s.length))).toBeLessThanOrEqual(10);

  const gone = uploaderWith(() => ({ status: 404 }));
  await gone.store.put(records(5));
  expect(await gone.uploader.flush()).toBe(0);
  expect(await gone.store.count()).toBe(0);
  expect(await gone.store.dropped()).toBe(5);

  const down = uploaderWith(() => ({ status: 503 }));
  await down.store.put(records(5));
  expect(await down.uploader.flush()).toBe(0);
  expect(await down.store.count()).toBe(5);
  expect(await down.store.dropped()).toBe(0);
});

test('the memory store keeps its cap, the oldest going first, counted', async () => {
  const store = createMemoryStore(10);
  await store.put(records(25));
  expect(await store.count()).toBe(10);
  expect(await store.dropped()).toBe(15);
  expect((await store.getBatch(1))[0]?.message).toBe('r-15');
});

test('backoff written while the clock was a month ahead heals once the clock is corrected (issue 32 item 10)', () => {
  const b = createBackoff(() => 0.5);
  const month = 30 * 24 * 3_600_000;
  const corrected = 5_000_000_000;
  // Written a month ahead: a server window of an hour from then.
  b.fail(corrected + month, 3_600_000, false);
  // Clock corrected: the stored `until` is a month and an hour away — clamped to the longest wait.
  expect(b.wait(corrected)).toBe(3_600_000);
  // Written back clamped: the wait ends, on this tab and every tab that reads the store.
  expect(b.wait(corrected + 3_600_000)).toBe(0);
  expect(b.wait(corrected + 3_600_000, true)).toBe(0);
  // The other direction: a window written a month behind is over at once.
  const behind = createBackoff(() => 0.5);
  behind.fail(corrected - month, 3_600_000, false);
  expect(behind.wait(corrected)).toBe(0);
});

/** A localStorage over a Map shared by the backoffs of a test (the tabs of an origin). */
function sharedStorage(): void {
  const items = new Map<string, string>();
  const storage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

test.describe('issue 27, faults 10 and 11', () => {
  test.beforeEach(sharedStorage);
  test.afterEach(() => Reflect.deleteProperty(globalThis, 'localStorage'));

  test('10. the clock goes back 3 hours: our own backoff waits at most its longest (5 min + jitter), written back for every tab', () => {
    const key = () => 'atrium.errors.backoff:https://api.example.com/api/tissot/frontErrorRecord';
    const b = createBackoff(() => 0.5, key);
    const t = 5_000_000_000;
    b.fail(t, undefined, false); // a 503: 10 s
    const back = t - 3 * 3_600_000;
    const wait = b.wait(back);
    // before: 3_600_000 (clamped to the server's hour) — 3.2 h of silence without the clamp
    expect(wait).toBeLessThanOrEqual(375_000);
    // Written back: another tab reading the same store waits no longer.
    expect(createBackoff(() => 0.5, key).wait(back)).toBe(wait);
    expect(b.wait(back + 375_000)).toBe(0);
    // A window the server named keeps its own longest, an hour.
    b.fail(t, 3_600_000, false);
    expect(b.wait(back)).toBe(3_600_000);
  });

  test('11. going online ends the network wait but keeps the failures a 5xx earned', () => {
    const b = createBackoff(() => 0.5);
    const t = 5_000_000_000;
    b.fail(t, undefined, false); // 503: 10 s
    b.fail(t, undefined, false); // 503: 20 s
    b.fail(t, undefined, false); // 503: 40 s
    b.fail(t, undefined, true); // offline: the 4th failure, a network one
    b.online();
    expect(b.wait(t)).toBe(0); // the network wait is over
    b.fail(t, undefined, false); // the next 503 is the 5th failure in a row
    expect(b.wait(t)).toBe(160_000); // before: 10_000 — online() had forgotten the 5xx
  });

  test('11. the backoff is per destination: a failing deployment does not hold another', () => {
    const a = createBackoff(
      () => 0.5,
      () => 'atrium.errors.backoff:https://a.example/api/tissot/frontErrorRecord',
    );
    const other = createBackoff(
      () => 0.5,
      () => 'atrium.errors.backoff:https://b.example/api/tissot/frontErrorRecord',
    );
    const t = 5_000_000_000;
    a.fail(t, 600_000, false);
    expect(a.wait(t)).toBe(600_000);
    expect(other.wait(t)).toBe(0);
  });
});
