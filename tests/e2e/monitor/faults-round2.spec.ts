// Issue 27, the second fault round on the built script (cases 8 and 9; 10 and 11 are the
// backoff's, in tests/unit/monitor/faults.spec.ts): records held only in memory or in page-hide
// rescue keys are read back whatever storage works, and a stop hands them to the next start.
// Time is page.clock's, paused: uploads go only when the test flushes.
import { expect, test } from '../support/fixtures';
import { figures, pausedClock, show, UPLOAD, uploadRules } from './faults-helpers';
import {
  type AtriumMonitor,
  boot,
  captureMany,
  flush,
  storedMessages,
  USER,
  withoutIndexedDB,
} from './helpers';

const rescueKeys = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('atrium.errors.rescue.')).length);

test('8. private mode: 10 page views of 20 records with the server failing, then healed — all 200 arrive, rescue keys do not pile up', async ({
  page,
  demo,
}) => {
  test.setTimeout(120_000);
  const pageErrors = await withoutIndexedDB(page, 'private mode', 'InvalidStateError');
  await uploadRules(demo, { status: 503 });
  await pausedClock(page);
  const keys: number[] = [];
  for (let view = 0; view < 10; view++) {
    await boot(page); // the previous page view hides: its memory goes to its rescue key
    keys.push(await rescueKeys(page));
    await captureMany(page, 20, `private-${view}-`);
    expect(await flush(page)).toBe(0); // 503
  }
  await boot(page); // the 11th view reads back what the 10th left
  await uploadRules(demo, {});
  await expect
    .poll(async () => {
      await flush(page);
      return (await figures(demo, 'private-', 200)).received;
    })
    .toBe(200);
  const f = await figures(demo, 'private-', 200);
  show('private mode, 10 views, server failing then healed', { ...f, maxRescueKeys: Math.max(...keys) });
  expect(f.duplicates).toBe(0);
  expect(Math.max(...keys)).toBeLessThanOrEqual(1); // before: one more key per view (10), 20 of 200 arrived
  expect(await rescueKeys(page)).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('9. a stop while IndexedDB fails hands the memory records to the next start', async ({ page, demo }) => {
  await withoutIndexedDB(page, 'private mode', 'InvalidStateError');
  await pausedClock(page);
  await boot(page, { user: false }); // no user: nothing is sent, the 30 wait in memory
  await captureMany(page, 30, 'restart-');
  const sent = await page.evaluate(async (user) => {
    const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
    A.stopMonitor();
    A.startMonitor();
    A.setCurrentUser(user);
    return A.flushErrors();
  }, USER);
  await expect
    .poll(async () => {
      await flush(page);
      return (await figures(demo, 'restart-', 30)).received;
    })
    .toBe(30);
  const f = await figures(demo, 'restart-', 30);
  show('stop and start with IndexedDB failing', { ...f, firstFlush: sent });
  expect(f.duplicates).toBe(0);
  expect(await rescueKeys(page)).toBe(0);
  expect((await demo.log(UPLOAD)).length).toBeGreaterThan(0);
});

test('12. the cap holds across tabs: 10,000 errors from two tabs with nothing uploaded', async ({
  context,
  demo,
}) => {
  test.setTimeout(120_000);
  const a = await context.newPage();
  const b = await context.newPage();
  // Paused clocks: no upload tick runs, so only the writers' trims keep the cap.
  await pausedClock(a);
  await pausedClock(b);
  await boot(a);
  await boot(b);
  const settled: number[] = [];
  let produced = 0;
  for (let round = 0; round < 20; round++) {
    for (const [tab, name] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      const prefix = `tabs-${name}${round}`;
      await captureMany(tab, 250, prefix);
      produced += 250;
      // The burst's newest record is stored (the oldest go first when the cap trims).
      await expect.poll(async () => (await storedMessages(tab)).includes(`${prefix}-249`)).toBe(true);
    }
    // What the store holds once the trims that were due ran: at most 1,200 (before: each tab
    // counted only its own writes, and the store grew past it).
    await expect
      .poll(async () => (await storedMessages(a)).length, { timeout: 5_000 })
      .toBeLessThanOrEqual(1_200);
    settled.push((await storedMessages(a)).length);
  }
  await flush(a);
  const f = await figures(demo, 'tabs-', produced);
  show('two tabs, 10,000 errors, nothing uploaded', { ...f, peakSettled: Math.max(...settled) });
  expect(Math.max(...settled)).toBeLessThanOrEqual(1_200);
});
