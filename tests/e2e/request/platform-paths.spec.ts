// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Platform paths go to the platform, not to the host page (issue 21 item 4): an app whose
// `apiDomain` is another origin got the monitor's `/cp/resourceReport.json` on its own server.
import { expect, test } from '../support/fixtures';

test('the resource report goes to apiDomain, not to the page origin', async ({ page, demo }) => {
  // The report leaves 10 s after the first resource is collected: the page's clock runs it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
  await page.goto('/pages/blank.html');
  await page.evaluate(async (platform) => {
    await (window as any).Atrium.init({
      apiDomain: platform,
      staticDomain: platform,
      eteamsid: 'demo-session-0001',
      withCredentials: true,
      monitor: true,
    });
  }, demo.secondOrigin);
  await page.clock.runFor(11_000);
  const log = await demo.waitForRequests('/cp/resourceReport.json', 1);
  expect(log.map((e) => e.origin)).toEqual(['second']);
  const list =
    (log[0]?.body as { resourceList?: Array<{ resourceUrl: string }> } | undefined)?.resourceList ?? [];
  expect(list.some((r) => r.resourceUrl.includes('/dist/atrium.umd.js'))).toBe(true);
});
