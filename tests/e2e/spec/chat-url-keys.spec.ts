// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Chat-app containers store the tenant, corp and agent keys into the URL (docs/spec-coverage.md
// L385), through the built script.
import type { Page } from '@playwright/test';
import { expect, test } from '../embed/support';

const WECOM_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1';

test.describe('L385: chat-app containers store the tenant, corp and agent keys into the URL', () => {
  const keys = (page: Page) => {
    const u = new URL(page.url());
    return ['tenantKey', 'corpId', 'agentId'].map((k) => u.searchParams.get(k));
  };

  test('all three come from the page context; startSuitePage({ chatKeys }) overrides one', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, userAgent: WECOM_PHONE });
    await context.addInitScript(() => {
      (window as any).TEAMS = { tenantKey: 'tk1', corpId: 'ww9', agentId: 1000009 };
    });
    const page = await context.newPage();
    await page.goto('/pages/blank.html');
    const stop = await page.evaluateHandle(() => (window as any).Atrium.startSuitePage());
    expect(keys(page)).toEqual(['tk1', 'ww9', '1000009']);
    await page.evaluate((s) => s(), stop);
    expect(keys(page)).toEqual([null, null, null]);
    await page.evaluate(() => (window as any).Atrium.startSuitePage({ chatKeys: { agentId: '2' } }));
    expect(keys(page)).toEqual(['tk1', 'ww9', '2']);
    await context.close();
  });

  test('top-level window fields count too; outside a chat app nothing is written', async ({
    browser,
    baseURL,
  }) => {
    for (const [userAgent, expected] of [
      [WECOM_PHONE, ['tk2', 'ww2', null]],
      [undefined, [null, null, null]],
    ] as const) {
      const context = await browser.newContext({ baseURL, ...(userAgent ? { userAgent } : {}) });
      await context.addInitScript(() => {
        Object.assign(window as any, { tenantKey: 'tk2', corpId: 'ww2' });
      });
      const page = await context.newPage();
      await page.goto('/pages/blank.html');
      await page.evaluate(() => (window as any).Atrium.startSuitePage());
      expect(keys(page)).toEqual(expected);
      await context.close();
    }
  });
});
