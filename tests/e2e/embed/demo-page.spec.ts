import { expect, test } from './support';

for (const mode of ['token', 'request', 'session', 'oa', 'passport'] as const) {
  test(`external-system page: init with ${mode}, progress to ready, render a React-API component`, async ({
    page,
  }) => {
    await page.goto('/pages/embed/external-system.html');
    await page.locator(`input[name=mode][value=${mode}]`).check();
    await page.locator('#init').click();
    await expect(page.locator('#status')).toHaveText('ready');
    await expect(page.locator('#progress')).toHaveAttribute('value', '7');
    await expect(page.locator('#steps li[data-step=ready]')).toHaveAttribute('data-state', 'done');
    await page.locator('#component').selectOption('demoLib.Counter');
    await page.locator('#props').fill('{"start":1}');
    await page.locator('#render').click();
    await expect(page.getByTestId('demo-counter-value')).toHaveText('count: 1');
    await page.getByTestId('demo-counter-inc').click();
    await expect(page.getByTestId('demo-counter-value')).toHaveText('count: 2');
    await page.locator('#call').click();
    await expect(page.locator('#status')).toHaveText('demoLib.add(2, 3) = 5');
  });
}

test('external-system page: a failing stage is marked on the progress bar', async ({ page, demo }) => {
  await demo.fault({ path: '/papi/app/baseserver/info/getInfo', hang: true });
  await page.goto('/pages/embed/external-system.html');
  await page.locator('input[name=mode][value=session]').check();
  await page.locator('#stageTimeout').fill('300');
  await page.locator('#init').click();
  await expect(page.locator('#status')).toContainText('failed: TIMEOUT (session)');
  await expect(page.locator('#steps li[data-step=session]')).toHaveAttribute('data-state', 'failed');
  await page.locator('#destroy').click();
  await expect(page.locator('#status')).toHaveText('destroyed');
});
