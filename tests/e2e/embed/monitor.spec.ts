// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
import { expect, openBlank, runInit, test } from './support';

test('init starts the monitor: a render error reaches the server as e10Com with its component name', async ({
  page,
  demo,
}) => {
  // Paused: the monitor's 1 s upload timer cannot send the record before flushErrors() does.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await openBlank(page);
  const out = await runInit(page, 'session', { apps: ['@weapp/demo-lib'], extra: { monitor: true } });
  expect(out.ok).toBe(true);
  await page.evaluate(() => (window as any).Atrium.render('#app', 'demoLib.Broken'));
  await expect(page.getByTestId('atrium-component-error')).toBeVisible();
  const sent = await page.evaluate(() => (window as any).Atrium.flushErrors());
  expect(sent).toBeGreaterThan(0);
  const uploads = await demo.log('/api/tissot/frontErrorRecord');
  const dtos = uploads.flatMap((u) => ((u.body as any)?.dtos ?? []) as any[]);
  const record = dtos.find((d) => d.comName === 'demoLib.Broken');
  expect(record).toMatchObject({ errType: 'e10Com', comName: 'demoLib.Broken' });
  expect(record.message).toContain('demo component failed to render');
  // the current user came from the team config
  expect((uploads[0]?.body as any)?.creator).toBe('e-1001');
});

test('monitor:false keeps the monitor off', async ({ page, demo }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
  await openBlank(page);
  await runInit(page, 'session', { extra: { monitor: false } });
  await page.clock.runFor(3_500); // past the monitor's 3000 ms report delay
  await page.evaluate(() => 0); // one round trip after the timers ran
  expect(await demo.log('/api/front/monitor/report/reportData')).toHaveLength(0);
});
