// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Issue 19 cases 8 and 9 — one uploader at a time across tabs, also without Web Locks, and a
// closing tab never re-sends what another tab carries or delivered. (Issue 20 item 3, a record
// goes only to the destination it was captured for: tests/e2e/security/monitor-destination.spec.ts.)
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { advance, figures, pausedClock, show, UPLOAD } from './faults-helpers';
import { boot, captureMany, flush, USER, waitStored } from './helpers';

test('8. without Web Locks: one uploader at a time; a flush longer than the lease keeps it; a clock jump changes nothing', async ({
  context,
  demo,
}) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
  });
  const a = await context.newPage();
  const b = await context.newPage();
  // Both tabs on one paused fake clock: the lease (30 s), its beat (5 s) and the upload limit
  // (6 s) move only when the test moves time, however slow the machine.
  await pausedClock(a);
  await pausedClock(b);
  await boot(a, { user: false });
  await boot(b, { user: false });
  await captureMany(a, 600, 'nolock');
  await waitStored(a, 600, 'nolock');
  // Every upload takes 5.5 s of the page's time (under the monitor's 6 s limit): held in the
  // browser while the clock moves, then sent. Six batches outlive the 30 s lease. The handler
  // counts uploads under way at once: the lease must keep it at one.
  let active = 0;
  let most = 0;
  let arrived = 0;
  await context.route(`**${UPLOAD}`, async (route) => {
    arrived++;
    active++;
    most = Math.max(most, active);
    await a.clock.runFor(5_500);
    const response = await route.fetch().catch(() => null);
    active--;
    if (response) await route.fulfill({ response });
    else await route.abort().catch(() => {});
  });
  const setUser = (p: Page) => p.evaluate((u) => (window as any).Atrium.setCurrentUser(u), USER);
  await setUser(a);
  let settled = false;
  const first = flush(a);
  // The lease's claim waits 150 ms of the page's time; move it until the first upload starts.
  while (arrived === 0) await advance(a, 100, 100);
  // The other tab's wall clock jumps an hour ahead, then it flushes too.
  await b.evaluate(() => {
    const now = Date.now;
    Date.now = () => now() + 3_600_000;
  });
  await setUser(b);
  const second = flush(b);
  const both = Promise.all([first, second]).finally(() => {
    settled = true;
  });
  // Time moves between uploads (never while one is on its way: advance() waits for answers).
  while (!settled) await advance(a, 200, 200);
  const [x, y] = await both;
  const f = await figures(demo, 'nolock', 600);
  show('no Web Locks, two tabs', { ...f, mostAtOnce: most });
  expect(x + y).toBe(600);
  expect(f.received).toBe(600);
  expect(f.duplicates).toBe(0);
  expect(most).toBe(1);
  expect(arrived).toBeGreaterThanOrEqual(6);
});

test('9. a tab closing while another uploads never re-sends what that upload carries or delivered', async ({
  context,
  demo,
}) => {
  const a = await context.newPage();
  await pausedClock(a);
  await boot(a);
  let produced = 0;
  for (const round of ['in-flight', 'delivered']) {
    const b = await context.newPage();
    await pausedClock(b);
    await boot(b);
    await captureMany(b, 30, `closing-${round}`);
    await waitStored(b, 30, `closing-${round}`);
    produced += 30;
    if (round === 'in-flight') {
      // A carries B's 30 records; B closes while the request is on the server.
      await demo.fault({ path: UPLOAD, latency: 2_000, times: 1 });
      const up = flush(a);
      await demo.waitForRequests(UPLOAD, 1);
      await b.close({ runBeforeUnload: true });
      expect(await up).toBe(30);
    } else {
      // A delivered them; B learns it, then closes.
      expect(await flush(a)).toBe(30);
      await expect
        .poll(() => b.evaluate(() => localStorage.getItem('atrium.errors.sending.acked')))
        .not.toBeNull();
      await b.close({ runBeforeUnload: true });
    }
  }
  // Anything B's page hide sent has arrived by now (keepalive requests are quick here).
  await expect.poll(async () => (await figures(demo, 'closing-', produced)).received).toBe(produced);
  const f = await figures(demo, 'closing-', produced);
  show('a tab closing while another uploads', f);
  expect(f.duplicates).toBe(0);
  expect(f.attempts).toBe(2);
});
