import { expect, test } from '@playwright/test';
import { DedupeTable, dedupeKey } from '../../../src/request/dedupe';

test.describe('dedupeKey', () => {
  test('method, URL, params and body make the identity; object key order does not', () => {
    const a = dedupeKey('post', '/u', { p: 1, q: [1, 2] }, { a: 1, b: { c: 2, d: 3 } });
    expect(dedupeKey('POST', '/u', { q: [1, 2], p: 1 }, { b: { d: 3, c: 2 }, a: 1 })).toBe(a);
    expect(dedupeKey('PUT', '/u', { p: 1, q: [1, 2] }, { a: 1, b: { c: 2, d: 3 } })).not.toBe(a);
    expect(dedupeKey('POST', '/v', { p: 1, q: [1, 2] }, { a: 1, b: { c: 2, d: 3 } })).not.toBe(a);
    expect(dedupeKey('POST', '/u', { p: 2, q: [1, 2] }, { a: 1, b: { c: 2, d: 3 } })).not.toBe(a);
    expect(dedupeKey('POST', '/u', { p: 1, q: [2, 1] }, { a: 1, b: { c: 2, d: 3 } })).not.toBe(a);
    expect(dedupeKey('POST', '/u', { p: 1, q: [1, 2] }, { a: '1', b: { c: 2, d: 3 } })).not.toBe(a);
  });

  test('bodies that cannot be compared are never shared', () => {
    expect(dedupeKey('POST', '/u', {}, new FormData())).toBeNull();
    expect(dedupeKey('POST', '/u', {}, new Blob(['x']))).toBeNull();
    expect(dedupeKey('POST', '/u', {}, new URLSearchParams('a=1'))).toBe(dedupeKey('POST', '/u', {}, 'a=1'));
  });
});

test.describe('dedupeKey: the headers and context that change the answer', () => {
  test('caller headers (any name case) and the context are part of the identity', () => {
    const key = (headers?: HeadersInit, context?: unknown[]) =>
      dedupeKey('GET', '/u', {}, undefined, headers, context);
    expect(key({ 'x-act-as': 'alice' })).not.toBe(key({ 'x-act-as': 'bob' }));
    expect(key({ Authorization: 'Bearer a' })).not.toBe(key({ Authorization: 'Bearer b' }));
    expect(key({ 'x-act-as': 'alice' })).not.toBe(key());
    expect(key({ 'X-Act-As': 'alice', b: '1' })).toBe(key({ b: '1', 'x-act-as': 'alice' }));
    expect(key({}, ['include'])).not.toBe(key({}, ['same-origin']));
    expect(key({}, ['same-origin', 'sid-a'])).not.toBe(key({}, ['same-origin', 'sid-b']));
    expect(key({ 'bad name': 'x' })).toBeNull();
  });

  test('parts cannot run into each other', () => {
    expect(dedupeKey('GET', '/u\n{}', {}, undefined)).not.toBe(dedupeKey('GET', '/u', {}, '{}'));
  });
});

