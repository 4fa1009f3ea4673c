// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// A private deployment's favicon after init() (docs/spec-coverage.md L263), through the built
// script.
import type { Page } from '@playwright/test';
import { expect, runInit, test } from '../embed/support';

test.describe('L263: a private deployment uses a different favicon', () => {
  const icon = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((l) => l.href),
    );

  test('init() on a page whose context says privateDeployment: the private icon from staticDomain', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as any).TEAMS = { privateDeployment: true };
    });
    await page.goto('/pages/blank.html');
    expect((await runInit(page, 'session')).ok).toBe(true);
    expect(await icon(page)).toEqual([`${new URL(page.url()).origin}/build/favicon/private.ico`]);
  });

  test('init() with a team config that says privateDeployment; a tenant logo still wins', async ({
    page,
    demo,
  }) => {
    const team = (extra: object) => ({
      path: '/api/baseserver/layout/baseTeams',
      body: { status: true, data: { tenantKey: 'demo-tenant', privateDeployment: true, ...extra } },
    });
    await demo.fault(team({}));
    await page.goto('/pages/blank.html');
    await runInit(page, 'session');
    expect(await icon(page)).toEqual([`${new URL(page.url()).origin}/build/favicon/private.ico`]);
    await demo.fault(team({ tenantLogo: { faviconUrl: 'https://cdn.example/acme.ico' } }));
    await page.reload();
    await runInit(page, 'session');
    expect(await icon(page)).toEqual(['https://cdn.example/acme.ico']);
  });

  test('no private deployment, no logo: the page keeps its own icon', async ({ page }) => {
    await page.goto('/pages/blank.html');
    await runInit(page, 'session');
    expect(await icon(page)).toEqual([]);
  });
});
