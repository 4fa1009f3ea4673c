// Issue 19, the browser's storage breaks (cases 1–4, 10, 11): the monitor degrades to memory,
// never stops, keeps its cap and its order, and counts what it drops. On the built script.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { advance, figures, pausedClock, show, UPLOAD, uploadRules } from './faults-helpers';
import {
  type AtriumMonitor,
  boot,
  captureMany,
  flush,
  storedMessages,
  USER,
  waitStored,
  withoutIndexedDB,
} from './helpers';

const setUser = (page: Page) =>
  page.evaluate((u) => (window as unknown as { Atrium: AtriumMonitor }).Atrium.setCurrentUser(u), USER);

test('1. IndexedDB unavailable: every record goes from memory, and page hide still sends', async ({
  page,
  demo,
}) => {
  const pageErrors = await withoutIndexedDB(page, 'private mode', 'InvalidStateError');
  await boot(page);
  await captureMany(page, 20, 'private');
  expect(await flush(page)).toBe(20);
  // Five more, never flushed: the page goes, and its hide sends them.
  await captureMany(page, 5, 'private-hide');
  await page.goto('about:blank');
  await demo.waitForRequests(UPLOAD, 2, 5_000);
  const f = await figures(demo, 'private', 25);
  show('IndexedDB unavailable', f);
  expect(f.received).toBe(25);
  expect(f.duplicates).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('2. a QuotaExceededError for 1 s: records go to memory meanwhile, then back to the store', async ({
  page,
  demo,
}) => {
  await pausedClock(page);
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      if ((window as unknown as { quota?: boolean }).quota)
        throw new DOMException('full', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await boot(page, { user: false });
  await captureMany(page, 1, 'quota-seed');
  await waitStored(page, 1, 'quota-seed');
  await page.evaluate(() => {
    (window as unknown as { quota?: boolean }).quota = true;
  });
  await captureMany(page, 20, 'quota-during');
  await page.clock.runFor(1_000);
  await page.evaluate(() => {
    (window as unknown as { quota?: boolean }).quota = false;
  });
  await setUser(page);
  expect(await flush(page)).toBe(20); // memory's twenty; the store's one waits for the store
  // The first upload tick 10 s after the failure opens the store again: new records are stored there.
  await advance(page, 21_000);
  await captureMany(page, 20, 'quota-after');
  await waitStored(page, 20, 'quota-after');
  // Sent by this flush, or by the upload tick of the last step if that one was still running
  // (on a loaded machine it can reach the store after these were stored): flushErrors() waits
  // for a running upload first, so once it resolves both are done. What counts is what the
  // server received, below.
  await flush(page);
  const f = await figures(demo, 'quota-', 41);
  show('QuotaExceededError for 1 s', f);
  expect(f.received).toBe(41);
  expect(f.duplicates).toBe(0);
});

test('3a. another tab deletes the database: the delete is not blocked, the SDK tab reopens and delivers', async ({
  page,
  context,
  demo,
}) => {
  await boot(page, { user: false });
  await captureMany(page, 10, 'del-before');
  await waitStored(page, 10, 'del-before');
  const other = await context.newPage();
  await other.goto('/pages/blank.html');
  const outcome = await other.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const req = indexedDB.deleteDatabase('WeappErrorMonitor');
        let blocked = false;
        req.onblocked = () => {
          blocked = true;
        };
        req.onsuccess = () => resolve(blocked ? 'blocked, then deleted' : 'deleted');
        req.onerror = () => resolve('error');
        setTimeout(() => resolve('still blocked after 5 s'), 5_000);
      }),
  );
  expect(outcome).toBe('deleted');
  await captureMany(page, 20, 'del-after');
  await setUser(page);
  // A tab opened meanwhile settles its flush too.
  const third = await context.newPage();
  await boot(third);
  // Whichever tab uploads them (the SDK tab from memory, or the store once it reopened), all go.
  // (or a timer's upload, which these flushes then find done).
  await flush(third);
  await flush(page);
  await expect.poll(async () => (await figures(demo, 'del-after', 20)).received).toBe(20);
  const f = await figures(demo, 'del-after', 20);
  show('another tab deletes the database', f);
  expect(f.received).toBe(20);
  expect(f.duplicates).toBe(0);
  // Back in the store, not in memory: new records are stored.
  await captureMany(page, 3, 'del-stored');
  await waitStored(page, 3, 'del-stored');
});

test('3b. another tab upgrades the database and keeps it: memory under the same cap, drops counted', async ({
  page,
  context,
  demo,
}) => {
  await boot(page, { user: false });
  await captureMany(page, 1, 'upg-seed');
  await waitStored(page, 1, 'upg-seed');
  const other = await context.newPage();
  await other.goto('/pages/blank.html');
  const upgraded = await other.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const req = indexedDB.open('WeappErrorMonitor', 2);
        req.onsuccess = () => {
          (window as unknown as { held?: IDBDatabase }).held = req.result; // kept open
          resolve(true);
        };
        req.onerror = () => resolve(false);
        setTimeout(() => resolve(false), 5_000);
      }),
  );
  expect(upgraded).toBe(true);
  // The page's JS heap after a full garbage collection, through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const heapUsed = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  // 5,000 captures fill the cap; 10,000 more must not grow the heap (before: 353 bytes each).
  await captureMany(page, 5_000, 'upg-burst');
  const heapAtCap = await heapUsed();
  await captureMany(page, 10_000, 'upg-burst');
  const heapGrowth = (await heapUsed()) - heapAtCap;
  const produced = 15_000;
  await setUser(page);
  expect(await flush(page)).toBe(1_000);
  const f = await figures(demo, 'upg-burst', produced);
  show('another tab upgrades the database', {
    ...f,
    heapGrowthMB: Math.round(heapGrowth / 1e5) / 10,
  });
  // Nothing grows without bound: at the cap, 10,000 more captures leave the heap where it was
  // (every capture kept would be 3.5 MB).
  expect(heapGrowth).toBeLessThan(1e6);
  expect(f.received).toBe(1_000);
  expect(f.received + f.droppedCounted).toBe(produced);
  expect(f.duplicates).toBe(0);
});