test.describe('DedupeTable', () => {
  test('the caller that starts a call gets its value; every joiner gets its own share()', async () => {
    let copies = 0;
    const table = new DedupeTable<{ n: number }>(
      () => 0,
      500,
      undefined,
      (v) => {
        copies++;
        return { ...v };
      },
    );
    const value = { n: 1 };
    const [a, b, c] = await Promise.all([
      table.join('k', async () => value),
      table.join('k', async () => value),
      table.join('k', async () => value, new AbortController().signal),
    ]);
    expect(a).toBe(value);
    expect(b).not.toBe(value);
    expect(c).not.toBe(value);
    expect(b).not.toBe(c);
    expect(copies).toBe(2);
  });

  test('joins within the window, starts anew after it', async () => {
    let now = 0;
    const table = new DedupeTable<number>(() => now);
    let runs = 0;
    const run = async () => ++runs;
    const [a, b] = await Promise.all([table.join('k', run), table.join('k', run)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    now = 499;
    expect(await table.join('k', run)).toBe(1);
    now = 500;
    expect(table.has('k')).toBe(false);
    expect(await table.join('k', run)).toBe(2);
  });

  test('expired entries do not pile up: the table is swept as it grows (no timer per call)', async () => {
    let now = 0;
    const table = new DedupeTable<number>(() => now);
    for (let i = 0; i < 10_000; i++) {
      await table.join(`k${i}`, async () => i);
      now += 10; // 50 calls per window
    }
    expect(table.size).toBeLessThanOrEqual(64 + 50);
  });

  test('an aborting caller rejects alone; the call is aborted only when every caller left', async () => {
    const table = new DedupeTable<string>();
    let seen: AbortSignal | undefined;
    let finish: (v: string) => void = () => {};
    const run = (signal?: AbortSignal) => {
      seen = signal;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const c1 = new AbortController();
    const c2 = new AbortController();
    const p1 = table.join('k', run, c1.signal);
    const p2 = table.join('k', run, c2.signal);
    const p3 = table.join('k', run);
    c1.abort(new Error('one'));
    await expect(p1).rejects.toThrow('one');
    expect(seen?.aborted).toBe(false);
    finish('done');
    await expect(p2).resolves.toBe('done');
    await expect(p3).resolves.toBe('done');

    const c3 = new AbortController();
    const p4 = table.join('other', run, c3.signal);
    c3.abort(new Error('all gone'));
    await expect(p4).rejects.toThrow('all gone');
    expect(seen?.aborted).toBe(true);
    expect(table.has('other')).toBe(false);
  });

  test('a call started by a caller without a signal runs without one: nobody can abort it', async () => {
    const table = new DedupeTable<string>();
    const seen: (AbortSignal | undefined)[] = [];
    const run = async (signal?: AbortSignal) => {
      seen.push(signal);
      return 'done';
    };
    await expect(table.join('plain', run)).resolves.toBe('done');
    const c = new AbortController();
    await expect(table.join('with-signal', run, c.signal)).resolves.toBe('done');
    expect(seen[0]).toBeUndefined();
    expect(seen[1]).toBeInstanceOf(AbortSignal);
  });
});

// docs/spec-coverage.md L355: "500 ms, then five 100 ms checks", on a fake clock.
function fakeClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        seq += 1;
        timers.set(seq, { at: now + ms, fn });
        return seq;
      },
      clearTimeout: (h: unknown) => {
        timers.delete(h as number);
      },
    },
    pending: () => timers.size,
    /** Moves time forward, firing due timers in order and letting promises settle between them. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        // Like a real event loop: promise callbacks run before the next timer.
        for (let i = 0; i < 10; i++) await Promise.resolve();
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        for (let i = 0; i < 10; i++) await Promise.resolve();
      }
      now = end;
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

test.describe('DedupeTable: after the 500 ms window, five 100 ms checks (docs/spec-coverage.md L355)', () => {
  test('a call still in flight is re-checked every 100 ms; when it settles, the late caller gets its outcome', async () => {
    const clock = fakeClock();
    const table = new DedupeTable<string>(clock.now, 500, clock.timers);
    const first = deferred<string>();
    let runs = 0;
    const run = () => {
      runs += 1;
      return runs === 1 ? first.promise : Promise.resolve(`run-${runs}`);
    };
    const a = table.join('k', run);
    await clock.advance(600); // past the window, the first call still in flight
    let late: string | undefined;
    void table.join('k', run).then((v) => {
      late = v;
    });
    await clock.advance(250); // two checks: still in flight
    expect(late).toBeUndefined();
    expect(runs).toBe(1);
    first.resolve('first');
    await clock.advance(99); // the third check (at +300) finds it settled
    expect(late).toBe('first');
    expect(await a).toBe('first');
    expect(runs).toBe(1);
  });

  test('after five checks (500 ms) with the call still in flight, a new call starts', async () => {
    const clock = fakeClock();
    const table = new DedupeTable<string>(clock.now, 500, clock.timers);
    const first = deferred<string>();
    let runs = 0;
    const run = () => {
      runs += 1;
      return runs === 1 ? first.promise : Promise.resolve(`run-${runs}`);
    };
    void table.join('k', run);
    await clock.advance(500);
    let late: string | undefined;
    void table.join('k', run).then((v) => {
      late = v;
    });
    await clock.advance(499);
    expect(runs).toBe(1);
    await clock.advance(1); // the fifth check at +500
    expect(runs).toBe(2);
    expect(late).toBe('run-2');
    expect(clock.pending()).toBe(0);
  });

  test('a settled call past the window is not waited for, and a waiting caller can abort', async () => {
    const clock = fakeClock();
    const table = new DedupeTable<string>(clock.now, 500, clock.timers);
    let runs = 0;
    const hang = deferred<string>();
    const run = () => {
      runs += 1;
      return runs === 2 ? hang.promise : Promise.resolve(`run-${runs}`);
    };
    expect(await table.join('k', run)).toBe('run-1');
    await clock.advance(500);
    void table.join('k', run); // settled and expired: a new call at once
    expect(runs).toBe(2);
    await clock.advance(500);
    const controller = new AbortController();
    const waiting = table.join('k', run, controller.signal);
    await clock.advance(150);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(clock.pending()).toBe(0);
    expect(runs).toBe(2);
  });
});

test('without AbortSignal.reason (below Chrome 98 / Safari 15.4) an aborted joiner rejects with an AbortError, not undefined', async () => {
  const descriptor = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'reason');
  let now = 0;
  const table = new DedupeTable<number>(() => now, 500);
  table.join('k', () => new Promise<number>(() => {})); // in flight, never settles
  now = 600; // past the window: a second caller checks the call in flight
  const controller = new AbortController();
  delete (AbortSignal.prototype as { reason?: unknown }).reason;
  try {
    controller.abort();
    const outcome = await table.join('k', async () => 1, controller.signal).catch((e: unknown) => e);
    expect(outcome).toBeInstanceOf(DOMException);
    expect((outcome as DOMException).name).toBe('AbortError');
  } finally {
    if (descriptor) Object.defineProperty(AbortSignal.prototype, 'reason', descriptor);
    table.clear();
  }
});
