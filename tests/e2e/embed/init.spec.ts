// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
import type { Page } from '@playwright/test';
import { holdUntil } from '../support/hold';
import { ALL_STEPS, expect, openBlank, runInit, test } from './support';

const paths: [string, string, string, string] = [
  '/papi/app/baseserver/clearCookie',
  '/external/atrium-token',
  '/papi/app/baseserver/info/getInfo',
  '/api/baseserver/layout/baseTeams',
];

/**
 * Records, in the page, each fetch as it leaves (`start <path>`) and as its answer comes
 * (`end <path>`): the server's log orders requests by arrival, which parallel connections swap.
 */
async function recordFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as any).__fetches = events;
    const original = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
      events.push(`start ${path}`);
      const answer = original(input, init);
      answer.then(
        () => events.push(`end ${path}`),
        () => events.push(`failed ${path}`),
      );
      return answer;
    };
  });
}

const fetchEvents = (page: Page): Promise<string[]> => page.evaluate(() => (window as any).__fetches);
const sentPaths = async (page: Page): Promise<string[]> =>
  (await fetchEvents(page)).filter((e) => e.startsWith('start ')).map((e) => e.slice('start '.length));

test.describe('init() auth modes', () => {
  test('token API: all seven steps in order, and the server sees each call with the token', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const out = await runInit(page, 'token');
    expect(out).toMatchObject({ ok: true, steps: ALL_STEPS, events: ['ready'] });
    const log = (await demo.log()).filter((e) => paths.includes(e.path));
    const token = (await demo.log('/papi/app/baseserver/info/getInfo'))[0]?.headers.eteamsid as string;
    expect(token).toMatch(/^tok-/);
    const clear = log.find((e) => e.path === paths[0]);
    expect(clear?.query).toEqual({ service: demo.origin });
    const at = (p: string) => log.findIndex((e) => e.path === p);
    expect(at(paths[0])).toBeGreaterThanOrEqual(0);
    expect(at(paths[0])).toBeLessThan(at(paths[2]));
    expect(at(paths[1])).toBeLessThan(at(paths[2]));
    expect(at(paths[2])).toBeLessThan(at(paths[3]));
    const teams = log.find((e) => e.path === paths[3]);
    expect(teams?.method).toBe('POST');
    expect(teams?.headers.eteamsid).toBe(token);
    const cached = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('atrium.baseTeams') ?? 'null'),
    );
    expect(cached.currentUser).toEqual({ id: 'u-1001', employeeId: 'e-1001', loginChannel: 'sdk' });
  });

  test('token function: clearCookie then the function, no token API call from the SDK itself', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const out = await runInit(page, 'request');
    expect(out).toMatchObject({ ok: true, steps: ALL_STEPS });
    expect(await demo.log('/papi/app/baseserver/clearCookie')).toHaveLength(1);
    const info = await demo.log('/papi/app/baseserver/info/getInfo');
    expect(info[0]?.headers.eteamsid).toMatch(/^tok-/);
  });

  test('session id: no cookie clearing, getInfo with the given id', async ({ page, demo }) => {
    await openBlank(page);
    const out = await runInit(page, 'session');
    expect(out).toMatchObject({ ok: true, steps: ALL_STEPS.slice(1) });
    expect(await demo.log('/papi/app/baseserver/clearCookie')).toHaveLength(0);
    const info = await demo.log('/papi/app/baseserver/info/getInfo');
    expect(info.map((e) => e.headers.eteamsid)).toEqual(['demo-session-0001']);
  });

  test('session id: the team config is the first request after getInfo; session extras queue behind it', async ({
    page,
    demo,
  }) => {
    // The critical path is getInfo → baseTeams: nothing started after the session (user
    // settings, the monitor, currency symbols) may be sent before the team config request.
    await recordFetches(page);
    await openBlank(page);
    const out = await runInit(page, 'session');
    expect(out).toMatchObject({ ok: true });
    const sent = await sentPaths(page);
    const info = sent.indexOf(paths[2]);
    expect(info).toBeGreaterThanOrEqual(0);
    expect(sent[info + 1]).toBe(paths[3]);
    expect(sent.indexOf('/api/component/base/syncSetting/getSetting')).toBeGreaterThan(info + 1);
    // And both reached the server.
    expect(await demo.log(paths[3])).toHaveLength(1);
    expect(await demo.log('/api/component/base/syncSetting/getSetting')).toHaveLength(1);
  });

  test('the critical request leaves first, the rest overlaps it: getInfo before the manifests, baseTeams before user settings', async ({
    page,
    demo,
  }) => {
    // Held answers make the overlap certain (the assertions are on order, never on time): getInfo
    // is held in the browser until the manifest has reached the server, baseTeams until user
    // settings have.
    const manifest = '/build/demo-lib/asset-manifest.json';
    const info = await holdUntil(page, `**${paths[2]}`, () => demo.waitForRequests(manifest));
    const teams = await holdUntil(page, `**${paths[3]}`, () =>
      demo.waitForRequests('/api/component/base/syncSetting/getSetting'),
    );
    await recordFetches(page);
    await openBlank(page);
    const out = await runInit(page, 'session', { apps: ['@weapp/demo-lib'] });
    expect(out).toMatchObject({ ok: true });
    expect([info.count(), teams.count()]).toEqual([1, 1]);
    const events = await fetchEvents(page);
    const at = (event: string) => events.indexOf(event);
    expect(events.filter((e) => e.startsWith('start '))[0]).toBe(`start ${paths[2]}`);
    expect(at(`start ${paths[2]}`)).toBeLessThan(at(`start ${manifest}`));
    expect(at(`start ${manifest}`)).toBeLessThan(at(`end ${paths[2]}`));
    expect(at(`end ${paths[2]}`)).toBeLessThan(at(`start ${paths[3]}`));
    expect(at(`start ${paths[3]}`)).toBeLessThan(at('start /api/component/base/syncSetting/getSetting'));
    expect(at('start /api/component/base/syncSetting/getSetting')).toBeLessThan(at(`end ${paths[3]}`));
    // All of it happened, once each, before ready.
    for (const path of [manifest, '/api/component/base/syncSetting/getSetting', paths[3]])
      expect(await demo.log(path)).toHaveLength(1);
  });

  test('token API: the token request leaves first, the manifests go out while it is answered', async ({
    page,
    demo,
  }) => {
    // The token request is held in the browser until the manifest has reached the server.
    const manifest = '/build/demo-lib/asset-manifest.json';
    const token = await holdUntil(page, `**${paths[1]}`, () => demo.waitForRequests(manifest));
    await recordFetches(page);
    await openBlank(page);
    const out = await runInit(page, 'token', { apps: ['@weapp/demo-lib'] });
    expect(out).toMatchObject({ ok: true });
    expect(token.count()).toBe(1);
    const events = await fetchEvents(page);
    const at = (event: string) => events.indexOf(event);
    expect(at(`start ${paths[1]}`)).toBeLessThan(at(`start ${manifest}`));
    expect(at(`start ${manifest}`)).toBeLessThan(at(`end ${paths[1]}`));
    expect(at(`end ${paths[1]}`)).toBeLessThan(at(`start ${paths[2]}`));
  });

  test('the manifests land after the session check: no preload, the library loads once', async ({
    page,
    demo,
  }) => {
    // The module versions are held until the team config request has reached the server: the
    // resources step's loadApp waits for the same manifests as the prefetch, so its own tags ask
    // for the files and a preload would only duplicate them.
    const versions = await holdUntil(page, '**/build/moduleversion.json', () =>
      demo.waitForRequests(paths[3]),
    );
    await openBlank(page);
    const out = await runInit(page, 'session', { apps: ['@weapp/demo-lib'] });
    expect(out).toMatchObject({ ok: true });
    expect(versions.count()).toBe(1);
    expect(await page.locator('link[rel="preload"]').count()).toBe(0);
    expect(await page.evaluate(() => typeof (window as any).weappDemoLib)).toBe('object');
    expect(await demo.log('/build/demo-lib/static/js/lib.3f9a1c.js')).toHaveLength(1);
    expect(await demo.log('/build/demo-lib/static/css/lib.3f9a1c.css')).toHaveLength(1);
  });

  test('the manifests land before the session check: the files are preloaded, each fetched once', async ({
    page,
    demo,
  }) => {
    // getInfo is held until the preloads are in the page: the files start while it is answered.
    const info = await holdUntil(page, `**${paths[2]}`, () =>
      page.waitForFunction(() => document.querySelectorAll('link[rel="preload"]').length === 2),
    );
    await openBlank(page);
    const out = await runInit(page, 'session', { apps: ['@weapp/demo-lib'] });
    expect(out).toMatchObject({ ok: true });
    expect(info.count()).toBe(1);
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [
        l.as,
        new URL(l.href).pathname,
      ]),
    );
    expect(preloads.sort()).toEqual([
      ['script', '/build/demo-lib/static/js/lib.3f9a1c.js'],
      ['style', '/build/demo-lib/static/css/lib.3f9a1c.css'],
    ]);
    expect(await page.evaluate(() => typeof (window as any).weappDemoLib)).toBe('object');
    expect(await demo.log('/build/demo-lib/static/js/lib.3f9a1c.js')).toHaveLength(1);
  });

  test('OA login script: loaded with tk and gopage, its ETEAMSID becomes the session', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const out = await runInit(page, 'oa');
    expect(out).toMatchObject({ ok: true, steps: ALL_STEPS.slice(1) });
    const login = await demo.log('/papi/iaauthclient/oauth/login');
    expect(login).toHaveLength(1);
    expect(login[0]?.query.tk).toBe('demo-tenant');
    expect(login[0]?.query.gopage).toBe(`${demo.origin}/pages/blank.html`);
    const id = await page.evaluate(() => (window as any).ETEAMSID);
    const info = await demo.log('/papi/app/baseserver/info/getInfo');
    expect(info[0]?.headers.eteamsid).toBe(id);
  });

  test('passport: passport.js with the version query, and no getInfo', async ({ page, demo }) => {
    await openBlank(page);
    const out = await runInit(page, 'passport');
    expect(out).toMatchObject({ ok: true, steps: ALL_STEPS.slice(1) });
    const version = await page.evaluate(() => (window as any).Atrium.version);
    const passport = await demo.log('/build/passport/passport.js');
    expect(passport.map((e) => e.query)).toEqual([{ v: version }]);
    expect(await demo.log('/papi/app/baseserver/info/getInfo')).toHaveLength(0);
    expect(await page.evaluate(() => typeof (window as any).WeaPassport)).toBe('object');
  });

  test('the team config becomes the current user and the theme', async ({ page }) => {
    await openBlank(page);
    await runInit(page, 'session');
    const primary = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--atrium-primary'),
    );
    expect(primary).toBe('#1f7a5c');
    const size = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--atrium-font-size'),
    );
    expect(size).toBe('14px');
  });

  test('config.theme wins over the team config', async ({ page }) => {
    await openBlank(page);
    await runInit(page, 'session', { extra: { theme: { primaryColor: '#ff0000', fontSize: 'big' } } });
    const vars = await page.evaluate(() => {
      const s = document.documentElement.style;
      return [s.getPropertyValue('--atrium-primary'), s.getPropertyValue('--atrium-font-size')];
    });
    expect(vars).toEqual(['#ff0000', '16px']);
  });
});

