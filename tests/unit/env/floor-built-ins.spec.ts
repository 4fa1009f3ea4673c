// Built-ins the support floor lacks are never assumed (docs/getting-started.md#supported-browsers):
// each test removes one, as Chrome 80 / Safari 14 / Firefox 78 lack it, and checks the SDK's code
// still behaves. (The cross-engine set's imitated floor runs the built script the same way.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { abortWith, reasonOf } from '../../../src/env/abort';
import { missingCapabilities } from '../../../src/env/capabilities';
import { hasOwn } from '../../../src/env/own';
import { settleWithin, timeLimit } from '../../../src/env/time-limit';
import { filesUnder } from '../files-under';

/** Runs `fn` with `owner[key]` deleted (restored after). */
async function without<T>(owner: object, key: string, fn: () => T | Promise<T>): Promise<T> {
  const descriptor = Object.getOwnPropertyDescriptor(owner, key);
  delete (owner as Record<string, unknown>)[key];
  try {
    return await fn();
  } finally {
    if (descriptor) Object.defineProperty(owner, key, descriptor);
  }
}

test('without AbortSignal.reason a time limit still rejects with its own reason, not undefined', async () => {
  const outcome = await without(AbortSignal.prototype, 'reason', async () => {
    const limit = timeLimit(20, undefined, () => new Error('stage "session" timed out'));
    const result = await settleWithin(new Promise(() => {}), limit.signal).catch((e: unknown) => e);
    limit.done();
    return result;
  });
  expect(outcome).toBeInstanceOf(Error);
  expect((outcome as Error).message).toBe('stage "session" timed out');
});

test('without AbortSignal.reason a parent abort reaches the child limit with its reason', async () => {
  const outcome = await without(AbortSignal.prototype, 'reason', async () => {
    const parent = new AbortController();
    const limit = timeLimit(0, parent.signal);
    abortWith(parent, new Error('destroy() was called'));
    return [reasonOf(limit.signal), 'reason' in limit.signal];
  });
  expect((outcome[0] as Error).message).toBe('destroy() was called');
  expect(outcome[1]).toBe(true);
  // Nothing was added to the prototype: the reason lives on that one signal.
  expect(Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'reason')?.get).toBeInstanceOf(Function);
});

test('a signal someone else aborted without a reason reads as an AbortError', async () => {
  const reason = await without(AbortSignal.prototype, 'reason', () => {
    const controller = new AbortController();
    controller.abort();
    return reasonOf(controller.signal);
  });
  expect((reason as DOMException).name).toBe('AbortError');
  expect(reasonOf(new AbortController().signal)).toBeUndefined();
});

test('hasOwn works without Object.hasOwn and ignores inherited members', async () => {
  const out = await without(Object, 'hasOwn', () => [hasOwn({ a: 1 }, 'a'), hasOwn({}, 'toString')]);
  expect(out).toEqual([true, false]);
});

test('missingCapabilities names what init() needs and the browser lacks', async () => {
  expect(missingCapabilities()).toEqual([]);
  const missing = await without(globalThis, 'AbortController', () =>
    without(Object, 'fromEntries', () => missingCapabilities()),
  );
  expect(missing).toEqual(['AbortController', 'Object.fromEntries']);
});

test('no signal’s reason is read directly outside env/abort.ts, and no Array/String .at() (both after the floor)', async () => {
  const found: string[] = [];
  for (const path of ['src', 'react', 'testing'].flatMap((root) => filesUnder(root, ['.ts', '.tsx']))) {
    if (path.endsWith(join('env', 'abort.ts'))) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*)/.test(line)) return;
        // signal.reason: undefined below Chrome 98 / Safari 15.4; .at(): Chrome 92 / Safari 15.4.
        if (/\b[sS]ignal\??\.reason\b|\.at\(/.test(line)) found.push(`${path}:${i + 1}`);
      });
  }
  expect(found).toEqual([]);
});
