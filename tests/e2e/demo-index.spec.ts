// The demo host's index and the external-system demo, as someone exploring the demo sees them.
import { expect, test } from '../../testing/index';

test('the index lists capability demos apart from the pages tests drive', async ({ page }) => {
  await page.goto('/');
  const demos = page.getByTestId('demo-index-demos');
  const testOnly = page.getByTestId('demo-index-test-pages');
  await expect(demos.getByRole('link', { name: 'Embedding SDK: an external system' })).toBeVisible();
  await expect(demos.getByRole('link', { name: /Language and numbers/ })).toBeVisible();
  await expect(testOnly.locator('a[href="/pages/blank.html"]')).toHaveCount(1);
  await expect(testOnly.locator('a[href="/pages/request/harness.html"]')).toHaveCount(1);
  await expect(
    demos.locator('a[href="/pages/blank.html"], a[href="/pages/request/harness.html"]'),
  ).toHaveCount(0);
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
