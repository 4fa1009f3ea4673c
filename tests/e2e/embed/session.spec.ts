// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
import { expect, openBlank, runInit, test } from './support';

test('session expiry with a token source: one shared refresh, retried requests, nothing remounted', async ({
  page,
  demo,
}) => {
  await openBlank(page);
  const out = await runInit(page, 'none', {
    apps: ['@weapp/demo-lib'],
    extra: { authTokenApi: `${demo.origin}/api/demo/token`, oadomain: demo.origin },
  });
  expect(out.ok).toBe(true);
  await page.evaluate(() => (window as any).Atrium.render('#app', 'demoLib.Counter', { start: 5 }));
  await page.getByTestId('demo-counter-inc').click();
  await expect(page.getByTestId('demo-counter-value')).toHaveText('count: 6');
  // the platform drops the session
  await page.request.post(`${demo.origin}/api/demo/session-set`, { data: { value: 'gone' } });
  const results = await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const one = (n: number) =>
      A.request({ url: '/api/demo/session/status', method: 'POST', data: { n }, dedupe: false }).then(
        (r: any) => r.status,
        (e: any) => `${e.kind}`,
      );
    return Promise.all([one(1), one(2), one(3)]);
  });
  expect(results).toEqual([true, true, true]);
  const tokens = await demo.log('/api/demo/token');
  expect(tokens).toHaveLength(2); // init + one shared refresh
  const calls = await demo.log('/api/demo/session/status');
  const retried = calls.filter((c) => c.headers.eteamsid === 'token-2');
  expect(retried).toHaveLength(3);
  await expect(page.getByTestId('demo-counter-value')).toHaveText('count: 6');
  expect(await page.evaluate(() => (window as any).__demoCounterMounts)).toBe(1);
});
