// Issue 12 / 10 / 11: time limits, short pages, navigation, exact drop counts, hostile records,
// record owners, and at-least-once delivery with stable ids that the demo host de-duplicates.
import { expect, test } from '../support/fixtures';
import { hold } from '../support/hold';
import { pausedClock } from './faults-helpers';
import { type AtriumMonitor, boot, captureMany, flush, monitorState, USER, waitStored } from './helpers';

const UPLOAD = '/api/tissot/frontErrorRecord';

/** Total of the `dropped` field over every acknowledged upload. */
function droppedReported(uploads: Array<{ dropped: unknown }>): number {
  return uploads.reduce((n, u) => n + (Number(u.dropped) || 0), 0);
}

test('a hung upload is aborted within the limit: the other tab’s flushErrors resolves and everything arrives', async ({
  page,
  context,
  demo,
}) => {
  test.setTimeout(45_000);
  await demo.fault({ path: UPLOAD, hang: true, times: 1 });
  const other = await context.newPage();
  // The tabs' timers on a paused fake clock (one for the whole context): only the test moves it.
  await pausedClock(page);
  await boot(page);
  await boot(other);
  await captureMany(page, 20, 'hang-a');
  await captureMany(other, 20, 'hang-b');
  await waitStored(page, 20, 'hang-a');
  await waitStored(other, 20, 'hang-b');
  const first = flush(page); // hangs on the server
  await demo.waitForRequests(UPLOAD, 1);
  const second = flush(other); // waits for the lock, then uploads
  // The other tab's flush is queued for the upload lock before the clock moves.
  await expect
    .poll(() => other.evaluate(async () => (await navigator.locks.query()).pending?.length ?? 0))
    .toBeGreaterThan(0);
  // Each tab's clock is moved in turn (Playwright runs the context's clock page by page). Moved to
  // just before the hung call's 6 s limit first, so that when the limit frees the lock the other
  // tab's clock is already there too: its own upload and store limits start from that time, not
  // from the start, where the rest of one 6 s move would expire them at once.
  await page.clock.runFor(5_999);
  // The hung call's time limit frees the lock; the clock moves no further, so the other tab
  // waited for nothing else (no upload cycle, no lease time).
  await page.clock.runFor(1);
  expect(await first).toBe(0);
  // The 40 go with this flush, or with the 1 s upload timer the moved clock also fired in one of
  // the tabs, whichever takes the lock first; either way nothing waited past the limit.
  expect([0, 40]).toContain(await second);
  await expect.poll(async () => new Set((await monitorState(demo)).errors.map((e) => e.id)).size).toBe(40);
});

test('a short page view uploads its records on page hide, without any flush or timer', async ({
  page,
  demo,
}) => {
  await boot(page);
  await captureMany(page, 3, 'short');
  await waitStored(page, 3, 'short'); // the records are stored; the 10 s timer is far away
  await page.goto('about:blank'); // no monitor on the next page
  await demo.waitForRequests(UPLOAD, 1, 5_000);
  const { errors } = await monitorState(demo);
  expect(errors.map((e) => e.message).sort()).toEqual(['short-0', 'short-1', 'short-2']);
});

test('the next page uploads what the store holds soon after it starts, not after 10 s', async ({
  page,
  demo,
}) => {
  // No user on the first page: the records stay stored (a failed upload would also set the
  // shared backoff, which the next page honours: see faults-refusals.spec.ts).
  await boot(page, { user: false });
  await captureMany(page, 2, 'stored');
  await waitStored(page, 2, 'stored');
  expect(await flush(page)).toBe(0);
  // The next page's timers on a paused fake clock: one second of it sends the stored records.
  await pausedClock(page);
  await page.reload();
  await boot(page, { reload: false });
  expect(await demo.log(UPLOAD)).toHaveLength(0);
  await page.clock.runFor(1_000);
  await demo.waitForRequests(UPLOAD, 1);
  const { errors } = await monitorState(demo);
  expect(errors.map((e) => e.message).sort()).toEqual(['stored-0', 'stored-1']);
});

test('errors captured right before a reload are not lost (3 rounds of 40)', async ({ page, demo }) => {
  await boot(page);
  for (let round = 0; round < 3; round++) {
    // Capture and navigate in one task: nothing gets time to be written first.
    const loaded = page.waitForEvent('load');
    await page.evaluate((round) => {
      const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
      for (let i = 0; i < 40; i++) A.captureError(new Error(`reload-${round}-${i}`));
      location.reload();
    }, round);
    await loaded;
    await boot(page, { reload: false });
  }
  await expect
    .poll(async () => {
      await flush(page);
      return new Set((await monitorState(demo)).errors.map((e) => e.message)).size;
    })
    .toBe(120);
});

