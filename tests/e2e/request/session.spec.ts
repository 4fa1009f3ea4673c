// Session expiry (docs/reference.md, docs/spec-coverage.md): the three forms, one sessionExpired per burst, the
// device behaviours, the token-expire hook, and one shared token refresh followed by retries.
import { expect, test } from '../support/fixtures';
import { holdUntil } from '../support/hold';
import { openPage, type Tools } from './support';

declare const T: Tools;
declare const Atrium: typeof import('../../../src/index');

const EMOBILE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 E-Mobile7/7.0.50';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

test.describe('session expiry', () => {
  test('401 with code -1: a burst of failing requests emits sessionExpired once and shows the re-login dialog on PC', async ({
    page,
    demo,
  }) => {
    await openPage(page);
    const out = await page.evaluate(async () => {
      // The demo host's session endpoints do not know init()'s session id: it is stale there.
      await T.init();
      const results = await Promise.all(
        [1, 2, 3].map((n) => T.settle({ url: '/api/demo/session/status', params: { n } })),
      );
      return { results, expired: T.events.filter((e) => e.name === 'sessionExpired') };
    });
    for (const r of out.results)
      expect(r).toMatchObject({ ok: false, kind: 'session', status: 401, code: -1 });
    expect(out.expired).toHaveLength(1);
    expect(out.expired[0]?.payload).toMatchObject({ kind: 'status' });
    await expect(page.getByTestId('atrium-relogin-dialog')).toBeVisible();
    expect(await demo.log('/api/demo/session/status')).toHaveLength(3);
    await page.getByTestId('atrium-relogin-cancel').click();
    await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
  });

  test('200 with actionMsg.code -1 is an expiry too (UMD bundle shows the dialog)', async ({ page }) => {
    await page.goto('/pages/blank.html');
    const result = await page.evaluate(async () => {
      const A = (window as unknown as { Atrium: { request(o: object): Promise<unknown> } }).Atrium;
      try {
        await A.request({ url: '/api/demo/session/actionMsg', method: 'POST', data: {} });
        return 'resolved';
      } catch (e) {
        return (e as { kind: string }).kind;
      }
    });
    expect(result).toBe('session');
    await expect(page.getByTestId('atrium-relogin-dialog')).toBeVisible();
  });

  test('an HTML login page answering a GET is an expiry; the same page to a POST is not', async ({
    page,
  }) => {
    await openPage(page);
    const out = await page.evaluate(async () => {
      const get = await T.settle({ url: '/api/demo/session/loginPage' });
      const post = await T.settle({ url: '/api/demo/session/loginPage', method: 'POST' });
      return { get, post, expired: T.events.filter((e) => e.name === 'sessionExpired') };
    });
    expect(out.get).toMatchObject({ ok: false, kind: 'session' });
    expect(out.post).toMatchObject({ ok: false, kind: 'http' });
    expect(out.expired.map((e) => e.payload.kind)).toEqual(['loginPage']);
  });

  test('with the timeout dialog off, PC logs out', async ({ page, demo }) => {
    await openPage(page);
    await page.evaluate(() => {
      Atrium.setTimeoutDialog(false);
      void T.settle({ url: '/api/demo/session/status' });
    });
    await page.waitForURL('**/papi/passport/logout');
    expect(await demo.log('/papi/passport/logout')).toHaveLength(1);
  });

  test('the suite app (emobile) shows the login-timed-out message and logs out', async ({
    browser,
    demo,
  }) => {
    const context = await browser.newContext({ userAgent: EMOBILE_UA, baseURL: demo.origin });
    const page = await context.newPage();
    await openPage(page);
    await page.evaluate(() => {
      void T.settle({ url: '/api/demo/session/status' });
    });
    await expect(page.getByTestId('atrium-message')).toContainText('登录超时，请重新登录');
    await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
    await page.waitForURL('**/papi/passport/logout');
    await context.close();
  });

  test('the WeChat clients do nothing but reject', async ({ browser, demo }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA, baseURL: demo.origin });
    const page = await context.newPage();
    await openPage(page);
    const out = await page.evaluate(async () => {
      const r = await T.settle({ url: '/api/demo/session/status' });
      // A later request, sent after the SDK handled the expiry: whatever it would do has started.
      await T.settle({ url: '/api/demo/echo' });
      return { r, expired: T.events.filter((e) => e.name === 'sessionExpired').length };
    });
    expect(out.r).toMatchObject({ ok: false, kind: 'session' });
    expect(out.expired).toBe(1);
    await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
    await expect(page.getByTestId('atrium-message')).toHaveCount(0);
    expect(page.url()).toContain('/pages/blank.html');
    expect(await demo.log('/papi/passport/logout')).toHaveLength(0);
    await context.close();
  });

  test('a token-expire hook that handles the expiry replaces the device behaviour', async ({ page }) => {
    await openPage(page);
    const calls = await page.evaluate(async () => {
      const seen: unknown[] = [];
      Atrium.setTokenExpireHook((info) => {
        seen.push(info);
        return true;
      });
      await T.settle({ url: '/api/demo/session/actionMsg' });
      return seen;
    });
    expect(calls).toEqual([
      { url: expect.stringContaining('/api/demo/session/actionMsg'), kind: 'actionMsg' },
    ]);
    await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
  });

  test('with a token source, requests failing together share one refresh and are retried with the new id', async ({
    page,
    demo,
  }) => {
    await openPage(page);
    // The refresh's token call is held until the server has refused all four: every failure
    // reaches the page while the one refresh is still under way, however slow the machine.
    await holdUntil(page, '**/api/demo/token', () => demo.waitForRequests('/api/demo/session/*', 4));
    const out = await page.evaluate(async () => {
      // The token source: init()'s own call gets the id init() accepts (stale for the session
      // endpoints); every later call (the refresh) asks the demo host's token endpoint.
      let calls = 0;
      await T.init({
        eteamsid: undefined,
        authTokenRequest: async () => {
          if (calls++ === 0) return 'demo-session-0001';
          const res = await fetch('/api/demo/token', { method: 'POST' });
          return ((await res.json()) as { data: { eteamsid: string } }).data.eteamsid;
        },
      });
      const forms = ['status', 'actionMsg', 'loginPage', 'status'];
      const results = await Promise.all(
        forms.map((form, i) => T.settle({ url: `/api/demo/session/${form}`, params: { i } })),
      );
      return { results, calls, expired: T.events.filter((e) => e.name === 'sessionExpired').length };
    });
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true, true]);
    expect(out.calls).toBe(2);
    expect(out.expired).toBe(0);
    expect(await demo.log('/api/demo/token')).toHaveLength(1);
    const log = await demo.log('/api/demo/session/*');
    expect(log).toHaveLength(8);
    expect(log.filter((e) => e.headers.eteamsid === 'token-1')).toHaveLength(4);
    await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
  });

  test('when the refreshed id is still refused, the request rejects kind session after one retry', async ({
    page,
    demo,
  }) => {
    await openPage(page);
    const out = await page.evaluate(async () => {
      let n = 0;
      await T.init({
        eteamsid: undefined,
        authTokenRequest: async () => (n++ === 0 ? 'demo-session-0001' : `refused-${n}`),
      });
      const r = await T.settle({ url: '/api/demo/session/status' });
      return { r, refreshes: n - 1 };
    });
    expect(out.r).toMatchObject({ ok: false, kind: 'session' });
    expect(out.refreshes).toBe(1);
    expect(await demo.log('/api/demo/session/status')).toHaveLength(2);
    await expect(page.getByTestId('atrium-relogin-dialog')).toBeVisible();
  });
});

test('destroy() removes the re-login dialog and a later expiry shows it again (UMD bundle)', async ({
  page,
}) => {
  await page.goto('/pages/blank.html');
  const expire = () =>
    page.evaluate(() => {
      const A = (window as unknown as { Atrium: { request(o: object): Promise<unknown> } }).Atrium;
      return A.request({ url: '/api/demo/session/actionMsg' }).catch((e: { kind: string }) => e.kind);
    });
  expect(await expire()).toBe('session');
  await expect(page.getByTestId('atrium-relogin-dialog')).toBeVisible();
  await page.evaluate(() => (window as unknown as { Atrium: { destroy(): void } }).Atrium.destroy());
  await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
  expect(await expire()).toBe('session');
  await expect(page.getByTestId('atrium-relogin-dialog')).toBeVisible();
});