test.describe('init() settles once', () => {
  test('a second call returns the same promise; ready() is that promise', async ({ page, demo }) => {
    await openBlank(page);
    const same = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const cfg = { apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false };
      const a = A.init(cfg);
      const b = A.init({ ...cfg });
      const r = A.ready();
      await a;
      return a === b && a === r;
    });
    expect(same).toBe(true);
    expect(await demo.log('/papi/app/baseserver/info/getInfo')).toHaveLength(1);
  });

  test('ready() without init() rejects NOT_INITIALIZED; handled, so not logged', async ({ page }) => {
    await openBlank(page);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const code = await page.evaluate(() =>
      (window as any).Atrium.ready().then(
        () => 'resolved',
        (e: any) => `${e.name}:${e.code}`,
      ),
    );
    expect(code).toBe('SdkError:NOT_INITIALIZED');
    expect(errors.filter((t) => t.includes('not initialised'))).toEqual([]);
  });
});

test('after the interceptors step the team config goes through the request layer (transferApi)', async ({
  page,
  demo,
}) => {
  await openBlank(page);
  const out = await runInit(page, 'session', { extra: { transferApi: `${demo.origin}/external/transfer` } });
  expect(out.ok).toBe(true);
  const wrapped = await demo.log('/external/transfer');
  expect(wrapped).toHaveLength(1);
  expect(wrapped[0]?.body).toMatchObject({ route: '/api/baseserver/layout/baseTeams', method: 'POST' });
  expect(wrapped[0]?.headers.eteamsid).toBe('demo-session-0001');
  // getInfo (before the interceptors) still went straight to the platform
  expect(await demo.log('/papi/app/baseserver/info/getInfo')).toHaveLength(1);
});

