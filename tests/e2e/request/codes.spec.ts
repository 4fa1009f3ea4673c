// Intercepts, business codes, single sign-on and transfer wrapping (docs/reference.md, docs/spec-coverage.md).
import { expect, test } from '../support/fixtures';
import { openPage, SESSION, type Tools } from './support';

declare const T: Tools;
declare const Atrium: typeof import('../../../src/index');

test.describe('request codes and transfer', () => {
  test('_securityIntercept_ rejects kind intercept and shows atrium-message with the URL and time (UMD bundle)', async ({
    page,
    demo,
  }) => {
    await page.goto('/pages/blank.html');
    const kind = await page.evaluate(async () => {
      const A = (window as unknown as { Atrium: { request(o: object): Promise<unknown> } }).Atrium;
      try {
        await A.request({ url: '/api/demo/intercept', method: 'POST', data: { a: 1 } });
        return 'resolved';
      } catch (e) {
        return (e as { kind: string }).kind;
      }
    });
    expect(kind).toBe('intercept');
    const message = page.getByTestId('atrium-message');
    await expect(message).toContainText(`${demo.origin}/api/demo/intercept`);
    await expect(message).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await page.getByTestId('atrium-message-close').click();
    await expect(message).toHaveCount(0);
  });

  test('code 20220610 resolves and runs the tenant-admin check hook', async ({ page }) => {
    await openPage(page);
    const out = await page.evaluate(async () => {
      const seen: unknown[] = [];
      Atrium.setTenantAdminHook((body, url) => seen.push({ code: body.code, url }));
      const r = await T.settle({ url: '/api/demo/tenant-admin', method: 'POST' });
      return { r, seen };
    });
    expect(out.r).toMatchObject({ ok: true, body: { code: 20220610 } });
    expect(out.seen).toEqual([{ code: 20220610, url: expect.stringContaining('/api/demo/tenant-admin') }]);
  });

  test('code 20221104 opens the single-sign-on login URL', async ({ page, demo }) => {
    await openPage(page);
    await page.evaluate(() => {
      void T.settle({ url: '/api/demo/sso', method: 'POST' });
    });
    await page.waitForURL('**/sp/integration/loginSingle?from=sso-code');
    await expect(page.locator('#sso')).toHaveText('SSO sso-code');
    expect(await demo.log('/sp/integration/loginSingle')).toHaveLength(1);
  });

  test('a /sp/integration/loginSingle path goes through the single-sign-on handler, not fetch', async ({
    page,
    demo,
  }) => {
    await openPage(page);
    await page.evaluate(() => {
      void T.settle({ url: '/sp/integration/loginSingle', params: { from: 'path' } });
    });
    await page.waitForURL('**/sp/integration/loginSingle?from=path');
    const log = await demo.log('/sp/integration/loginSingle');
    expect(log).toHaveLength(1);
    // A navigation, not an XHR/fetch: no SDK headers.
    expect(log[0]?.headers.langtype).toBeUndefined();
    expect(log[0]?.headers['sec-fetch-mode']).toBe('navigate');
  });

  test('transferApi: every call is POSTed to it as {route, method, form, body, contentType}', async ({
    page,
    demo,
  }) => {
    await openPage(page);
    const result = await page.evaluate(async () => {
      // From the interceptors step on, init()'s own team-config request is transferred too.
      await T.init({ transferApi: '/api/demo/transfer', prefixApiPath: '/gw' });
      const put = await T.settle({
        url: '/api/demo/echo',
        method: 'PUT',
        params: { id: 3 },
        data: { name: 'x' },
      });
      const get = await T.settle({ url: '/api/demo/list', params: { page: 2 } });
      return { put, get };
    });
    expect(result.put.ok).toBe(true);
    expect(result.get.ok).toBe(true);
    const all = await demo.log('/api/demo/transfer');
    expect(all.map((e) => e.method)).toEqual(all.map(() => 'POST'));
    expect(all.map((e) => (e.body as { route: string }).route)).toContain(
      '/gw/api/baseserver/layout/baseTeams',
    );
    const log = all.filter((e) => (e.body as { route: string }).route.startsWith('/gw/api/demo/'));
    expect(log).toHaveLength(2);
    expect(log[0]?.body).toEqual({
      route: '/gw/api/demo/echo',
      method: 'PUT',
      form: { id: 3 },
      body: { name: 'x' },
      contentType: 'application/json',
    });
    expect(log[1]?.body).toEqual({
      route: '/gw/api/demo/list',
      method: 'GET',
      form: { page: 2 },
      body: null,
      contentType: '',
    });
    expect(log[0]?.headers.eteamsid).toBe(SESSION);
    expect(await demo.log('/gw/api/demo/echo')).toHaveLength(0);
  });
});
