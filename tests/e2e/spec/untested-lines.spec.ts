// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Spec lines nothing tested before (docs/spec-coverage.md "Platform lines"), through the built
// script: documents open full-window sized to the available screen (docs/spec-coverage.md), a private
// deployment's favicon after init() (docs/spec-coverage.md), and the chat-app keys in the URL (docs/spec-coverage.md).
import type { Page } from '@playwright/test';
import { expect, runInit, test } from '../embed/support';

/** Records the features of every window.open call (the browser's own function still runs). */
const recordOpens = (page: Page) =>
  page.evaluate(() => {
    const w = window as any;
    w.__opens = [];
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      w.__opens.push({ url: String(url), features: features ?? '' });
      return open(url, target, features);
    };
  });

test.describe('docs/spec-coverage.md: opening a document full-window uses a window sized to the available screen', () => {
  test('openPage(doc) opens at 0,0 with the screen’s available width and height; other pages do not', async ({
    page,
  }) => {
    await page.goto('/pages/blank.html');
    await recordOpens(page);
    const out = await page.evaluate(() => {
      const A = (window as any).Atrium;
      return {
        doc: A.openPage('doc', '42'),
        docCode: A.openPage(37, '43'),
        task: A.openPage('task', '7'),
        docNotFull: A.openPage('doc', '44', undefined, { fullWindow: false }),
        screen: [screen.availWidth, screen.availHeight],
        opens: (window as any).__opens,
      };
    });
    const [width, height] = out.screen;
    const full = `noopener,left=0,top=0,width=${width},height=${height}`;
    expect(out.opens.map((o: any) => o.features)).toEqual([full, full, 'noopener', 'noopener']);
    expect(out.opens[0].url).toContain('/spa/document/index.jsp?id=42');
    expect(out.opens[2].url).toContain('taskid=7');
  });
});

test.describe('docs/spec-coverage.md: a private deployment uses a different favicon', () => {
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

const WECOM_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1';

test.describe('docs/spec-coverage.md: chat-app containers store the tenant, corp and agent keys into the URL', () => {
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

test.describe('docs/spec-coverage.md default language zh_CN, after the browser’s (a deliberate difference)', () => {
  test.describe('a browser language the platform has no texts for', () => {
    test.use({ locale: 'fr-FR' });
    test('falls back to zh_CN, on every request', async ({ page, demo }) => {
      await page.goto('/pages/blank.html');
      expect(await page.evaluate(() => (window as any).Atrium.getLocale().lang)).toBe('zh_CN');
      await page.evaluate(() => (window as any).Atrium.request({ url: '/api/demo/echo' }));
      expect((await demo.log('/api/demo/echo'))[0]?.headers.langtype).toBe('zh_CN');
    });
  });

  test.describe('a supported browser language', () => {
    test.use({ locale: 'ja-JP' });
    test('comes before the default; the page context and init({ locale }) come before it', async ({
      page,
    }) => {
      await page.goto('/pages/blank.html');
      const langs = await page.evaluate(async () => {
        const A = (window as any).Atrium;
        const browser = A.getLocale().lang;
        (window as any).TEAMS = { locale: { lang: 'en_US' } };
        await A.init({ apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false });
        const context = A.getLocale().lang;
        A.destroy();
        await A.init({
          apiDomain: location.origin,
          eteamsid: 'demo-session-0001',
          monitor: false,
          locale: 'zh_TW',
        });
        return [browser, context, A.getLocale().lang];
      });
      expect(langs).toEqual(['ja_JP', 'en_US', 'zh_TW']);
    });
  });
});

test('L384: parseQuery on the built script keeps 5 levels, arrays up to index 19 and 1000 parameters', async ({
  page,
}) => {
  await page.goto('/pages/blank.html');
  const out = await page.evaluate(() => {
    const A = (window as any).Atrium;
    const many = Array.from({ length: 1005 }, (_, i) => `k${i}=${i}`).join('&');
    const parsed = A.parseQuery(many);
    return {
      deep: A.parseQuery('a[b][c][d][e][f][g]=1'),
      index19: A.parseQuery('a[19]=x'),
      index20: A.parseQuery('a[20]=x'),
      count: Object.keys(parsed).length,
      last: [parsed.k999, parsed.k1000 ?? null],
    };
  });
  expect(out.deep).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } } });
  expect(out.index19).toEqual({ a: ['x'] });
  expect(out.index20).toEqual({ a: { 20: 'x' } });
  expect(out.count).toBe(1000);
  expect(out.last).toEqual(['999', null]);
});
