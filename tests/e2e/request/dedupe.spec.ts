// De-duplication (docs/reference.md): identical calls within 500 ms share one network call and its
// outcome; dedupe:false; 'cancel'; one caller's abort rejects only that caller.
import { expect, test } from '../support/fixtures';
import { hold } from '../support/hold';
import { openPage, type Tools } from './support';

declare const T: Tools;
declare const Atrium: typeof import('../../../src/index');

test.describe('request dedupe', () => {
  test('identical calls within 500 ms share one network call and its outcome (UMD bundle)', async ({
    page,
    demo,
  }) => {
    // The page's clocks stand still (performance.now included): the 500 ms window cannot close
    // between the two batches however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/pages/blank.html');
    await demo.fault({ path: '/api/demo/echo', latency: 150 });
    const bodies = await page.evaluate(async () => {
      const A = (window as unknown as { Atrium: { request(o: object): Promise<unknown> } }).Atrium;
      const opts = () => ({
        url: '/api/demo/echo',
        method: 'POST',
        params: { q: 1 },
        data: { a: 1, b: [1, 2] },
      });
      const first = await Promise.all([A.request(opts()), A.request(opts()), A.request(opts())]);
      // Same identity with object keys in another order: still shared.
      return first.concat(
        await Promise.all([A.request(opts()), A.request({ ...opts(), data: { b: [1, 2], a: 1 } })]),
      );
    });
    expect(await demo.log('/api/demo/echo')).toHaveLength(1);
    for (const b of bodies) expect(b).toEqual(bodies[0]);
  });

  test('different bodies, params or methods are separate calls; a call after the window is new', async ({
    page,
    demo,
  }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
    await openPage(page);
    await page.evaluate(async () => {
      const r = Atrium.request;
      await Promise.all([
        r({ url: '/api/demo/echo', method: 'POST', data: { a: 1 } }),
        r({ url: '/api/demo/echo', method: 'POST', data: { a: 2 } }),
        r({ url: '/api/demo/echo', method: 'PUT', data: { a: 1 } }),
        r({ url: '/api/demo/echo', method: 'POST', params: { p: 1 }, data: { a: 1 } }),
      ]);
    });
    await page.clock.runFor(600); // past the 500 ms window
    await page.evaluate(() => Atrium.request({ url: '/api/demo/echo', method: 'POST', data: { a: 1 } }));
    expect(await demo.log('/api/demo/echo')).toHaveLength(5);
  });

  test('dedupe:false sends every call', async ({ page, demo }) => {
    await openPage(page);
    await page.evaluate(() =>
      Promise.all([
        Atrium.request({ url: '/api/demo/echo', dedupe: false }),
        Atrium.request({ url: '/api/demo/echo', dedupe: false }),
      ]),
    );
    expect(await demo.log('/api/demo/echo')).toHaveLength(2);
  });

  test("dedupe:'cancel' rejects the later call kind cancelled with 'Repeated request canceled.'", async ({
    page,
    demo,
  }) => {
    await openPage(page);
    await demo.fault({ path: '/api/demo/echo', latency: 100 });
    const [a, b] = await page.evaluate(() =>
      Promise.all([
        T.settle({ url: '/api/demo/echo', dedupe: 'cancel' }),
        T.settle({ url: '/api/demo/echo', dedupe: 'cancel' }),
      ]),
    );
    expect(a?.ok).toBe(true);
    expect(b).toMatchObject({
      ok: false,
      name: 'RequestError',
      kind: 'cancelled',
      message: 'Repeated request canceled.',
    });
    expect(await demo.log('/api/demo/echo')).toHaveLength(1);
  });

  test("one caller's abort rejects only that caller; the shared call goes on", async ({ page, demo }) => {
    await openPage(page);
    // The shared call is held in the browser until the first caller has aborted.
    const held = await hold(page, '**/api/demo/echo');
    const settled = page.evaluate(async () => {
      const controller = new AbortController();
      (window as unknown as { abortFirst(): void }).abortFirst = () => controller.abort();
      const first = T.settle({ url: '/api/demo/echo', signal: controller.signal });
      const second = T.settle({ url: '/api/demo/echo' });
      return Promise.all([first, second]);
    });
    await held.arrived;
    await page.evaluate(() => (window as unknown as { abortFirst(): void }).abortFirst());
    held.release();
    const [a, b] = await settled;
    expect(a).toMatchObject({ ok: false, kind: 'cancelled' });
    expect(b?.ok).toBe(true);
    expect(await demo.log('/api/demo/echo')).toHaveLength(1);
  });
});
