// The demo host's index and the external-system demo, as someone exploring the demo sees them.
import { expect, test } from '../../testing/index';

test('the index lists capability demos apart from the pages tests drive', async ({ page }) => {
  await page.goto('/');
  const demos = page.getByTestId('demo-index-demos');
  const testOnly = page.getByTestId('demo-index-test-pages');
  await expect(demos.getByRole('link', { name: 'Embedding SDK: an external system' })).toBeVisible();
  await expect(demos.getByRole('link', { name: /Language and numbers/ })).toBeVisible();
  await expect(testOnly.locator('a[href="/pages/blank.html"]')).toHaveCount(1);
  await expect(demos.locator('a[href="/pages/blank.html"]')).toHaveCount(0);
});

test('the Panel demo passes the props Panel uses (a title and children)', async ({ page, waitForReady }) => {
  await page.goto('/pages/embed/external-system.html');
  await page.locator('input[name=mode][value=session]').check();
  await page.locator('#init').click();
  await waitForReady(page);
  await page.locator('#component').selectOption('demoLib.Panel');
  await expect(page.locator('#props')).toHaveValue(/"title"/);
  await page.locator('#render').click();
  await expect(page.locator('#app [data-testid=demo-panel]')).toHaveText('Quarterly report — revenue up 12%');
});

test('the instant-message demo shows the registration at 2 s and a pushed result as a banner', async ({
  page,
  waitForReady,
}) => {
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('link', { name: 'Embedding SDK: batch-task results by instant message' }).click();
  await page.locator('#init').click();
  await waitForReady(page);
  const registration = page.getByTestId('demo-im-registration');
  await expect(registration).toHaveText('none yet');
  await page.clock.runFor(2_000);
  await expect(registration).toHaveText(/"command":15422,"types":\[111,114\]/);
  await page.locator('#failure').click();
  await expect(page.locator('[data-testid=atrium-batch-banner][data-state=failure]')).toHaveText(
    /2 rows failed/,
  );
  await expect(page.getByTestId('demo-im-log')).toContainText('batchTask event {"taskId":"demo-1"');
  await page.locator('#destroy').click();
  await expect(registration).toHaveText('unregistered');
});
