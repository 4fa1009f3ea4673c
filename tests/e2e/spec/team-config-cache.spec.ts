// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// The team configuration, cached in session storage: read back, cleared by destroy(), applied at
// once on a reload (docs/spec-coverage.md L293), through the built script.
import type { Page } from '@playwright/test';
import { expect, runInit, test } from '../embed/support';

const BASE_TEAMS = '/api/baseserver/layout/baseTeams';

const primary = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--atrium-primary'));

/**
 * Holds the page's baseTeams request until `release()` (Playwright's network interception),
 * then answers it with `body`: "while the request runs" without racing a timer.
 */
async function holdBaseTeams(page: Page, body: object) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived!: () => void;
  const asked = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(`**${BASE_TEAMS}`, async (route) => {
    arrived();
    await released;
    await route.fulfill({ json: body });
  });
  return { asked, release };
}

const FRESH_TEAM = {
  status: true,
  msg: 'ok',
  data: {
    tenantKey: 'demo-tenant',
    teamName: 'Renamed Team',
    theme: { primaryColor: '#abcdef' },
    currentUser: { id: 'u-1001', employeeId: 'e-1001' },
  },
};

test.describe('L293: the team configuration, cached in session storage', () => {
  test('getTeamConfig() reads what init() loaded; destroy() clears it and the cache', async ({ page }) => {
    await page.goto('/pages/blank.html');
    expect(await page.evaluate(() => (window as any).Atrium.getTeamConfig())).toBeNull();
    await runInit(page, 'session');
    const team = await page.evaluate(() => {
      const A = (window as any).Atrium;
      const t = A.getTeamConfig();
      t.teamName = 'changed by the host';
      return {
        first: t,
        again: A.getTeamConfig(),
        stored: JSON.parse(sessionStorage.getItem('atrium.baseTeams')!),
      };
    });
    expect(team.again).toMatchObject({ tenantKey: 'demo-tenant', teamName: 'Demo Team' });
    expect(team.again.theme.primaryColor).toBe('#1f7a5c');
    expect(team.stored).toEqual(team.again);
    const after = await page.evaluate(() => {
      (window as any).Atrium.destroy();
      return [(window as any).Atrium.getTeamConfig(), sessionStorage.getItem('atrium.baseTeams')];
    });
    expect(after).toEqual([null, null]);
  });

  test('a reload in the same tab applies the cached theme at once while the request runs, then the fresh one', async ({
    page,
  }) => {
    await page.goto('/pages/blank.html');
    await runInit(page, 'session');
    expect(await primary(page)).toBe('#1f7a5c');
    await page.reload();
    expect(await primary(page)).toBe('');
    const held = await holdBaseTeams(page, FRESH_TEAM);
    await page.evaluate(() => {
      const w = window as any;
      w.__steps = [];
      w.Atrium.on('step', (s: string) => w.__steps.push(s));
      w.__done = false;
      w.Atrium.init({ apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false }).then(
        () => {
          w.__done = true;
        },
      );
    });
    await held.asked;
    // The cached theme is on while baseTeams is still being answered.
    expect(await primary(page)).toBe('#1f7a5c');
    expect(await page.evaluate(() => (window as any).Atrium.getTeamConfig().teamName)).toBe('Demo Team');
    expect(await page.evaluate(() => (window as any).__done)).toBe(false);
    held.release();
    await page.waitForFunction(() => (window as any).__done === true);
    expect(await primary(page)).toBe('#abcdef');
    expect(await page.evaluate(() => (window as any).Atrium.getTeamConfig().teamName)).toBe('Renamed Team');
  });

  test('a fresh config without a theme removes the cached theme; garbage in the cache is ignored', async ({
    page,
    demo,
  }) => {
    await page.goto('/pages/blank.html');
    await runInit(page, 'session');
    await page.reload();
    await demo.fault({
      path: BASE_TEAMS,
      body: { ...FRESH_TEAM, data: { ...FRESH_TEAM.data, theme: undefined } },
    });
    await runInit(page, 'session');
    expect(await primary(page)).toBe('');
    await page.evaluate(() => sessionStorage.setItem('atrium.baseTeams', '["not", "a config"]'));
    await page.reload();
    const held = await holdBaseTeams(page, FRESH_TEAM);
    await page.evaluate(() => {
      (window as any).Atrium.init({
        apiDomain: location.origin,
        eteamsid: 'demo-session-0001',
        monitor: false,
      });
    });
    await held.asked;
    expect(await primary(page)).toBe('');
    expect(await page.evaluate(() => (window as any).Atrium.getTeamConfig())).toBeNull();
    held.release();
  });
});
