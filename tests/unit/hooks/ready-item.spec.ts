import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { readyItem } from '../../../src/hooks';

test.afterEach(() => resetAll());

test('readyItem is get-or-create and starts idle', () => {
  const a = readyItem('a');
  expect(readyItem('a')).toBe(a);
  expect(readyItem('b')).not.toBe(a);
  expect(a.status).toBe('idle');
  a.start();
  expect(a.status).toBe('loading');
});

test('succeed runs waiting callbacks once with (null, data), resolves the promise, clears the queue', async () => {
  const item = readyItem('labels');
  const calls: unknown[][] = [];
  item.subscribe((...args) => calls.push(['first', ...args]));
  item.subscribe((...args) => calls.push(['second', ...args]));
  item.start();
  item.succeed({ ok: 1 });
  expect(item.status).toBe('succeeded');
  expect(calls).toEqual([
    ['first', null, { ok: 1 }],
    ['second', null, { ok: 1 }],
  ]);
  // Later settles are ignored; callbacks are not run again.
  item.succeed({ ok: 2 });
  item.fail(new Error('late'));
  expect(calls).toHaveLength(2);
  expect(item.status).toBe('succeeded');
  await expect(item.promise).resolves.toEqual({ ok: 1 });
  // Late subscribers are called at once with the stored result.
  const late: unknown[] = [];
  item.subscribe((e, d) => late.push(e, d));
  expect(late).toEqual([null, { ok: 1 }]);
});

test('fail calls subscribers with the error and rejects the promise', async () => {
  const item = readyItem('x');
  const err = new Error('nope');
  const seen: unknown[] = [];
  item.subscribe((e, d) => seen.push(e, d));
  item.fail(err);
  expect(item.status).toBe('failed');
  expect(seen).toEqual([err, undefined]);
  await expect(item.promise).rejects.toBe(err);
  const late: unknown[] = [];
  item.subscribe((e) => late.push(e));
  expect(late).toEqual([err]);
});

test('a failed item can be retried with start(): fresh promise, new outcome', async () => {
  const item = readyItem('retry');
  item.start();
  item.fail(new Error('first'));
  const old = item.promise;
  item.start();
  expect(item.status).toBe('loading');
  expect(item.promise).not.toBe(old);
  const seen: unknown[] = [];
  item.subscribe((e, d) => seen.push(e, d));
  expect(seen).toEqual([]);
  item.succeed('ok');
  expect(seen).toEqual([null, 'ok']);
  await expect(item.promise).resolves.toBe('ok');
  item.start(); // no effect once succeeded
  expect(item.status).toBe('succeeded');
});

test('a rejected item nobody listens to causes no unhandled rejection', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    readyItem('quiet').fail(new Error('quiet'));
    // Node reports a rejection left unhandled once the microtasks of the turn that made it have
    // run, before the next turn's callbacks: setImmediate's runs after that report, on any machine.
    await new Promise((r) => setImmediate(r));
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

test('a throwing subscriber does not stop the others; bad input is rejected or ignored', () => {
  const original = console.error;
  console.error = () => undefined;
  try {
    const item = readyItem('t');
    const seen: string[] = [];
    item.subscribe(() => {
      throw new Error('bad subscriber');
    });
    item.subscribe(() => seen.push('ran'));
    item.subscribe('not a function' as never);
    item.succeed(1);
    expect(seen).toEqual(['ran']);
  } finally {
    console.error = original;
  }
  expect(() => readyItem('')).toThrow(TypeError);
  expect(() => readyItem(undefined as never)).toThrow(TypeError);
  expect(() => readyItem(5 as never)).toThrow(TypeError);
});
