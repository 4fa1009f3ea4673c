// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// The session id's scope (issue 10 items 2 and 11, docs/security.md "Session id scope" and
// "Session expiry"), against the built script with a real session from init(): redirects from
// the API origin never carry `eteamsid` anywhere (request(), the pipeline's getInfo and
// baseTeams, the monitor, i18n), URL tricks never reach a foreign origin with it, and only the
// API origin (or a trusted origin that got the id) can expire the session.
import type { Page } from '@playwright/test';
import { openBlank, runInit } from '../embed/support';
import { demoJson } from '../support/control';
import { type Demo, expect, test } from '../support/fixtures';

const SINK = '/sec/sink';

/** The foreign sink every redirect points at; it must never receive a request. */
function sink(demo: Demo, from: string): string {
  return `${demo.secondOrigin}${SINK}?from=${from}`;
}

async function settle(page: Page, options: Record<string, unknown>) {
  return page.evaluate(async (options) => {
    try {
      const body = await (window as any).Atrium.request(options);
      return { ok: true, body };
    } catch (e: any) {
      return { ok: false, kind: e.kind, name: e.name, message: String(e.message), status: e.status };
    }
  }, options);
}

async function initWithSession(page: Page, extra: Record<string, unknown> = {}): Promise<string> {
  await openBlank(page);
  const outcome = await runInit(page, 'token', { extra });
  expect(outcome.ok).toBe(true);
  const origin = new URL(page.url()).origin;
  const [token] = await demoJson<unknown[]>(origin, 'log?path=/external/atrium-token');
  expect(token).toBeTruthy();
  const [getInfo] = await demoJson<Array<{ headers: Record<string, unknown> }>>(
    origin,
    'log?path=/papi/app/baseserver/info/getInfo',
  );
  return String(getInfo?.headers.eteamsid);
}

test.describe('session id under redirects', () => {
  test('request(): a 302 from the API origin to a foreign origin is not followed; a clear error', async ({
    page,
    demo,
  }) => {
    const sid = await initWithSession(page);
    expect(sid).toMatch(/^tok-/);
    await demo.fault({ path: '/api/sec/redirect', status: 302, location: sink(demo, 'request') });
    for (const method of ['GET', 'POST']) {
      const out = await settle(page, { url: '/api/sec/redirect', method, data: { a: 1 } });
      expect(out).toMatchObject({ ok: false, kind: 'network', name: 'RequestError' });
      expect(out.message).toContain('redirect');
    }
    const [sent] = await demo.log('/api/sec/redirect');
    expect(sent?.headers.eteamsid).toBe(sid);
    expect(await demo.log(SINK)).toEqual([]);
  });

  for (const status of [301, 303, 307, 308]) {
    test(`request(): a ${status} is not followed either`, async ({ page, demo }) => {
      await initWithSession(page);
      await demo.fault({ path: '/api/sec/redirect', status, location: sink(demo, String(status)) });
      const out = await settle(page, { url: '/api/sec/redirect', method: 'POST', data: { a: 1 } });
      expect(out).toMatchObject({ ok: false, kind: 'network' });
      expect(await demo.log(SINK)).toEqual([]);
    });
  }

  test('request(): a same-origin redirect is an error too (decided: never followed with the id)', async ({
    page,
    demo,
  }) => {
    await initWithSession(page);
    await demo.fault({ path: '/api/sec/redirect', status: 302, location: '/api/demo/echo?from=same' });
    const out = await settle(page, { url: '/api/sec/redirect' });
    expect(out).toMatchObject({ ok: false, kind: 'network' });
    expect(out.message).toContain('not followed while the session id is attached');
    expect(await demo.log('/api/demo/echo')).toEqual([]);
  });

  test('the pipeline: getInfo and baseTeams redirected to a foreign origin fail init, the id stays home', async ({
    page,
    demo,
  }) => {
    for (const path of ['/papi/app/baseserver/info/getInfo', '/api/baseserver/layout/baseTeams']) {
      await demo.clearFaults();
      await demo.fault({ path, status: 302, location: sink(demo, path) });
      await openBlank(page);
      const outcome = await runInit(page, 'token');
      // getInfo: NETWORK_FAILED, "redirected" (failures.spec.ts); baseTeams: RESOURCES_FAILED.
      expect(outcome.ok, path).toBe(false);
      const [sent] = await demo.log(path);
      expect(sent?.headers.eteamsid, path).toMatch(/^tok-/);
    }
    expect(await demo.log(SINK)).toEqual([]);
  });

  test('the monitor upload and i18n getRate redirected to a foreign origin send nothing there', async ({
    page,
    demo,
  }) => {
    await initWithSession(page, { monitor: {} });
    await demo.fault([
      { path: '/api/tissot/frontErrorRecord', status: 302, location: sink(demo, 'monitor') },
      { path: '/papi/i18n/rate/getTargetRate', status: 302, location: sink(demo, 'rate') },
    ]);
    const out = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      A.captureError(new Error('redirect probe'));
      const flushed = await A.flushErrors();
      const rate = await A.getRate({ from: 'CNY', to: 'USD' }).then(
        (v: unknown) => ({ ok: true, v }),
        (e: any) => ({ ok: false, name: e.name, message: String(e.message) }),
      );
      return { flushed, rate };
    });
    expect(out.flushed).toBe(0);
    expect(out.rate).toMatchObject({ ok: false });
    const [upload] = await demo.log('/api/tissot/frontErrorRecord');
    expect(upload?.headers.eteamsid).toMatch(/^tok-/);
    const [rate] = await demo.log('/papi/i18n/rate/getTargetRate');
    expect(rate?.headers.eteamsid).toMatch(/^tok-/);
    expect(await demo.log(SINK)).toEqual([]);
  });
});

