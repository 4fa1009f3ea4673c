// Every test starts with a reset demo host, also one that never asks for `demo` (fixtures.ts):
// a fault the previous test of the worker left — here a getInfo that never answers — must not
// reach it. A CI run failed two CSP tests this way (init stage "session" timed out).

import { demoControl } from './support/control';
import { expect, test } from './support/fixtures';

test.describe.configure({ mode: 'serial' });

test('a test leaves a fault behind: getInfo never answers', async ({ demo }) => {
  await demo.fault({ path: '/papi/app/baseserver/info/getInfo', hang: true });
});

test('the next test of the worker, without `demo`, does not meet it', async ({ page, baseURL }) => {
  // Adding no fault answers with the active list.
  const { faults } = await (await demoControl(baseURL ?? '', 'faults', { body: [] })).json();
  expect(faults).toEqual([]);
  await page.goto('/pages/blank.html');
  const info = await page.evaluate(async () => {
    const res = await fetch('/papi/app/baseserver/info/getInfo', { method: 'POST' });
    return res.status;
  });
  expect(info).toBeGreaterThan(0);
});
