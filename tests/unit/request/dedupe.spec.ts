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

test.describe('DedupeTable', () => {
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
    const run = (signal: AbortSignal) => {
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
});
