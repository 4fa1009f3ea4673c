// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// Issue 20 item 3: records carry the destination they were captured for and are only uploaded
// there — never to another deployment after destroy() + init() with another apiDomain
// (docs/monitor.md#what-is-stored, docs/security.md "What the monitor stores and sends").
// Asserted on what each origin of the demo host received.

import { pausedClock, show, UPLOAD } from '../monitor/faults-helpers';
import { flush, USER, waitStored } from '../monitor/helpers';
import { expect, test } from '../support/fixtures';

test('issue 20.3: records kept for apiDomain X are never uploaded to Y after destroy() + init()', async ({
  page,
  demo,
}) => {
  const init = (apiDomain: string) =>
    page.evaluate(async (apiDomain) => {
      const A = (window as any).Atrium;
      await A.init({
        apiDomain,
        staticDomain: apiDomain,
        eteamsid: 'demo-session-0001',
        withCredentials: true,
      });
    }, apiDomain);
  const capture = (prefix: string) =>
    page.evaluate((prefix) => {
      const A = (window as any).Atrium;
      for (let i = 0; i < 5; i++) A.captureError(new Error(`${prefix}-${i}`));
    }, prefix);
  const setUser = () => page.evaluate((u) => (window as any).Atrium.setCurrentUser(u), USER);
  await page.goto('/pages/blank.html');
  await pausedClock(page);
  await page.reload();
  // Connected to X (the main origin), no user yet: the records stay stored.
  await init(demo.origin);
  await capture('dest-x');
  await waitStored(page, 5, 'dest-x');
  await page.evaluate(() => (window as any).Atrium.destroy());
  // Connected to Y (the second origin), with a user: only Y's records go there.
  await init(demo.secondOrigin);
  await setUser();
  await capture('dest-y');
  await waitStored(page, 5, 'dest-y');
  expect(await flush(page)).toBe(5);
  await page.evaluate(() => (window as any).Atrium.destroy());
  // Back on X: X's records go to X.
  await init(demo.origin);
  await setUser();
  expect(await flush(page)).toBe(5);
  const log = await demo.log(UPLOAD);
  const sentTo = (origin: 'main' | 'second') =>
    log
      .filter((e) => e.origin === origin)
      .flatMap((e) => ((e.body as { dtos?: Array<{ message: string }> }).dtos ?? []).map((d) => d.message));
  show('records and their destination', {
    xToX: sentTo('main').filter((m) => m.startsWith('dest-x')).length,
    xToY: sentTo('second').filter((m) => m.startsWith('dest-x')).length,
    yToY: sentTo('second').filter((m) => m.startsWith('dest-y')).length,
  });
  expect(sentTo('second').sort()).toEqual(['dest-y-0', 'dest-y-1', 'dest-y-2', 'dest-y-3', 'dest-y-4']);
  expect(sentTo('main').sort()).toEqual(['dest-x-0', 'dest-x-1', 'dest-x-2', 'dest-x-3', 'dest-x-4']);
});
