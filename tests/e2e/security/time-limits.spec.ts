// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Issue 10 item 10: a time limit above 2^31−1 ms used to overflow the browser timer and fire at
// once; now it is clamped. Zero, negative, NaN and non-numbers are refused with a clear error.
import { expect, initRejections, openBlank, startInit, test } from '../embed/support';

test.describe('time limits', () => {
  test('loadScript(url, {timeout: 2 ** 31}) waits instead of timing out at once', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/build/slow/huge.js', hang: true });
    await page.evaluate(() => {
      const w = window as any;
      w.__load = 'pending';
      w.Atrium.loadScript('/build/slow/huge.js', { timeout: 2 ** 31 }).then(
        () => {
          w.__load = 'loaded';
        },
        (e: any) => {
          w.__load = `${e.name}:${e.type}`;
        },
      );
    });
    // The request has reached the server: an overflowed 1 ms timer would have fired long before.
    await demo.waitForRequests('/build/slow/huge.js');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(await page.evaluate(() => (window as any).__load)).toBe('pending');
  });

  test('loadScript refuses zero, negative, NaN and non-number timeouts with a TypeError, requesting nothing', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const out = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const res: string[] = [];
      for (const timeout of [0, -1, Number.NaN, '5000', null, {}]) {
        res.push(
          await A.loadScript('/build/never/x.js', { timeout }).then(
            () => 'loaded',
            (e: any) => `${e.name}: ${e.message}`,
          ),
        );
      }
      return res;
    });
    for (const line of out)
      expect(line).toMatch(/^TypeError: loadScript\(\): options\.timeout must be a positive number/);
    expect(await demo.log('/build/never/x.js')).toEqual([]);
  });

  test('init({stageTimeout: 3e9}) waits for a slow stage instead of failing TIMEOUT at once', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await demo.fault({ path: '/papi/app/baseserver/info/getInfo', hang: true });
    await startInit(page, 'session', { stageTimeout: 3e9 });
    await demo.waitForRequests('/papi/app/baseserver/info/getInfo');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(await page.evaluate(() => (window as any).__init)).toBeNull();
  });

  test('init() rejects a zero, negative, NaN or non-number stageTimeout with MISSING_ARGUMENT', async ({
    page,
  }) => {
    await openBlank(page);
    const out = await initRejections(page, 'stageTimeout', [-1, Number.NaN, '5000', 0]);
    for (const [code, message] of out) {
      expect(code).toBe('MISSING_ARGUMENT');
      expect(message).toMatch(/^init\(\): stageTimeout must be a positive number of milliseconds/);
    }
  });
});
