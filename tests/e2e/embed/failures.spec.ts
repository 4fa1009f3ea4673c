// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
import { expect, openBlank, runInit, test } from './support';

test.describe('init() failure codes', () => {
  test('TOKEN_FAILED when the token API answers status false; error event, nothing logged when handled', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await demo.fault({ path: '/external/atrium-token', body: { status: false, msg: 'no token for you' } });
    const out = await runInit(page, 'token');
    expect(out).toMatchObject({ ok: false, name: 'SdkError', code: 'TOKEN_FAILED', stage: 'auth' });
    expect(out.message).toContain('no token for you');
    expect(out.events).toEqual(['error:TOKEN_FAILED']);
    expect(out.steps).toEqual(['clearCookie', 'auth']);
    // runInit handles the rejection: by docs/getting-started.md only failures nobody handles are logged.
    expect(errors.filter((e) => e.includes('TOKEN_FAILED') || e.includes('failed to get the token'))).toEqual(
      [],
    );
    expect(await demo.log('/papi/app/baseserver/info/getInfo')).toHaveLength(0);
  });

  test('NETWORK_FAILED (not TOKEN_FAILED) when the token API is unreachable', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/external/atrium-token', drop: true });
    const out = await runInit(page, 'token');
    expect(out).toMatchObject({ ok: false, code: 'NETWORK_FAILED', stage: 'auth' });
  });

  test('TOKEN_FAILED when authTokenRequest rejects', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/external/atrium-token', status: 500, body: { status: false } });
    const out = await runInit(page, 'request');
    expect(out).toMatchObject({ ok: false, code: 'TOKEN_FAILED', stage: 'auth' });
  });

  test('INVALID_SESSION when getInfo rejects the id', async ({ page, demo }) => {
    await openBlank(page);
    const out = await runInit(page, 'none', { extra: { eteamsid: 'forged-id' } });
    expect(out).toMatchObject({ ok: false, code: 'INVALID_SESSION', stage: 'session' });
    const info = await demo.log('/papi/app/baseserver/info/getInfo');
    expect(info.map((e) => e.headers.eteamsid)).toEqual(['forged-id']);
    expect(await demo.log('/api/baseserver/layout/baseTeams')).toHaveLength(0);
  });

  test('NETWORK_FAILED saying "redirected" when getInfo answers with a redirect; it is not followed', async ({
    page,
    demo,
  }) => {
    for (const [status, location] of [
      [302, '/sso/login?from=getInfo'],
      [307, `${demo.secondOrigin}/sso/login?from=getInfo`],
    ] as const) {
      await demo.clearFaults();
      await demo.fault({ path: '/papi/app/baseserver/info/getInfo', status, location });
      await openBlank(page);
      const out = await runInit(page, 'session');
      expect(out, String(status)).toMatchObject({ ok: false, code: 'NETWORK_FAILED', stage: 'session' });
      expect(out.message, String(status)).toMatch(/getInfo\) was redirected.*proxy or login page/);
    }
    const info = await demo.log('/papi/app/baseserver/info/getInfo');
    expect(info.map((e) => e.headers.eteamsid)).toEqual(['demo-session-0001', 'demo-session-0001']);
    // Neither redirect target was asked (the id never left for it), and init went no further.
    expect(await demo.log('/sso/login')).toEqual([]);
    expect(await demo.log('/api/baseserver/layout/baseTeams')).toHaveLength(0);
  });

  test('INVALID_SESSION when ACCESS_ETEAMSID is missing even with status true', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({
      path: '/papi/app/baseserver/info/getInfo',
      body: { status: true, data: { isInvalidEteamsid: false } },
    });
    const out = await runInit(page, 'session');
    expect(out).toMatchObject({ ok: false, code: 'INVALID_SESSION' });
  });

  test("NO_SESSION 'unable to get the session id' when the login script sets nothing", async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const started = Date.now();
    const out = await runInit(page, 'oa', { tenantKey: 'no-session' });
    expect(out).toMatchObject({ ok: false, code: 'NO_SESSION', stage: 'auth' });
    expect(out.message).toBe('unable to get the session id');
    // 100 tries every 20 ms: about two seconds of polling.
    expect(Date.now() - started).toBeGreaterThan(1500);
    expect(await demo.log('/papi/iaauthclient/oauth/login')).toHaveLength(1);
  });

  test('PASSPORT_FAILED when passport.js cannot be loaded', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/build/passport/passport.js', status: 404, body: 'not found' });
    const out = await runInit(page, 'passport');
    expect(out).toMatchObject({ ok: false, code: 'PASSPORT_FAILED', stage: 'session' });
  });

  test('PASSPORT_FAILED when passport.js runs but defines no WeaPassport', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({
      path: '/build/passport/passport.js',
      status: 200,
      contentType: 'application/javascript',
      body: 'window.somethingElse = 1;',
    });
    const out = await runInit(page, 'passport');
    expect(out).toMatchObject({ ok: false, code: 'PASSPORT_FAILED' });
  });

  test('PASSPORT_FAILED when passport.js sets WeaPassport to null, a number or a string; a function is fine', async ({
    page,
    demo,
  }) => {
    for (const [value, code] of [
      ['null', 'PASSPORT_FAILED'],
      ['1', 'PASSPORT_FAILED'],
      ['"passport"', 'PASSPORT_FAILED'],
      ['function WeaPassport() {}', undefined],
    ] as const) {
      await openBlank(page);
      await demo.fault({
        path: '/build/passport/passport.js',
        status: 200,
        contentType: 'application/javascript',
        body: `window.WeaPassport = ${value};`,
        times: 1,
      });
      const out = await runInit(page, 'passport');
      if (code) expect(out, value).toMatchObject({ ok: false, code, stage: 'session' });
      else expect(out, value).toMatchObject({ ok: true });
    }
  });

  test('RESOURCES_FAILED when baseTeams fails', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({
      path: '/api/baseserver/layout/baseTeams',
      body: { status: false, msg: 'teams down' },
    });
    const out = await runInit(page, 'session');
    expect(out).toMatchObject({ ok: false, code: 'RESOURCES_FAILED', stage: 'resources' });
    expect(out.message).toContain('teams down');
  });

  test('RESOURCES_FAILED when an app library does not load: the app handles it, so no upgrade dialog', async ({
    page,
  }) => {
    await openBlank(page);
    const out = await runInit(page, 'session', { apps: ['@weapp/broken-lib'] });
    expect(out).toMatchObject({ ok: false, code: 'RESOURCES_FAILED', stage: 'resources' });
    // The dialog would open in the rejection's own turn, before the app's handler ran.
    await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);
  });

  test('an app library that does not load and nobody handles opens the upgrade dialog', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() => {
      // No catch, no on('error') listener: the SDK reports it (the console and the dialog).
      void (window as any).Atrium.init({
        apiDomain: location.origin,
        eteamsid: 'demo-session-0001',
        apps: ['@weapp/broken-lib'],
        monitor: false,
      });
    });
    await expect(page.getByTestId('atrium-upgrade-dialog')).toBeVisible();
  });

  test('TIMEOUT names the stage that hung, and init still settles', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/papi/app/baseserver/info/getInfo', hang: true });
    // The page's timers on a paused fake clock: the stage limit, and nothing else, settles init.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const out = runInit(page, 'session', { stageTimeout: 400 });
    await demo.waitForRequests('/papi/app/baseserver/info/getInfo', 1);
    await page.clock.runFor(400);
    expect(await out).toMatchObject({ ok: false, code: 'TIMEOUT', stage: 'session' });
  });

  test('TIMEOUT in resources when baseTeams hangs', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/api/baseserver/layout/baseTeams', hang: true });
    const out = await runInit(page, 'token', { stageTimeout: 400 });
    expect(out).toMatchObject({ ok: false, code: 'TIMEOUT', stage: 'resources' });
  });

  test('a hanging clearCookie is ignored after its time limit', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/papi/app/baseserver/clearCookie', hang: true });
    const out = await runInit(page, 'token', { stageTimeout: 400 });
    expect(out.ok).toBe(true);
  });
});
