import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

type AtriumWindow = {
  Atrium: { openLink(url: string): Promise<boolean>; addTrustedDomains(d: string[]): void };
};

const openLink = (page: Page, url: string) =>
  page.evaluate((u) => (window as unknown as AtriumWindow).Atrium.openLink(u), url);

test.beforeEach(async ({ page }) => {
  await page.goto('/pages/routing/links.html');
});

test('a same-origin link opens at once, with noopener', async ({ page, demo }) => {
  const popup = page.waitForEvent('popup');
  expect(await openLink(page, '/sp/task/taskViewPage/42')).toBe(true);
  const win = await popup;
  await win.waitForLoadState();
  expect(new URL(win.url()).pathname).toBe('/sp/task/taskViewPage/42');
  expect(await win.evaluate(() => window.opener)).toBeNull();
  await expect(win.locator('#opener')).toHaveText('opener: none');
  await demo.waitForRequests('/sp/task/taskViewPage/42');
  await expect(page.getByTestId('atrium-link-confirm')).toHaveCount(0);
});

test('not openable links resolve false and open nothing', async ({ page }) => {
  let popups = 0;
  page.on('popup', () => {
    popups += 1;
  });
  for (const url of [
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '\tdata:text/html,x',
    'vbscript:x',
    '#top',
    '',
  ]) {
    expect(await openLink(page, url)).toBe(false);
  }
  await expect(page.getByTestId('atrium-link-confirm')).toHaveCount(0);
  expect(popups).toBe(0);
});

test('an external link asks first; cancel resolves false and opens nothing', async ({ page, demo }) => {
  let popups = 0;
  page.on('popup', () => {
    popups += 1;
  });
  const result = openLink(page, `${demo.secondOrigin}/sp/doc/docDetail/7`);
  const dialog = page.getByTestId('atrium-link-confirm');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('您正在打开一个未经验证的链接'); // default language zh_CN
  await page.getByTestId('atrium-link-cancel').click();
  expect(await result).toBe(false);
  await expect(dialog).toHaveCount(0);
  expect(popups).toBe(0);
  expect(await demo.log('/sp/doc/docDetail/7')).toHaveLength(0);
  expect(await page.evaluate(() => localStorage.getItem('atrium.link.noRemind'))).toBeNull();
});

test('confirming opens the external link with noopener', async ({ page, demo }) => {
  const result = openLink(page, `${demo.secondOrigin}/sp/doc/docDetail/7`);
  const popup = page.waitForEvent('popup');
  await page.getByTestId('atrium-link-open').click();
  expect(await result).toBe(true);
  const win = await popup;
  await win.waitForLoadState();
  expect(win.url()).toBe(`${demo.secondOrigin}/sp/doc/docDetail/7`);
  expect(await win.evaluate(() => window.opener)).toBeNull();
  const [entry] = await demo.waitForRequests('/sp/doc/docDetail/7');
  expect(entry?.origin).toBe('second');
});

test('"Do not remind again" is remembered in localStorage and skips the dialog next time', async ({
  page,
  demo,
}) => {
  const first = openLink(page, `${demo.secondOrigin}/sp/doc/docDetail/1`);
  await page.getByTestId('atrium-link-remember').check();
  const popup1 = page.waitForEvent('popup');
  await page.getByTestId('atrium-link-open').click();
  expect(await first).toBe(true);
  await popup1;
  expect(await page.evaluate(() => localStorage.getItem('atrium.link.noRemind'))).toBeTruthy();

  await page.reload();
  const popup2 = page.waitForEvent('popup');
  expect(await openLink(page, `${demo.secondOrigin}/sp/doc/docDetail/2`)).toBe(true);
  const win = await popup2;
  await win.waitForLoadState();
  expect(new URL(win.url()).pathname).toBe('/sp/doc/docDetail/2');
  await expect(page.getByTestId('atrium-link-confirm')).toHaveCount(0);
  await page.evaluate(() => localStorage.removeItem('atrium.link.noRemind'));
});

test('addTrustedDomains lets a host open without asking', async ({ page, demo }) => {
  await page.evaluate(() => (window as unknown as AtriumWindow).Atrium.addTrustedDomains(['127.0.0.1']));
  const popup = page.waitForEvent('popup');
  expect(await openLink(page, `${demo.secondOrigin}/sp/doc/docDetail/3`)).toBe(true);
  await popup;
  await expect(page.getByTestId('atrium-link-confirm')).toHaveCount(0);
  await demo.waitForRequests('/sp/doc/docDetail/3');
});

test('the demo page buttons drive the same flow', async ({ page }) => {
  await page.getByRole('button', { name: 'another origin (asks first)' }).click();
  await expect(page.getByTestId('atrium-link-confirm')).toBeVisible();
  await page.getByTestId('atrium-link-cancel').click();
  await expect(page.locator('#log')).toContainText('→ false');
});

test.describe('inside DingTalk', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.5.0)',
  });

  test('links open through the container API with an absolute URL', async ({ page, demo }) => {
    await page.goto('/pages/routing/links.html');
    const seen = await page.evaluate(async () => {
      const calls: string[] = [];
      (window as unknown as { dd: unknown }).dd = {
        biz: { util: { openLink: (o: { url: string }) => calls.push(o.url) } },
      };
      const ok = await (window as unknown as AtriumWindow).Atrium.openLink('/sp/task/taskViewPage/9');
      return { ok, calls };
    });
    expect(seen).toEqual({ ok: true, calls: [`${demo.origin}/sp/task/taskViewPage/9`] });
  });
});
