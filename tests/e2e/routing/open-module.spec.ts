import { expect, test } from '../support/fixtures';

type Atrium = {
  openModule(module: string, id: string, options?: { link?: boolean; side?: boolean }): void;
  init(config: object): Promise<void>;
};

test.beforeEach(async ({ page }) => {
  await page.goto('/pages/routing/links.html');
});

test('a dialog opens as the sub-route app_component beneath the current path, routers hear popstate', async ({
  page,
}) => {
  const result = await page.evaluate(() => {
    const seen: string[] = [];
    addEventListener('popstate', () => seen.push(location.pathname + location.search));
    (window as unknown as { Atrium: Atrium }).Atrium.openModule('task', '42__tab=c&from=m');
    return seen;
  });
  expect(result).toEqual(['/pages/routing/links.html/task_TaskDetail/42?tab=c&from=m']);
  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/routing\/links\.html$/);
  await page.evaluate(() =>
    (window as unknown as { Atrium: Atrium }).Atrium.openModule('crm.customer', '7', { side: true }),
  );
  await expect(page).toHaveURL(/\/pages\/routing\/links\.html\/crm_CustomerSideDetail\/7$/);
});

test('hash routers get the sub-route in the hash', async ({ page }) => {
  await page.goto('/pages/routing/links.html#/main/home?x=1');
  await page.evaluate(() => (window as unknown as { Atrium: Atrium }).Atrium.openModule('doc', '5'));
  await expect(page).toHaveURL(/#\/main\/home\/doc_DocDetail\/5\?x=1$/);
});

test('link mode opens the detail path as a separate page; no path falls back to the dialog', async ({
  page,
  demo,
}) => {
  const popup = page.waitForEvent('popup');
  await page.evaluate(() =>
    (window as unknown as { Atrium: Atrium }).Atrium.openModule('task', '42__tab=c', { link: true }),
  );
  const win = await popup;
  await win.waitForLoadState();
  expect(new URL(win.url()).pathname + new URL(win.url()).search).toBe('/sp/task/taskViewPage/42?tab=c');
  await demo.waitForRequests('/sp/task/taskViewPage/42');
  // calendar has no desktop detail page: the dialog opens instead
  await page.evaluate(() =>
    (window as unknown as { Atrium: Atrium }).Atrium.openModule('calendar', '3', { link: true }),
  );
  await expect(page).toHaveURL(/\/links\.html\/calendar_CalendarDetail\/3$/);
});

test('in an external system only link mode works; otherwise a message says so', async ({ page, demo }) => {
  await page.evaluate(
    (origin) =>
      (window as unknown as { Atrium: Atrium }).Atrium.init({
        apiDomain: origin,
        eteamsid: 'demo-session-0001',
        locale: 'en_US',
        monitor: false,
      }),
    demo.origin,
  );
  const before = page.url();
  await page.evaluate(() => (window as unknown as { Atrium: Atrium }).Atrium.openModule('task', '42'));
  const message = page.getByTestId('atrium-message');
  await expect(message).toBeVisible();
  await expect(message.locator('.atrium-message-text')).toHaveText(
    'Sorry, this feature requires access to the OA system, apologies for the inconvenience',
  );
  expect(page.url()).toBe(before);

  const popup = page.waitForEvent('popup');
  await page.evaluate(() =>
    (window as unknown as { Atrium: Atrium }).Atrium.openModule('task', '42', { link: true }),
  );
  const win = await popup;
  await win.waitForLoadState();
  expect(win.url()).toBe(`${demo.origin}/sp/task/taskViewPage/42`);
});

test('in-app /_alink_ links passed to openLink open through openModule', async ({ page }) => {
  const opened = await page.evaluate(() =>
    (window as unknown as { Atrium: { openLink(url: string): Promise<boolean> } }).Atrium.openLink(
      '/_alink_/crm.contact/7__tab=c',
    ),
  );
  expect(opened).toBe(true);
  await expect(page).toHaveURL(/\/links\.html\/crm_ContactDetail\/7\?tab=c$/);
});
