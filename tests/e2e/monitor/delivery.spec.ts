import { expect, test } from '../support/fixtures';
import { pausedClock } from './faults-helpers';
import {
  type AtriumMonitor,
  boot,
  captureMany,
  flush,
  monitorState,
  waitStored,
  withoutIndexedDB,
} from './helpers';

const UPLOAD = '/api/tissot/frontErrorRecord';

test('records survive a failing server and a reload, then arrive exactly once', async ({ page, demo }) => {
  await demo.fault({ path: UPLOAD, status: 500, body: { code: 500, msg: 'down' } });
  await boot(page);
  await captureMany(page, 5, 'survivor');
  expect(await flush(page)).toBe(0);
  await demo.fault({ path: UPLOAD, status: 200, body: { code: 500, msg: 'refused' } });
  expect(await flush(page)).toBe(0);
  expect((await demo.log(UPLOAD)).length).toBeGreaterThanOrEqual(2);

  await page.reload();
  await demo.clearFaults();
  await page.evaluate(() => {
    const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
    A.setCurrentUser({ id: 'u-1', employeeId: 'emp-42' });
    A.startMonitor();
  });
  expect(await flush(page)).toBe(5);
  expect(await flush(page)).toBe(0);
  const { errors } = await monitorState(demo);
  expect(errors.map((e) => e.message).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `survivor-${i}`).sort());
  expect(new Set(errors.map((e) => e.id)).size).toBe(5);
});

test('300 records through an endpoint failing every other request: no loss, no duplicate', async ({
  page,
  demo,
}) => {
  await demo.fault({ path: UPLOAD, status: 503, body: { code: 503 }, every: 2 });
  await boot(page);
  await captureMany(page, 300, 'bulk');
  let acknowledged = 0;
  for (let i = 0; i < 40 && acknowledged < 300; i++) acknowledged += await flush(page);
  expect(acknowledged).toBe(300);
  const { errors, uploads } = await monitorState(demo);
  expect(errors).toHaveLength(300);
  expect(new Set(errors.map((e) => e.id)).size).toBe(300);
  expect(new Set(errors.map((e) => e.message)).size).toBe(300);
  // Failures happened and were retried, and batches stayed bounded.
  expect((await demo.log(UPLOAD)).length).toBeGreaterThan(uploads.length);
  for (const u of uploads) expect(u.ids.length).toBeLessThanOrEqual(100);
});

for (const mode of ['Web Locks', 'localStorage lease'] as const) {
  test(`two tabs of one origin never upload the same record twice (${mode})`, async ({
    page,
    context,
    demo,
  }) => {
    if (mode === 'localStorage lease') {
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
      });
    }
    await demo.fault({ path: UPLOAD, latency: 150 });
    const other = await context.newPage();
    await boot(page);
    await boot(other);
    await captureMany(page, 150, 'tab-a');
    await captureMany(other, 150, 'tab-b');
    // Both tabs flush at the same time, several times over.
    for (let round = 0; round < 4; round++) {
      await Promise.all([flush(page), flush(other), flush(page), flush(other)]);
    }
    const { errors } = await monitorState(demo);
    expect(errors).toHaveLength(300);
    expect(new Set(errors.map((e) => e.id)).size).toBe(300);
    if (mode === 'localStorage lease') {
      expect(await page.evaluate(() => typeof navigator.locks)).toBe('undefined');
      expect(await page.evaluate(() => localStorage.getItem('atrium.errors.lease'))).toBeNull();
    }
  });
}

test('the store keeps at most 1000 records and reports how many it dropped', async ({ page, demo }) => {
  await demo.fault({ path: UPLOAD, status: 500, body: { code: 500 } });
  await boot(page);
  await captureMany(page, 1010, 'cap');
  expect(await flush(page)).toBe(0);
  await demo.clearFaults();
  let total = 0;
  for (let i = 0; i < 5 && total < 1000; i++) total += await flush(page);
  expect(total).toBe(1000);
  const { errors, uploads } = await monitorState(demo);
  const messages = new Set(errors.map((e) => e.message));
  // The oldest ten went first.
  expect(messages.has('cap-0')).toBe(false);
  expect(messages.has('cap-9')).toBe(false);
  expect(messages.has('cap-10')).toBe(true);
  expect(messages.has('cap-1009')).toBe(true);
  expect(uploads[0]?.dropped).toBe(10);
  expect(uploads.at(-1)?.dropped).toBe(0);
});

