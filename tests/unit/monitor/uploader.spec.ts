import { expect, test } from '@playwright/test';
import type { ErrorRecord, UploadLock } from '../../../src/monitor';
import { createLeaseLock } from '../../../src/monitor/lease-lock';
import { makeRecord } from '../../../src/monitor/record';
import { createUploader, type UploadBody } from '../../../src/monitor/uploader';
import { createWriteQueue } from '../../../src/monitor/write-queue';
import { memoryStorage } from '../support/memory-storage';
import { fakeClock } from './fake-clock';
import { createMemoryStore } from './memory-store';

const freeLock: UploadLock = async (fn) => fn(() => true);
const records = (n: number, prefix = 'r') =>
  Array.from({ length: n }, (_, i) =>
    makeRecord({ errType: 'js', message: `${prefix}-${i}` }, 1000 + i, 'p'),
  );

function setup(answer: (body: UploadBody, call: number) => number | undefined | Promise<number | undefined>) {
  const store = createMemoryStore();
  const sent: UploadBody[] = [];
  let user: string | null = 'emp-1';
  const uploader = createUploader({
    store: () => store,
    // What goes on the wire: the body as JSON; a bare code stands for a 200 answer carrying it.
    send: async (json) => {
      const body = JSON.parse(json) as UploadBody;
      sent.push(body);
      return { status: 200, code: await answer(body, sent.length) };
    },
    lock: freeLock,
    creator: () => user,
    clientInfo: () => ({ clientInfo: 'Linux', browserInfo: 'Chrome 1' }),
    persist: async () => {},
  });
  return {
    store,
    sent,
    uploader,
    setUser: (u: string | null) => {
      user = u;
    },
    setDropped: (n: number) => store.put([], n),
    dropped: () => store.dropped(),
  };
}

test('only records of a batch answered code 200 are deleted', async () => {
  const s = setup((_b, call) => (call === 1 ? 200 : 500));
  await s.store.put(records(150));
  expect(await s.uploader.flush()).toBe(100);
  expect(await s.store.count()).toBe(50);
  expect(s.sent).toHaveLength(2);
  expect(s.sent[0]).toMatchObject({ creator: 'emp-1', clientInfo: 'Linux', browserInfo: 'Chrome 1' });
  expect(s.sent[1]!.dtos).toHaveLength(50);
  // The failed batch is still there and goes out on the next flush.
  const left = (await s.store.getBatch(100)).map((r) => r.message);
  expect(left).toEqual(s.sent[1]!.dtos.map((r) => r.message));
});

test('a thrown send or a missing code keeps everything', async () => {
  const s = setup((_b, call) => {
    if (call === 1) throw new Error('network');
    return undefined;
  });
  await s.store.put(records(3));
  expect(await s.uploader.flush()).toBe(0);
  expect(await s.uploader.flush()).toBe(0);
  expect(await s.store.count()).toBe(3);
});

test('nothing is sent without a user; the dropped count goes along and is cleared on success', async () => {
  const s = setup(() => 200);
  await s.store.put(records(2));
  s.setUser(null);
  expect(await s.uploader.flush()).toBe(0);
  expect(s.sent).toHaveLength(0);
  s.setUser('emp-1');
  await s.setDropped(7);
  expect(await s.uploader.flush()).toBe(2);
  expect(s.sent[0]!.dropped).toBe(7);
  expect(await s.dropped()).toBe(0);
});

test('flaky server, 300 records: every record acknowledged exactly once', async () => {
  const s = setup((_b, call) => (call % 2 === 0 ? 503 : 200));
  await s.store.put(records(300));
  let acked = 0;
  for (let i = 0; i < 20 && acked < 300; i++) acked += await s.uploader.flush();
  expect(acked).toBe(300);
  const delivered = s.sent.filter((_b, i) => (i + 1) % 2 === 1).flatMap((b) => b.dtos.map((r) => r.id));
  expect(delivered).toHaveLength(300);
  expect(new Set(delivered).size).toBe(300);
});

test('a keepalive flush carries one batch within the byte budget', async () => {
  const s = setup(() => 200);
  const big = Array.from({ length: 100 }, (_, i) =>
    makeRecord({ errType: 'js', message: 'x'.repeat(1900), stack: 'y'.repeat(2000) }, i, 'p'),
  );
  await s.store.put(big);
  const n = await s.uploader.flush({ keepalive: true });
  expect(s.sent).toHaveLength(1);
  expect(n).toBe(s.sent[0]!.dtos.length);
  expect(new TextEncoder().encode(JSON.stringify(s.sent[0])).length).toBeLessThan(64 * 1024);
});

test('the memory store trims the oldest records beyond its maximum and counts them', async () => {
  const store = createMemoryStore();
  await store.put(records(7));
  expect(await store.trim(5)).toBe(5);
  expect(await store.dropped()).toBe(2);
  expect((await store.getBatch(10)).map((r) => r.message)).toEqual(['r-2', 'r-3', 'r-4', 'r-5', 'r-6']);
});

