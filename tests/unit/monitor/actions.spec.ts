// docs/spec-coverage.md L349: 48 ms is the slow state-change action threshold, under the mobxAction switch.

import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { $switches } from '../../../src/env/store';
import { type ActionSample, measureAction, onSlowAction } from '../../../src/monitor/actions';

// Every spec file starts from the defaults, whatever ran before it in this worker. The clock the
// monitor reads (`performance.now`) is a fake one that only `busy` moves, so how fast the machine
// runs cannot turn a 5 ms action into a slow one (it did on a busy machine).
let clock = 0;
test.beforeEach(() => {
  resetAll();
  clock = 1_000;
  Object.defineProperty(performance, 'now', { value: () => clock, configurable: true, writable: true });
});
test.afterEach(() => {
  delete (performance as { now?: unknown }).now;
});

/** An action that takes `ms` of the page's time, like a slow state change. */
const busy = (ms: number) => {
  clock += ms;
};

test('actions of 48 ms and more are reported with the mobxAction switch on; faster ones and switch off are not', () => {
  const seen: ActionSample[] = [];
  const off = onSlowAction((s) => seen.push(s));
  const before = $switches.get();
  try {
    $switches.set({ ...before, mobxAction: true });
    expect(
      measureAction('slow', () => {
        busy(50);
        return 'r';
      }),
    ).toBe('r');
    measureAction('fast', () => busy(5));
    $switches.set({ ...before, mobxAction: false });
    measureAction('switchedOff', () => busy(50));
    $switches.set({ ...before, mobxAction: true });
    expect(() =>
      measureAction('throws', () => {
        busy(50);
        throw new Error('boom');
      }),
    ).toThrow('boom');
  } finally {
    $switches.set(before);
    off();
  }
  expect(seen.map((s) => s.name)).toEqual(['slow', 'throws']);
  expect(seen[0]?.duration).toBe(50);
  expect(seen[0]?.kind).toBe('action');
});