test('4. stored records that cannot become JSON are dropped and counted; the rest goes', async ({
  page,
  demo,
}) => {
  await boot(page, { user: false });
  await captureMany(page, 1, 'json-seed');
  await waitStored(page, 1, 'json-seed');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('WeappErrorMonitor');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('errorList', 'readwrite');
          const base = {
            errType: 'js',
            filePath: '',
            fileName: '',
            lineNumber: 0,
            colNumber: 0,
            stack: '',
            refererUrl: '',
            createTime: 1,
          };
          // Unserialisable values in fields the record schema sends: dropped and counted.
          tx.objectStore('errorList').put({
            ...base,
            id: '000000000-0001-old',
            message: 'json-bigint',
            lineNumber: 10n,
          });
          const cyclic: Record<string, unknown> = {
            ...base,
            id: '000000000-0002-old',
            message: 'json-cycle',
          };
          cyclic.comName = cyclic;
          tx.objectStore('errorList').put(cyclic);
          // A BigInt in a field the schema does not know: the body carries the schema's fields
          // only, so the record goes without it.
          tx.objectStore('errorList').put({
            ...base,
            id: '000000000-0003-old',
            message: 'json-unknown-field',
            big: 10n,
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await captureMany(page, 20, 'json-good');
  await waitStored(page, 20, 'json-good');
  await setUser(page);
  expect(await flush(page)).toBe(22);
  const f = await figures(demo, 'json-', 24);
  show('unserialisable stored records', f);
  expect(f.received).toBe(22);
  expect(f.droppedCounted).toBe(2);
  expect(await storedMessages(page)).toEqual([]);
});

test('10. the clock goes back an hour: when the store is full, the oldest records go', async ({ page }) => {
  await boot(page, { user: false });
  await captureMany(page, 1_000, 'clock-old');
  await waitStored(page, 1_000, 'clock-old');
  // The next page's wall clock is an hour behind.
  await page.addInitScript(() => {
    const real = Date.now;
    Date.now = () => real() - 3_600_000;
  });
  await page.reload();
  await boot(page, { reload: false, user: false });
  await captureMany(page, 100, 'clock-new');
  // Within the page, the wall clock goes back another hour.
  await page.evaluate(() => {
    const now = Date.now;
    Date.now = () => now() - 3_600_000;
  });
  await captureMany(page, 100, 'clock-newer');
  await waitStored(page, 100, 'clock-newer');
  await flush(page); // no user: trims to the cap under the lock, sends nothing
  const stored = await storedMessages(page);
  const count = (prefix: string) => stored.filter((m) => m.startsWith(`${prefix}-`)).length;
  show('clock back an hour', {
    produced: 1_200,
    keptNew: count('clock-new'),
    keptNewer: count('clock-newer'),
    keptOld: count('clock-old'),
  });
  expect(count('clock-new')).toBe(100);
  expect(count('clock-newer')).toBe(100);
  expect(count('clock-old')).toBe(800);
  expect(stored).not.toContain('clock-old-0');
  expect(stored).toContain('clock-old-999');
});

test('11. the cap holds in every burst: 2,500 captureError + 800 uncaught errors with uploads failing', async ({
  page,
  demo,
}) => {
  test.setTimeout(120_000);
  await uploadRules(demo, { status: 500 });
  page.on('pageerror', () => {});
  await boot(page);
  let produced = 0;
  const peaks: number[] = [];
  for (let round = 0; round < 4; round++) {
    await page.evaluate((round) => {
      const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
      for (let i = 0; i < 2_500; i++) A.captureError(new Error(`cap-${round}-${i}`));
      for (let i = 0; i < 800; i++)
        setTimeout(() => {
          throw new Error(`cap-${round}-uncaught-${i}`);
        });
    }, round);
    produced += 3_300;
    await expect
      .poll(async () => (await storedMessages(page)).length, { timeout: 5_000 })
      .toBeLessThanOrEqual(1_200);
    peaks.push((await storedMessages(page)).length);
  }
  await uploadRules(demo, {});
  let received = 0;
  for (let i = 0; i < 3; i++) received += await flush(page);
  const f = await figures(demo, 'cap-', produced);
  show('the cap in every burst', { ...f, peak: Math.max(...peaks) });
  expect(Math.max(...peaks)).toBeLessThanOrEqual(1_200);
  expect(f.received).toBe(received);
  expect(f.received + f.droppedCounted).toBe(produced);
});
