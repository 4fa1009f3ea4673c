// init() needs atrium.async.js: when it cannot be loaded, or hangs, init still settles with a
// typed SdkError, logs it, emits `error`, sends nothing to the platform — and works once the
// file is there again.
import { expect, openBlank, runInit, test } from '../embed/support';

test('atrium.async.js missing: init rejects RESOURCES_FAILED, nothing reaches the platform; a later init works', async ({
  page,
  demo,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/dist/atrium.async.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openBlank(page);
  const out = await runInit(page, 'session');
  expect(out).toMatchObject({ ok: false, name: 'SdkError', code: 'RESOURCES_FAILED' });
  expect(out.message).toContain('atrium.async.js');
  expect(out.events).toEqual(['error:RESOURCES_FAILED']);
  expect(out.steps).toEqual([]);
  expect(errors.some((t) => t.includes('atrium.async.js'))).toBe(true);
  expect(await demo.log('/papi/*')).toEqual([]);
  expect(await demo.log('/api/*')).toEqual([]);

  // The file is back: destroy() lets init run again, and it succeeds.
  await page.unroute('**/dist/atrium.async.js');
  await page.evaluate(() => (window as unknown as { Atrium: { destroy(): void } }).Atrium.destroy());
  const again = await runInit(page, 'session');
  expect(again.ok).toBe(true);
  expect(again.steps).toEqual(['auth', 'session', 'interceptors', 'resources', 'theme', 'ready']);
});

test('atrium.async.js hanging: init rejects TIMEOUT within stageTimeout', async ({ page }) => {
  await page.route('**/dist/atrium.async.js', () => {
    // never answered
  });
  await openBlank(page);
  const started = Date.now();
  const out = await runInit(page, 'session', { stageTimeout: 400 });
  expect(out).toMatchObject({ ok: false, code: 'TIMEOUT' });
  expect(out.message).toContain('400 ms');
  expect(Date.now() - started).toBeLessThan(15_000);
});