test('the uploader trims to the cap under the lock, before a batch leaves, never during one', async () => {
  const store = createMemoryStore();
  let release: (code: number) => void = () => {};
  let firstSent = (): void => {};
  const inFlight = new Promise<void>((resolve) => {
    firstSent = resolve;
  });
  const sent: UploadBody[] = [];
  const uploader = createUploader({
    store: () => store,
    send: (json) => {
      sent.push(JSON.parse(json) as UploadBody);
      if (sent.length > 1) return Promise.resolve({ status: 200, code: 200 });
      firstSent();
      return new Promise((r) => {
        release = (code) => r({ status: 200, code });
      });
    },
    lock: freeLock,
    creator: () => 'emp-1',
    clientInfo: () => ({ clientInfo: '', browserInfo: '' }),
    persist: async () => {},
    max: 5,
  });
  await store.put(records(5, 'old'));
  const first = uploader.flush();
  await inFlight;
  // While the five oldest are in flight, five more arrive: nobody trims them away.
  await store.put(records(5, 'new').map((r) => ({ ...r, id: `z${r.id}` })));
  release(200);
  expect(await first).toBe(10);
  expect(await store.dropped()).toBe(0);
  expect(sent.flatMap((b) => b.dtos.map((d) => d.message))).toHaveLength(10);
});

test('records keep their owner: one body per owner, ownerless ones go with the current user', async () => {
  const s = setup(() => 200);
  const [a, b, c] = records(3);
  await s.store.put([
    { ...a!, creator: 'emp-a' },
    { ...b!, creator: 'emp-b' },
    { ...c!, creator: '' },
  ]);
  expect(await s.uploader.flush()).toBe(3);
  expect(s.sent.map((x) => [x.creator, x.dtos.length])).toEqual([
    ['emp-a', 1],
    ['emp-b', 1],
    ['emp-1', 1],
  ]);
  // The owner is not repeated inside dtos.
  expect(s.sent.every((x) => x.dtos.every((d) => !('creator' in d)))).toBe(true);
});

test('a stored record too big for any batch is dropped and counted, and never blocks the queue', async () => {
  const s = setup(() => 200);
  const huge = { ...records(1, 'huge')[0]!, stack: '\u0001'.repeat(20_000) };
  await s.store.put([huge, ...records(2, 'after')]);
  expect(await s.uploader.flush()).toBe(2);
  expect(s.sent.flatMap((b) => b.dtos.map((d) => d.message))).toEqual(['after-0', 'after-1']);
  expect(s.sent[0]!.dropped).toBe(1);
});

test('the write queue stores a burst in one write', async () => {
  const store = createMemoryStore();
  let puts = 0;
  const counting = {
    ...store,
    put: (l: ErrorRecord[], d?: number) => {
      puts++;
      return store.put(l, d);
    },
  };
  let written = 0;
  const q = createWriteQueue(
    () => counting,
    (list) => {
      written += list.length;
    },
    () => {},
  );
  for (const r of records(5)) q.add(r);
  await q.flush();
  expect(puts).toBe(1);
  expect(written).toBe(5);
  expect(await store.count()).toBe(5);
});

test('the write queue waits while the store opens and reports a failing store', async () => {
  let current: ReturnType<typeof createMemoryStore> | undefined;
  let failed: unknown = null;
  let handedBack: unknown[] = [];
  const q = createWriteQueue(
    () => current,
    () => {},
    (e, recs) => {
      failed = e;
      handedBack = recs;
    },
  );
  q.add(records(1)[0]!);
  await q.flush();
  expect(failed).toBeNull(); // no store yet: the record waits
  current = createMemoryStore();
  current.put = async () => {
    throw new Error('quota');
  };
  await q.flush();
  expect((failed as Error).message).toBe('quota');
  expect(handedBack).toHaveLength(1); // the waiting record, handed back with the failure
});

test('the lease lock lets one owner in at a time and frees an expired lease', async () => {
  const clock = fakeClock();
  const { data, storage } = memoryStorage();
  const a = createLeaseLock(storage, clock, 'a');
  const b = createLeaseLock(storage, clock, 'b');
  const order: string[] = [];
  // a holds the lease while b tries without waiting: b is refused.
  const held = a(async () => {
    order.push('a-in');
    const refused = b(async () => 'b-ran', false);
    await clock.advance(200);
    order.push(`b-${await refused}`);
    return 'a-done';
  }, false);
  await clock.advance(200);
  expect(await held).toBe('a-done');
  expect(order).toEqual(['a-in', 'b-undefined']);
  expect(data.has('atrium.errors.lease')).toBe(false);

  // Two claims at the same moment: exactly one goes ahead.
  const ran: string[] = [];
  const both = [a(async () => ran.push('a'), false), b(async () => ran.push('b'), false)];
  await clock.advance(200);
  await Promise.all(both);
  expect(ran).toHaveLength(1);

  // A lease left behind by a closed tab expires after 30 s.
  data.set('atrium.errors.lease', JSON.stringify({ owner: 'gone', expires: clock.now() + 30_000 }));
  expect(await a(async () => 1, false)).toBeUndefined();
  await clock.advance(30_001);
  const later = a(async () => 1, false);
  await clock.advance(200);
  expect(await later).toBe(1);
});

test('a burst larger than the store drops its oldest records before writing, counted in the same write', async () => {
  const store = createMemoryStore();
  const written: number[] = [];
  const spying = {
    ...store,
    put: (l: ErrorRecord[], d?: number) => {
      written.push(l.length);
      return store.put(l, d);
    },
  };
  const q = createWriteQueue(
    () => spying,
    () => {},
    () => {},
    4,
  );
  for (const r of records(10)) q.add(r);
  await q.flush();
  expect(written).toEqual([4]);
  expect(await store.dropped()).toBe(6);
  expect((await store.getBatch(10)).map((r) => r.message)).toEqual(['r-6', 'r-7', 'r-8', 'r-9']);
});