test('records in flight are never evicted or counted as dropped', async ({ page, demo }) => {
  test.setTimeout(45_000);
  // The page's timers stand still (the upload's time limit too), and the upload is held in the
  // browser until the late records are stored: they are certainly written while it is in flight.
  await pausedClock(page);
  await demo.fault({ path: UPLOAD, status: 500, body: { code: 500 } });
  await boot(page);
  await captureMany(page, 1000, 'full');
  expect(await flush(page)).toBe(0); // stored, full
  await demo.clearFaults();
  const upload = await hold(page, `**${UPLOAD}`);
  const slow = flush(page); // the oldest 100 are in flight until released
  await upload.arrived;
  await captureMany(page, 100, 'late');
  await waitStored(page, 100, 'late'); // written next to the 1000 while the oldest are in flight
  upload.release();
  let total = await slow;
  for (let i = 0; i < 20 && total < 1100; i++) total += await flush(page);
  expect(total).toBe(1100);
  const { errors, uploads } = await monitorState(demo);
  expect(new Set(errors.map((e) => e.id)).size).toBe(1100);
  expect(droppedReported(uploads)).toBe(0);
});

test('the drop count is exact across two tabs', async ({ page, context, demo }) => {
  test.setTimeout(60_000);
  await demo.fault({ path: UPLOAD, status: 500, body: { code: 500 } });
  const other = await context.newPage();
  await boot(page);
  await boot(other);
  // Both tabs overflow the store at the same time, in many small bursts.
  await Promise.all(
    [page, other].map(async (p, t) => {
      for (let b = 0; b < 15; b++) {
        await captureMany(p, 100, `tab${t}-${b}`);
        await flush(p);
      }
    }),
  );
  await demo.clearFaults();
  let total = 0;
  for (let i = 0; i < 30 && total < 1000; i++) total += await flush(page);
  expect(total).toBe(1000);
  const { uploads } = await monitorState(demo);
  expect(droppedReported(uploads)).toBe(3000 - 1000);
});

test('a hostile record (control characters) is clipped by bytes and never blocks the queue', async ({
  page,
  demo,
}) => {
  await boot(page);
  await page.evaluate(() => {
    const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
    const hostile = '\u0001'.repeat(20_000);
    A.captureError(new Error(hostile));
    A.captureError({ message: hostile, stack: `Error: ${hostile}\n${hostile}` });
    A.captureError(new Error('after-hostile'));
  });
  let total = 0;
  for (let i = 0; i < 3 && total < 3; i++) total += await flush(page);
  expect(total).toBe(3);
  const { errors } = await monitorState(demo);
  expect(errors.map((e) => e.message)).toContain('after-hostile');
  for (const e of errors) expect(new TextEncoder().encode(JSON.stringify(e)).length).toBeLessThan(20_000);
});

test('a stored record too large to send is dropped and counted, and the rest goes', async ({
  page,
  demo,
}) => {
  await page.goto('/pages/blank.html');
  // A record as an older version (or a tampered store) may have left it.
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('WeappErrorMonitor', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('errorList', { keyPath: 'id' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('errorList', 'readwrite');
    tx.objectStore('errorList').put({
      id: '000000000-0000-huge',
      errType: 'js',
      message: '\u0001'.repeat(8_000),
      stack: '\u0001'.repeat(8_000),
      filePath: '',
      fileName: '',
      lineNumber: 0,
      colNumber: 0,
      refererUrl: '',
      createTime: 1,
    });
    await new Promise((r) => {
      tx.oncomplete = r;
    });
    db.close();
  });
  await boot(page, { reload: false });
  await captureMany(page, 2, 'behind-huge');
  let total = 0;
  for (let i = 0; i < 3 && total < 2; i++) total += await flush(page);
  expect(total).toBe(2);
  const { errors, uploads } = await monitorState(demo);
  expect(errors.map((e) => e.message).sort()).toEqual(['behind-huge-0', 'behind-huge-1']);
  expect(droppedReported(uploads)).toBe(1);
});

test('records keep the user of their capture time', async ({ page, demo }) => {
  await boot(page);
  await page.evaluate(() => {
    const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
    A.captureError(new Error('by-a'));
    A.setCurrentUser({ id: 'u-2', employeeId: 'emp-b' });
    A.captureError(new Error('by-b'));
  });
  let total = 0;
  for (let i = 0; i < 3 && total < 2; i++) total += await flush(page);
  expect(total).toBe(2);
  const { errors, uploads } = await monitorState(demo);
  const creatorOf = (message: string) => {
    const id = errors.find((e) => e.message === message)?.id;
    return uploads.find((u) => u.ids.includes(String(id)))?.creator;
  };
  expect(creatorOf('by-a')).toBe(USER.employeeId);
  expect(creatorOf('by-b')).toBe('emp-b');
});

test('the demo host de-duplicates by id and its log exposes duplicates', async ({ demo }) => {
  const record = { id: 'dup-1', errType: 'js', message: 'twice' };
  for (let i = 0; i < 2; i++) {
    await fetch(`${demo.origin}${UPLOAD}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dtos: [record], creator: 'emp-42' }),
    });
  }
  const state = (await monitorState(demo)) as Awaited<ReturnType<typeof monitorState>> & {
    duplicates?: Array<{ id: string }>;
  };
  expect(state.errors).toHaveLength(1);
  expect(state.duplicates?.map((d) => d.id)).toEqual(['dup-1']);
});
