// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// docs/spec-coverage.md constants observed from the browser, not read back as constants: the chunk-load time
// limit (L340), the local error database (L343) and the fallback time-zone offset (L362).
import { expect, test } from '../support/fixtures';

test('a script load that never answers fails after 120000 ms by default (fake clock), not before', async ({
  page,
  demo,
}) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
  await page.goto('/pages/blank.html');
  await demo.fault({ path: '/static/never.js', hang: true });
  await page.evaluate(() => {
    (window as any).__load = { state: 'pending' };
    (window as any).Atrium.loadScript('/static/never.js').then(
      () => {
        (window as any).__load = { state: 'loaded' };
      },
      (e: any) => {
        (window as any).__load = { state: 'failed', name: e?.name, type: e?.type };
      },
    );
  });
  await demo.waitForRequests('/static/never.js');
  // The installed clock also moves with real time, so check 1 s either side of the limit.
  await page.clock.runFor(119_000);
  expect(await page.evaluate(() => (window as any).__load)).toEqual({ state: 'pending' });
  await page.clock.runFor(1_000);
  await expect
    .poll(() => page.evaluate(() => (window as any).__load))
    .toEqual({ state: 'failed', name: 'ChunkLoadError', type: 'timeout' });
});

test('errors are stored in IndexedDB WeappErrorMonitor, version 1, store errorList', async ({ page }) => {
  await page.goto('/pages/blank.html');
  await page.evaluate(() =>
    (window as any).Atrium.init({ apiDomain: location.origin, eteamsid: 'demo-session-0001' }),
  );
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('stored for the spec check');
    });
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const dbs = await indexedDB.databases();
          const info = dbs.find((d) => d.name === 'WeappErrorMonitor');
          if (!info) return null;
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open('WeappErrorMonitor');
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          const out = { version: db.version, stores: [...db.objectStoreNames] };
          db.close();
          return out;
        }),
      { timeout: 10_000 },
    )
    .toEqual({ version: 1, stores: ['errorList'] });
});

test('requests carry timeZoneOffset -480 when the browser cannot tell its zone', async ({ page, demo }) => {
  await page.addInitScript(() => {
    Date.prototype.getTimezoneOffset = () => Number.NaN;
  });
  await page.goto('/pages/blank.html');
  await page.evaluate(() => (window as any).Atrium.request({ url: '/api/demo/echo' }));
  const [entry] = await demo.waitForRequests('/api/demo/echo');
  expect(entry?.headers.timezoneoffset).toBe('-480');
});

test('with a known zone the header is the browser offset', async ({ page, demo }) => {
  await page.goto('/pages/blank.html');
  const offset = await page.evaluate(async () => {
    await (window as any).Atrium.request({ url: '/api/demo/echo' });
    return new Date().getTimezoneOffset();
  });
  const [entry] = await demo.waitForRequests('/api/demo/echo');
  expect(entry?.headers.timezoneoffset).toBe(String(offset));
});