test('IndexedDB unavailable: records go from memory, the SDK keeps working, no page errors', async ({
  page,
  demo,
}) => {
  const pageErrors = await withoutIndexedDB(page, 'blocked by test', 'SecurityError');
  await boot(page);
  const result = await page.evaluate(async () => {
    const A = (window as unknown as { Atrium: AtriumMonitor & { version: string } }).Atrium;
    A.captureError(new Error('nowhere-to-store'));
    const flushed = await A.flushErrors();
    const answer = await A.request({ url: '/api/monitor-test/still-works' }).catch((e: Error) => e.name);
    return { flushed, version: A.version, answer };
  });
  expect(result.flushed).toBe(1);
  expect(result.version).toMatch(/\d+\.\d+\.\d+/);
  expect(result.answer).toBe('RequestError');
  expect((await monitorState(demo)).errors.map((e) => e.message)).toContain('nowhere-to-store');
  expect(pageErrors).toEqual([]);
});

test('indexedDB undefined: no throw into the page, the record still goes', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await boot(page);
  const flushed = await page.evaluate(() => {
    const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
    A.captureError(new Error('x'));
    return A.flushErrors();
  });
  expect(flushed).toBe(1);
  expect(pageErrors).toEqual([]);
});

test('page hide sends one keepalive batch of what is stored, without a flush call', async ({
  page,
  demo,
}) => {
  await boot(page);
  await captureMany(page, 3, 'hidden');
  await waitStored(page, 3, 'hidden');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await demo.waitForRequests(UPLOAD, 1, 5_000);
  const { errors } = await monitorState(demo);
  expect(errors.map((e) => e.message).sort()).toEqual(['hidden-0', 'hidden-1', 'hidden-2']);
  // Acknowledged records are gone from the store: nothing is sent twice.
  expect(await flush(page)).toBe(0);
});

test('stored records go 1 s after start, then every 10 s, without any flush call', async ({ page, demo }) => {
  // The page's timers run on a paused fake clock: the test moves time, so a slow machine
  // changes nothing (docs/testing.md#how-the-suite-runs).
  await pausedClock(page);
  await boot(page);
  await captureMany(page, 2, 'timer');
  await waitStored(page, 2, 'timer');
  expect(await demo.log(UPLOAD)).toEqual([]);
  await page.clock.runFor(1_000);
  await demo.waitForRequests(UPLOAD, 1);
  // The acknowledged records leave the store; the next ones wait for the 10 s timer.
  await waitStored(page, 0, 'timer');
  await captureMany(page, 2, 'later');
  await waitStored(page, 2, 'later');
  await page.clock.runFor(8_000);
  expect(await demo.log(UPLOAD)).toHaveLength(1);
  await page.clock.runFor(2_000);
  await demo.waitForRequests(UPLOAD, 2);
  const { errors } = await monitorState(demo);
  expect(errors.map((e) => e.message).sort()).toEqual(['later-0', 'later-1', 'timer-0', 'timer-1']);
});

test('records captured just before leaving the page arrive once, with the next page', async ({
  page,
  demo,
}) => {
  await boot(page);
  await captureMany(page, 3, 'leaving');
  await waitStored(page, 3, 'leaving');
  await page.goto('about:blank'); // pagehide + visibilitychange while unloading
  // The hide send has reached the server before the next page starts (its acknowledgement is
  // lost with the page: the next page may send the same ids again, which the host de-duplicates).
  await demo.waitForRequests(UPLOAD, 1, 5_000);
  await boot(page);
  await flush(page);
  expect(await flush(page)).toBe(0);
  const { errors } = await monitorState(demo);
  expect(errors.map((e) => e.message).sort()).toEqual(['leaving-0', 'leaving-1', 'leaving-2']);
});