test('on() returns off(); unknown events are refused; ready() after destroy() is NOT_INITIALIZED', async ({
  page,
}) => {
  await openBlank(page);
  const out = await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const seen: string[] = [];
    const off = A.on('step', (s: string) => seen.push(s));
    off();
    let refused = '';
    try {
      A.on('nope', () => {});
    } catch (e: any) {
      refused = e.name;
    }
    await A.init({ apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false });
    A.destroy();
    const code = await A.ready().then(
      () => 'ok',
      (e: any) => e.code,
    );
    return { seen, refused, code };
  });
  expect(out).toEqual({ seen: [], refused: 'TypeError', code: 'NOT_INITIALIZED' });
});

test('the CSP nonce goes on every script, preload and style the SDK adds', async ({ page }) => {
  await openBlank(page);
  await runInit(page, 'passport', { apps: ['@weapp/demo-lib'], extra: { cspNonce: 'n-123' } });
  await page.evaluate(() => (window as any).Atrium.setGrayscale(true));
  const missing = await page.evaluate(() =>
    [...document.querySelectorAll('[data-atrium="chunk"], #atrium-grayscale-style')]
      .filter((el) => (el as HTMLElement).nonce !== 'n-123')
      .map((el) => el.outerHTML),
  );
  expect(missing).toEqual([]);
  expect(await page.locator('[data-atrium="chunk"]').count()).toBeGreaterThanOrEqual(3);
});

test('a platform on another origin: CORS calls carry eteamsid, the OA login script loads cross-origin', async ({
  page,
  demo,
}) => {
  await openBlank(page);
  const out = await runInit(page, 'oa', {
    extra: { apiDomain: demo.secondOrigin, oadomain: demo.secondOrigin, withCredentials: true },
  });
  expect(out.ok).toBe(true);
  const login = await demo.log('/papi/iaauthclient/oauth/login');
  expect(login.map((e) => e.origin)).toEqual(['second']);
  const id = await page.evaluate(() => (window as any).ETEAMSID);
  for (const path of ['/papi/app/baseserver/info/getInfo', '/api/baseserver/layout/baseTeams']) {
    const calls = (await demo.log(path)).filter((e) => e.method === 'POST');
    expect(calls.map((e) => [e.origin, e.headers.eteamsid])).toEqual([['second', id]]);
  }
});
