import { expect, test } from '../support/fixtures';

type AtriumWindow = { Atrium: { openLink(url: string): Promise<boolean> } };

test('after a successful lookup the employee card shows at the last pointer position', async ({
  page,
  demo,
}) => {
  await page.goto('/pages/routing/links.html');
  // The first card starts pointer tracking; later cards open where the pointer last was.
  await page.getByRole('button', { name: 'old id 1001 (maps to 88001)' }).click();
  await expect(page.getByTestId('atrium-employee-card')).toBeVisible();
  // Named by the person's name as the page showed it (the link or button the user activated).
  await expect(page.getByRole('dialog', { name: 'old id 1001 (maps to 88001)' })).toHaveAccessibleDescription(
    'ID: 88001',
  );
  await page.mouse.move(300, 200);
  await page.mouse.click(300, 200); // a click outside closes the card
  await expect(page.getByTestId('atrium-employee-card')).toHaveCount(0);
  const response = page.waitForResponse((r) => r.url().includes('/getMulNewTableIds'));
  expect(
    await page.evaluate(() => (window as unknown as AtriumWindow).Atrium.openLink('/_alink_/employee/1001')),
  ).toBe(true);
  await response;
  const card = page.getByTestId('atrium-employee-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('88001');
  const box = await card.boundingBox();
  expect(Math.abs((box?.x ?? 0) - 308)).toBeLessThanOrEqual(2);
  expect(Math.abs((box?.y ?? 0) - 208)).toBeLessThanOrEqual(2);
  const entries = await demo.waitForRequests('/papi/version/upgrade/trans/getMulNewTableIds', 2);
  const entry = entries[1];
  expect(entry?.method).toBe('GET');
  expect(entry?.query).toEqual({
    fieldName: 'id',
    oldTableName: 'hrmresource',
    oldContent: '1001',
    tableName: 'employee',
  });
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
});

test('a click on the demo button shows the card next to the button', async ({ page }) => {
  await page.goto('/pages/routing/links.html');
  const button = page.getByRole('button', { name: 'old id 1001 (maps to 88001)' });
  await button.click();
  const card = page.getByTestId('atrium-employee-card');
  await expect(card).toBeVisible();
  const b = await button.boundingBox();
  const c = await card.boundingBox();
  // Playwright clicks the centre of the button; the card opens 8 px right of it (and stays on screen).
  expect(Math.abs((c?.x ?? 0) - ((b?.x ?? 0) + (b?.width ?? 0) / 2 + 8))).toBeLessThanOrEqual(2);
  const viewport = page.viewportSize();
  expect((c?.y ?? 0) + (c?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
});

test('a failed lookup shows nothing', async ({ page, demo }) => {
  await page.goto('/pages/routing/links.html');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = page.waitForResponse((r) => r.url().includes('/getMulNewTableIds'));
  await page.evaluate(() => (window as unknown as AtriumWindow).Atrium.openLink('/_alink_/employee/9999'));
  await response;
  const [entry] = await demo.waitForRequests('/papi/version/upgrade/trans/getMulNewTableIds');
  expect(entry?.query).toMatchObject({ oldContent: '9999', tableName: 'employee', fieldName: 'id' });
  // Also a server failure: still nothing.
  await demo.fault({ path: '/papi/version/upgrade/trans/getMulNewTableIds', status: 500, body: 'boom' });
  const second = page.waitForResponse((r) => r.url().includes('/getMulNewTableIds'));
  // openLink settles once the lookup's answer is handled: no card can come after that.
  const settled = await page.evaluate(() =>
    (window as unknown as AtriumWindow).Atrium.openLink('/_alink_/employee/1001').then(
      (r) => `resolved:${r}`,
      (e: { code?: string }) => `rejected:${e?.code}`,
    ),
  );
  await second;
  expect(settled).toBe('resolved:true');
  await expect(page.getByTestId('atrium-employee-card')).toHaveCount(0);
  expect(errors).toEqual([]);
});
