import { expect, test } from './support/fixtures';

test('the UMD bundle defines window.Atrium with the package version', async ({ page }) => {
  await page.goto('/pages/blank.html');
  const info = await page.evaluate(() => {
    const A = (window as unknown as { Atrium: { version: string; React: { createElement: unknown } } })
      .Atrium;
    return { version: A.version, hasReact: typeof A.React.createElement };
  });
  const pkg = (await import('../../package.json', { with: { type: 'json' } })).default;
  expect(info.version).toBe(pkg.version);
  expect(info.hasReact).toBe('function');
});

test('the demo host logs requests and applies faults', async ({ page, demo }) => {
  await page.goto('/pages/blank.html');
  await demo.fault({ path: '/api/demo/ping', status: 503, body: { status: false }, times: 1 });
  const statuses = await page.evaluate(async () => {
    const a = await fetch('/api/demo/ping', {
      method: 'POST',
      body: '{"x":1}',
      headers: { 'content-type': 'application/json' },
    });
    const b = await fetch('/api/demo/ping', {
      method: 'POST',
      body: '{"x":2}',
      headers: { 'content-type': 'application/json' },
    });
    return [a.status, b.status];
  });
  expect(statuses).toEqual([503, 404]);
  const log = await demo.log('/api/demo/ping');
  expect(log.map((e) => e.body)).toEqual([{ x: 1 }, { x: 2 }]);
});
