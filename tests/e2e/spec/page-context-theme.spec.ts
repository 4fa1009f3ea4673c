// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// The page context theme is the fallback of the theme (docs/spec-coverage.md L143), through the
// built script.
import { expect, openBlank, runInit, test } from '../embed/support';

const TEAM_WITHOUT_THEME = {
  status: true,
  msg: 'ok',
  data: { tenantKey: 'demo-tenant', currentUser: { id: 'u-1', employeeId: 'e-1' } },
};

const themeVars = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const s = document.documentElement.style;
    return [s.getPropertyValue('--atrium-primary'), s.getPropertyValue('--atrium-font-size')];
  });

test.describe('L143: the page context theme', () => {
  test('is the fallback when neither config.theme nor the team config has one', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/api/baseserver/layout/baseTeams', body: TEAM_WITHOUT_THEME });
    await page.evaluate(() => {
      (window as any).TEAMS = { theme: { primaryColor: '#123456', fontSize: 'small' } };
    });
    const out = await runInit(page, 'session');
    expect(out.ok).toBe(true);
    expect(await themeVars(page)).toEqual(['#123456', '12px']);
  });

  test('loses to the team config', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() => {
      (window as any).TEAMS = { theme: { primaryColor: '#123456' } };
    });
    await runInit(page, 'session');
    expect((await themeVars(page))[0]).toBe('#1f7a5c');
  });
});
