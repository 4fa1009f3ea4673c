import { expect, test } from '../support/fixtures';

// `demo` resets the host, so the dashboard starts empty.
test('the dashboard shows the errors received and a chart of timings', async ({ page, demo }) => {
  expect((await demo.log()).length).toBe(0);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto('/pages/monitor/index.html');
  await page.click('#start');
  await page.click('#js');
  await page.click('#component');
  await page.click('#resource');
  // The uncaught error and the image error come in later tasks: flush until all three are in.
  await expect(async () => {
    await page.click('#flush');
    await expect(page.locator('#status')).toContainText('acknowledged', { timeout: 1_000 });
    await expect(page.locator('#errors tr')).toHaveCount(3, { timeout: 1_000 });
  }).toPass();
  await expect(page.locator('#errors')).toContainText('e10Com');
  await expect(page.locator('#errors')).toContainText('resource');
  await expect(page.locator('#counts')).toContainText('total 3');
  // The first sub-report (3 s after start) brings resource timings into the chart.
  await expect(page.locator('#chart rect').first()).toBeVisible({ timeout: 10_000 });
  expect(pageErrors).toEqual([expect.stringContaining('demo js error')]);
});
