// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Pages whose URL contains distribute or reportShare load the tenant's currency symbol map at
// init() (docs/spec-coverage.md L31, L282), through the built script.
import type { Page } from '@playwright/test';
import { expect, runInit, test } from '../embed/support';

const SYMBOLS = '/papi/i18n/currency/getSymbolMap';

const withTenant = (page: Page, tenantKey: string) =>
  page.addInitScript((key) => {
    (window as any).TEAMS = { tenantKey: key };
  }, tenantKey);

const symbols = (page: Page) =>
  page.evaluate(() => ['USD', 'jpy', 'GBP', 'XYZ'].map((c) => (window as any).Atrium.getCurrencySymbol(c)));

test.describe('L31, L282: pages whose URL contains distribute or reportShare load the currency symbol map', () => {
  for (const query of ['?from=distribute', '?page=reportShare']) {
    test(`init() on ${query} loads it for the tenant; getCurrencySymbol reads it`, async ({ page, demo }) => {
      await withTenant(page, 'tenant-acme');
      await page.goto(`/pages/blank.html${query}`);
      expect(await symbols(page)).toEqual(['$', '¥', '£', 'XYZ']); // built-in before init
      expect((await runInit(page, 'session')).ok).toBe(true);
      const [call] = await demo.waitForRequests(SYMBOLS);
      expect(call?.method).toBe('POST');
      expect(call?.body).toEqual({ tenantKey: 'tenant-acme' });
      // The tenant's map wins; a code it lacks keeps the built-in symbol; unknown codes stay.
      await expect.poll(() => symbols(page)).toEqual(['US$', 'JP¥', '£', 'XYZ']);
    });
  }

  test('any other page: init() does not ask, the built-in symbols apply', async ({ page, demo }) => {
    await withTenant(page, 'tenant-acme');
    await page.goto('/pages/blank.html?view=normal');
    expect((await runInit(page, 'session')).ok).toBe(true);
    await demo.waitForRequests('/api/component/base/syncSetting/getSetting');
    expect(await demo.log(SYMBOLS)).toHaveLength(0);
    expect(await symbols(page)).toEqual(['$', '¥', '£', 'XYZ']);
  });

  test('a refused map (no tenant) is a warning, init() still resolves and the built-in symbols apply', async ({
    page,
    demo,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto('/pages/blank.html?from=distribute');
    expect((await runInit(page, 'session')).ok).toBe(true);
    await demo.waitForRequests(SYMBOLS);
    await expect.poll(() => warnings.join('\n')).toContain('currency symbols unavailable');
    expect(warnings.join('\n')).toContain('tenantKey is required'); // the server's message
    expect(await symbols(page)).toEqual(['$', '¥', '£', 'XYZ']);
  });
});
