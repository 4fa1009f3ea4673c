// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// The token refresh under faults (issue 12 items 5 and 7b): a request's own time limit covers
// its wait for the refresh, and a request the refresh recovered is not reported as an error.

import { expect, openBlank, runInit, test } from '../embed/support';
import { monitorState } from '../monitor/helpers';

/** The request demo's token source: issues `token-n` and makes the session endpoints accept it. */
const TOKEN_API = '/api/demo/token';

test.describe('token refresh under faults', () => {
  test('with the token API hanging, a request with timeout 3000 rejects kind timeout within its limit', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const out = await runInit(page, 'none', {
      extra: { authTokenApi: `${demo.origin}${TOKEN_API}` },
      stageTimeout: 15_000,
    });
    expect(out).toMatchObject({ ok: true });
    // The session goes stale and the token API stops answering.
    await demo.fault({ path: TOKEN_API, hang: true });
    await page.request.post(`${demo.origin}/api/demo/session-set`, { data: { value: 'gone' } });
    const settled = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const t0 = performance.now();
      try {
        await A.request({ url: '/api/demo/session/status', timeout: 3000 });
        return { ok: true, ms: performance.now() - t0 };
      } catch (e: any) {
        return { ok: false, kind: e.kind, ms: performance.now() - t0 };
      }
    });
    expect(settled).toMatchObject({ ok: false, kind: 'timeout' });
    // Its own 3 s, not the refresh's: well under the 15 s stage limit.
    expect(settled.ms).toBeGreaterThanOrEqual(2900);
    expect(settled.ms).toBeLessThan(5000);
    expect(await demo.log(TOKEN_API)).toHaveLength(2);
  });

  test('a request the refresh recovered is not reported as an ajax error; a final failure is', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const out = await runInit(page, 'none', {
      extra: { authTokenApi: `${demo.origin}${TOKEN_API}`, monitor: {} },
    });
    expect(out).toMatchObject({ ok: true });
    await page.request.post(`${demo.origin}/api/demo/session-set`, { data: { value: 'gone' } });
    await demo.fault({ path: '/api/demo/echo', status: 500, body: { status: false, msg: 'boom' } });
    const results = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const settle = (p: Promise<unknown>) =>
        p.then(
          () => 'ok',
          (e: any) => `error:${e.kind}`,
        );
      const recovered = await Promise.all(
        [1, 2, 3].map((i) => settle(A.request({ url: '/api/demo/session/status', params: { i } }))),
      );
      const failed = await settle(A.request({ url: '/api/demo/echo' }));
      await A.flushErrors();
      return { recovered, failed };
    });
    expect(results).toEqual({ recovered: ['ok', 'ok', 'ok'], failed: 'error:http' });
    // One shared refresh, three retries with its id.
    expect(await demo.log(TOKEN_API)).toHaveLength(2);
    await expect
      .poll(async () => (await monitorState(demo)).errors.filter((e) => e.errType === 'ajax').length)
      .toBe(1);
    const ajax = (await monitorState(demo)).errors.filter((e) => e.errType === 'ajax');
    expect(JSON.stringify(ajax)).toContain('/api/demo/echo');
    expect(JSON.stringify(ajax)).not.toContain('/api/demo/session/status');
  });
});
