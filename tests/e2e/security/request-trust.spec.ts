// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// The request layer against hostile servers and clocks (issue 20 items 4, 9, 11 and 12;
// docs/security.md "Answers that show UI", "Dedupe identity", "Durations" and "Token refresh"),
// on the built script: only trusted origins open UI, dedupe never hands one caller's answer to
// another, no duration follows the wall clock, and one failed token call is retried once.
import type { Page } from '@playwright/test';
import { openBlank, runInit } from '../embed/support';
import { expect, test } from '../support/fixtures';

/** The request demo's token source: issues `token-n`, which the session endpoints then accept. */
const TOKEN_API = '/api/demo/token';
const SESSION_STATUS = '/api/demo/session/status';

async function settle(page: Page, options: Record<string, unknown>) {
  return page.evaluate(async (options) => {
    try {
      const body = await (window as any).Atrium.request(options);
      return { ok: true, body };
    } catch (e: any) {
      return { ok: false, kind: e.kind, name: e.name, message: String(e.message) };
    }
  }, options);
}

test.describe('answers that show UI: trusted origins only', () => {
  test('a foreign sensitive-word answer opens no dialog, takes no lock and resolves as a plain answer', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const foreign = await settle(page, { url: `${demo.secondOrigin}/api/demo/sensitive`, method: 'POST' });
    expect(foreign).toMatchObject({
      ok: true,
      body: { code: 200, data: { code: 401, superviseType: 'weak' } },
    });
    await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('atrium.sensitive.open'))).toBeNull();
    // The lock is free: the API origin's own answer still prompts.
    await page.evaluate(() => {
      (window as any).__own = (window as any).Atrium.request({ url: '/api/demo/sensitive', method: 'POST' });
    });
    await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
    await page.getByTestId('atrium-sensitive-cancel').click();
    expect(await demo.log('/api/demo/sensitive')).toHaveLength(2);
  });

  test('a foreign strong sensitive answer and a foreign intercept show no notice or message', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const origin = demo.secondOrigin;
    const strong = await settle(page, { url: `${origin}/api/demo/sensitive/strong` });
    const intercept = await settle(page, { url: `${origin}/api/demo/intercept` });
    expect(strong).toMatchObject({ ok: true, body: { data: { superviseType: 'strong' } } });
    expect(intercept).toMatchObject({ ok: true, body: { _securityIntercept_: 'intercept' } });
    await expect(page.getByTestId('atrium-sensitive-notice')).toHaveCount(0);
    await expect(page.getByTestId('atrium-message')).toHaveCount(0);
    // The API origin's intercept still shows its message.
    expect(await settle(page, { url: '/api/demo/intercept' })).toMatchObject({
      ok: false,
      kind: 'intercept',
    });
    await expect(page.getByTestId('atrium-message')).toBeVisible();
  });

  test('a trusted domain that got the session id may prompt (the same rule as session expiry)', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const out = await runInit(page, 'session', { extra: { trustedDomains: [demo.secondOrigin] } });
    expect(out.ok).toBe(true);
    await page.evaluate((url) => {
      (window as any).__p = (window as any).Atrium.request({ url, method: 'POST' });
    }, `${demo.secondOrigin}/api/demo/sensitive`);
    await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
    const [sent] = await demo.log('/api/demo/sensitive');
    expect(sent?.origin).toBe('second');
    expect(sent?.headers.eteamsid).toBe('demo-session-0001');
  });
});

test.describe('dedupe identity', () => {
  test('concurrent calls acting as alice and bob each get their own answer', async ({ page, demo }) => {
    await openBlank(page);
    const out = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const call = (headers: Record<string, string>) => A.request({ url: '/api/demo/echo', headers });
      const [alice, bob, aliceAuth, bobAuth] = await Promise.all([
        call({ 'x-act-as': 'alice' }),
        call({ 'x-act-as': 'bob' }),
        call({ Authorization: 'Bearer alice' }),
        call({ Authorization: 'Bearer bob' }),
      ]);
      return [alice, bob, aliceAuth, bobAuth].map((r) => [
        r.data.headers['x-act-as'],
        r.data.headers.authorization,
      ]);
    });
    expect(out).toEqual([
      ['alice', undefined],
      ['bob', undefined],
      [undefined, 'Bearer alice'],
      [undefined, 'Bearer bob'],
    ]);
    expect(await demo.log('/api/demo/echo')).toHaveLength(4);
  });

  test('the same headers written in another case still share one call', async ({ page, demo }) => {
    await openBlank(page);
    const out = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const [a, b] = await Promise.all([
        A.request({ url: '/api/demo/echo', headers: { 'X-Act-As': 'alice' } }),
        A.request({ url: '/api/demo/echo', headers: { 'x-act-as': 'alice' } }),
      ]);
      return [a.data.headers['x-act-as'], b.data.headers['x-act-as']];
    });
    expect(out).toEqual(['alice', 'alice']);
    expect(await demo.log('/api/demo/echo')).toHaveLength(1);
  });

  test('callers sharing one call never share one answer object', async ({ page, demo }) => {
    await openBlank(page);
    // Time stands still: the third call is inside the window of the first, however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const out = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const call = () => A.request({ url: '/api/demo/echo', params: { q: 1 } });
      const [a, b] = await Promise.all([call(), call()]);
      const same = a === b;
      a.data.query.q = 'changed by a';
      a.msg = 'changed';
      const c = await call();
      return { same, b: [b.msg, b.data.query.q], c: [c.msg, c.data.query.q], sameC: c === a || c === b };
    });
    expect(out).toEqual({ same: false, b: ['ok', '1'], c: ['ok', '1'], sameC: false });
    expect(await demo.log('/api/demo/echo')).toHaveLength(1);
  });
});

