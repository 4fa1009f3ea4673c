// The monitor soak at test size (the full one: `npm run soak`): two tabs, reloads with records
// captured in the last 100 ms before each, every upload fault, then healed.
import { formatFigures, runSoak } from '../../../bench/soak-run';
import { demoJson } from '../support/control';
import { expect, test } from '../support/fixtures';

test('soak: nothing lost beyond the counted cap, nothing acknowledged twice', async ({ context, demo }) => {
  test.setTimeout(180_000);
  const figures = await runSoak(context, demo.origin, {
    records: 720,
    reloads: 3,
    reloadBurst: 200,
    costRecords: 200,
  });
  console.log(formatFigures(figures).join('\n'));
  expect(figures.generated).toBeGreaterThanOrEqual(700);
  // Every reload came right after a burst: at least 200 records captured in its last task, with no
  // turn of the event loop (so no chance to store or send them) before the reload. The "last
  // 100 ms" figure is printed above; on a busy machine 200 captures can take longer than that,
  // which is the machine's speed, not the SDK's behaviour.
  expect(figures.lastTaskMin).toBeGreaterThanOrEqual(200);
  expect(figures.lostBeyondCap).toBe(0);
  expect(figures.acknowledged + figures.droppedCounted).toBeGreaterThanOrEqual(figures.generated);
  expect(figures.duplicatesAcknowledged).toBe(0);
  // The main-thread cost per record is printed above and by `npm run soak` (goal ≤ 0.1 ms on a
  // full store); a performance goal is a benchmark figure, never a timed assertion here.
});

// Issue 12: a burst of records in the last 100 ms before a reload, while the server refuses
// uploads (so nothing can leave at page hide and the keepalive budget cannot help): every
// record must still reach the server once the next page runs on a healed server.
test('burst: 250 records captured in the last 100 ms before a reload are not lost', async ({
  page,
  context,
  demo,
}) => {
  test.setTimeout(60_000);
  await demo.fault({ path: '/api/tissot/frontErrorRecord', status: 500, body: { code: 500 } });
  // The pages' timers and clocks (performance.now included) on a paused fake clock, one for the
  // whole context: the burst is "the last 100 ms before the reload" however slow the machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/pages/blank.html');
  await page.evaluate(() => {
    const A = (window as unknown as { Atrium: { setCurrentUser(u: unknown): void; startMonitor(): void } })
      .Atrium;
    A.setCurrentUser({ id: 'u-1', employeeId: 'emp-42' });
    A.startMonitor();
  });
  // Another tab of the origin holds a long readwrite transaction on the store (as a slow disk
  // or a busy tab would), so the burst's own writes cannot commit before the page goes; on the
  // paused clock it holds it until the tab closes.
  const other = await context.newPage();
  await other.goto('/pages/blank.html');
  await other.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('WeappErrorMonitor', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('errorList', { keyPath: 'id' });
        open.onsuccess = () => {
          const store = open.result.transaction('errorList', 'readwrite').objectStore('errorList');
          const until = performance.now() + 4_000;
          const spin = () => {
            if (performance.now() < until) store.get('~busy').onsuccess = spin;
          };
          spin();
          resolve();
        };
      }),
  );
  const loaded = page.waitForEvent('load');
  // 250 records in one task (the errors are made first, so the captures take milliseconds even
  // on a loaded machine), ending with the reload. The count of records in the last 100 ms goes
  // through sessionStorage, which survives the reload.
  await page
    .evaluate(() => {
      const A = (window as unknown as { Atrium: { captureError(e: unknown): void } }).Atrium;
      const errors = Array.from({ length: 250 }, (_, i) => new Error(`burst-${i} ${'x'.repeat(200)}`));
      for (const e of errors) void e.stack;
      const times: number[] = [];
      for (const e of errors) {
        A.captureError(e);
        times.push(performance.now());
      }
      const reloadAt = performance.now();
      sessionStorage.setItem('burst.lastWindow', String(times.filter((t) => t >= reloadAt - 100).length));
      location.reload();
    })
    .catch(() => {}); // the reload may destroy the context before the call returns
  await loaded;
  const lastWindow = await page.evaluate(() => Number(sessionStorage.getItem('burst.lastWindow')));
  expect(lastWindow).toBeGreaterThanOrEqual(200); // captured in the last 100 ms
  await other.close();
  await demo.clearFaults();
  await page.evaluate(() => {
    const A = (window as unknown as { Atrium: { setCurrentUser(u: unknown): void; startMonitor(): void } })
      .Atrium;
    A.setCurrentUser({ id: 'u-1', employeeId: 'emp-42' });
    A.startMonitor();
  });
  const flushAll = () =>
    page.evaluate(() =>
      (window as unknown as { Atrium: { flushErrors(): Promise<number> } }).Atrium.flushErrors(),
    );
  await expect
    .poll(
      async () => {
        await flushAll();
        const { errors } = await demoJson<{ errors: Array<{ message: string }> }>(demo.origin, 'monitor');
        return new Set(errors.map((e) => e.message.split(' ')[0])).size;
      },
      { timeout: 20_000 },
    )
    .toBe(250);
});