test.describe('session id under URL tricks', () => {
  test('foreign targets written as //host, \\\\host, /\\host, userinfo, another port or host name get no id', async ({
    page,
    demo,
  }) => {
    await initWithSession(page);
    const main = new URL(demo.origin);
    const second = new URL(demo.secondOrigin);
    const hp = `${second.hostname}:${second.port}`;
    const tricks: Record<string, string> = {
      'protocol-relative': `//${hp}/api/demo/echo`,
      backslashes: `\\\\${hp}\\api\\demo\\echo`,
      'slash-backslash': `/\\${hp}/api/demo/echo`,
      'userinfo-main': `http://${main.host}@${hp}/api/demo/echo`,
      'userinfo-encoded': `http://${main.hostname}%3A${main.port}@${hp}/api/demo/echo`,
      'other-port': `http://${hp}/api/demo/echo`,
      'other-host-name': `http://localhost:${main.port}/api/demo/echo`,
      'upper-case-foreign': `HTTP://${hp.toUpperCase()}/api/demo/echo`,
      'tab-in-host': `http://${second.hostname}\t:${second.port}/api/demo/echo`,
      'trailing-dot-lookalike': `http://localhost.:${main.port}/api/demo/echo`,
    };
    for (const [n, url] of Object.entries(tricks)) {
      await settle(page, { url, params: { n } });
    }
    // Control: the page's own origin does get it.
    await settle(page, { url: '/api/demo/echo', params: { n: 'control' } });
    const log = await demo.log('/api/demo/echo');
    const byName = Object.fromEntries(log.map((e) => [String(e.query.n), e]));
    expect(byName.control?.headers.eteamsid).toMatch(/^tok-/);
    for (const n of Object.keys(tricks)) {
      const entry = byName[n];
      if (!entry) continue; // the browser refused the URL itself: nothing reached any server
      const sameServerOtherName = entry.origin === 'main' && String(entry.headers.host) !== main.host;
      expect(entry.origin === 'second' || sameServerOtherName, n).toBe(true);
      expect(entry.headers.eteamsid, n).toBeUndefined();
    }
    expect(Object.keys(byName).length).toBeGreaterThan(6);
  });
});

test.describe('session expiry', () => {
  async function expiryState(page: Page) {
    return page.evaluate(() => (window as any).__expired as unknown[]);
  }

  test('a 401 {code:-1} from a foreign origin does not expire the session', async ({ page, demo }) => {
    await initWithSession(page, { timeoutDialog: true });
    await page.evaluate(() => {
      const w = window as any;
      w.__expired = [];
      w.Atrium.on('sessionExpired', (e: unknown) => w.__expired.push(e));
    });
    // The second origin gets no session id, so its session endpoint answers 401 {code:-1}.
    const out = await settle(page, { url: `${demo.secondOrigin}/api/demo/session/status` });
    expect(out).toMatchObject({ ok: false, kind: 'http', status: 401 });
    const [reply] = await demo.log('/api/demo/session/status');
    expect(reply?.origin).toBe('second');
    expect(await expiryState(page)).toEqual([]);
    await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
    // No token refresh: the token API was called once, by init().
    expect(await demo.log('/external/atrium-token')).toHaveLength(1);

    // Same for the other two forms (actionMsg resolves as a plain answer; a login page is unreadable).
    const action = await settle(page, { url: `${demo.secondOrigin}/api/demo/session/actionMsg` });
    expect(action).toMatchObject({ ok: true, body: { actionMsg: { code: -1 } } });
    const login = await settle(page, { url: `${demo.secondOrigin}/api/demo/session/page` });
    expect(login).toMatchObject({ ok: false, kind: 'http' });
    expect(await expiryState(page)).toEqual([]);
    expect(await demo.log('/external/atrium-token')).toHaveLength(1);
  });

  test('the API origin still expires it: refresh once, then sessionExpired when that fails too', async ({
    page,
    demo,
  }) => {
    await initWithSession(page, { timeoutDialog: true });
    await page.evaluate(() => {
      const w = window as any;
      w.__expired = [];
      w.Atrium.on('sessionExpired', (e: unknown) => w.__expired.push(e));
    });
    const out = await settle(page, { url: '/api/demo/session/status' });
    expect(out).toMatchObject({ ok: false, kind: 'session' });
    // The refresh reached the token API (init's call plus one).
    expect(await demo.log('/external/atrium-token')).toHaveLength(2);
    await expect.poll(() => expiryState(page).then((e) => e.length)).toBe(1);
  });
});
