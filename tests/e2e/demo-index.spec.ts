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
  // Paused: the 2 s before the registration pass only through runFor, however slow the machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
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

test('the ES module demo initialises and renders when asked, and says so', async ({ page }) => {
  await page.goto('/pages/embed/esm.html');
  await expect(page.locator('#status')).toHaveText('not initialised');
  await page.locator('#init').click();
  await expect(page.locator('#status')).toHaveText('ready');
  await page.locator('#render').click();
  await expect(page.locator('#app')).toContainText('Ada');
  await expect(page.locator('#status')).toHaveText('rendered demoLib.Hello');
});

test('a component crashing after ready leaves every step green and says which component failed', async ({
  page,
  waitForReady,
}) => {
  await page.goto('/pages/embed/external-system.html');
  await page.locator('input[name=mode][value=session]').check();
  await page.locator('#init').click();
  await waitForReady(page);
  await page.locator('#component').selectOption('demoLib.Broken');
  await page.locator('#render').click();
  await expect(page.locator('#status')).toContainText('COMPONENT_CRASHED');
  await expect(page.locator('#steps li[data-state=failed]')).toHaveCount(0);
  await expect(page.locator('#steps li[data-step=ready]')).toHaveAttribute('data-state', 'done');
});

test('every demo page loads without a 404, the favicon included', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  await page.goto('/');
  const hrefs = await page
    .getByTestId('demo-index-demos')
    .locator('a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) await page.goto(href, { waitUntil: 'load' });
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/');
  expect(missing).toEqual([]);
});