test.describe('durations follow a monotonic clock', () => {
  test('identical GETs after the wall clock went back an hour reach the server', async ({ page, demo }) => {
    await openBlank(page);
    await page.clock.install();
    const start = Date.now() + 60_000;
    await page.clock.pauseAt(start);
    const get = () => settle(page, { url: '/api/demo/echo', params: { same: 1 } });
    expect(await get()).toMatchObject({ ok: true });
    await page.clock.fastForward(700);
    await page.clock.setSystemTime(start - 3_600_000);
    expect(await get()).toMatchObject({ ok: true });
    await page.clock.fastForward(1500);
    expect(await get()).toMatchObject({ ok: true });
    expect(await demo.log('/api/demo/echo')).toHaveLength(3);
  });

  test('a second expiry burst after the wall clock went back an hour fires sessionExpired again', async ({
    page,
  }) => {
    await openBlank(page);
    await page.clock.install();
    const start = Date.now() + 60_000;
    await page.clock.pauseAt(start);
    await page.evaluate(() => {
      const w = window as any;
      w.__expired = 0;
      // The hook handles the expiry: no dialog, no logout navigation.
      w.Atrium.setTokenExpireHook(() => true);
      w.Atrium.on('sessionExpired', () => {
        w.__expired += 1;
      });
    });
    expect(await settle(page, { url: SESSION_STATUS })).toMatchObject({ ok: false, kind: 'session' });
    await page.clock.fastForward(3_500);
    await page.clock.setSystemTime(start - 3_600_000);
    expect(await settle(page, { url: SESSION_STATUS, params: { n: 2 } })).toMatchObject({
      ok: false,
      kind: 'session',
    });
    expect(await page.evaluate(() => (window as any).__expired)).toBe(2);
  });

  test('the wall clock jumping two hours ahead during a token refresh does not time the retry out', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
    // A token source the test holds open: the jump happens while the refresh is running.
    await page.evaluate(() => {
      const w = window as any;
      w.__ready = w.Atrium.init({
        apiDomain: location.origin,
        staticDomain: location.origin,
        apps: [],
        monitor: false,
        authTokenRequest: async () => {
          if (w.__hold) await new Promise((resolve) => (w.__release = resolve));
          const body = await fetch('/api/demo/token').then((r) => r.json());
          return body.data.eteamsid;
        },
      });
      return w.__ready;
    });
    await page.request.post(`${demo.origin}/api/demo/session-set`, { data: { value: 'gone' } });
    await page.evaluate((url) => {
      const w = window as any;
      w.__hold = true;
      w.__r = w.Atrium.request({ url }).then(
        (b: any) => ({ ok: true, code: b.code }),
        (e: any) => ({ ok: false, kind: e.kind }),
      );
    }, SESSION_STATUS);
    await page.waitForFunction(() => typeof (window as any).__release === 'function');
    await page.clock.setSystemTime(Date.now() + 7_200_000);
    await page.evaluate(() => (window as any).__release());
    expect(await page.evaluate(() => (window as any).__r)).toEqual({ ok: true, code: 200 });
    expect(await demo.log(SESSION_STATUS)).toHaveLength(2);
  });
});

test.describe('token refresh against a flapping token API', () => {
  async function burst(page: Page, demo: { origin: string }, n: number) {
    await page.request.post(`${demo.origin}/api/demo/session-set`, { data: { value: `gone-${n}` } });
    return page.evaluate(
      async ({ url, n }) => {
        const A = (window as any).Atrium;
        const all = Array.from({ length: 10 }, (_, i) =>
          A.request({ url, params: { burst: n, i } }).then(
            () => 'ok',
            (e: any) => e.kind,
          ),
        );
        return Promise.all(all);
      },
      { url: SESSION_STATUS, n },
    );
  }

  async function initWithTokenApi(page: Page, origin: string) {
    await openBlank(page);
    await page.evaluate(() => {
      const w = window as any;
      w.__expired = 0;
      w.Atrium.on('sessionExpired', () => {
        w.__expired += 1;
      });
    });
    const out = await runInit(page, 'none', { extra: { authTokenApi: `${origin}${TOKEN_API}` } });
    expect(out.ok).toBe(true);
  }

  test('one call in three fails: every burst recovers with one retry; no re-login dialog', async ({
    page,
    demo,
  }) => {
    await demo.fault({ path: TOKEN_API, status: 500, body: { status: false, msg: 'flap' }, every: 3 });
    await initWithTokenApi(page, demo.origin); // token call 1
    for (const n of [1, 2, 3]) {
      // calls 2, 3 (fails) + 4, 5
      expect(await burst(page, demo, n), `burst ${n}`).toEqual(Array(10).fill('ok'));
    }
    expect(await demo.log(TOKEN_API)).toHaveLength(5);
    await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as any).__expired)).toBe(0);
  });

  test('a token API that keeps failing: one retry, then the session is expired once', async ({
    page,
    demo,
  }) => {
    await initWithTokenApi(page, demo.origin);
    await demo.fault({ path: TOKEN_API, status: 500, body: { status: false, msg: 'down' } });
    expect(await burst(page, demo, 1)).toEqual(Array(10).fill('session'));
    expect(await demo.log(TOKEN_API)).toHaveLength(3);
    await expect(page.getByTestId('atrium-relogin-dialog')).toBeVisible();
    expect(await page.evaluate(() => (window as any).__expired)).toBe(1);
  });
});
