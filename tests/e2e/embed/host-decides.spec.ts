// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// An external system as an integrator builds it: the ES module path, retries after a failed
// init, what reaches the console, network failures, the browser's language, and destroy().
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openBlank, runInit, test } from './support';

const out = process.env.ATRIUM_OUT || 'dist';

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** The ES module page: init() with the demo library, render its Hello; returns the container's text. */
function initAndRenderHello(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const A = (window as any).AtriumModule;
    await A.init({
      apiDomain: location.origin,
      eteamsid: 'demo-session-0001',
      apps: ['@weapp/demo-lib'],
      monitor: false,
    });
    await A.render('#app', 'demoLib.Hello', { name: 'Ada' });
    return document.querySelector('#app')?.textContent ?? undefined;
  });
}

/** The keys of the minimal `window.Atrium` the loader defines for libraries (ES module build). */
const SHIM_KEYS = ['React', 'getRouter', 'useRouter', 'version'];

test('the ES module build loads a platform library and renders its component', async ({ page }) => {
  await page.goto('/pages/embed/esm.html');
  await page.waitForFunction(() => (window as any).AtriumModule);
  const before = await page.evaluate(() => typeof (window as any).Atrium);
  expect(before).toBe('undefined');
  const text = await initAndRenderHello(page);
  expect(text).toContain('Ada');
  // The library found React (and the router, L180) on the minimal global; destroy() removes it again.
  expect(await page.evaluate(() => Object.keys((window as any).Atrium).sort())).toEqual(SHIM_KEYS);
  expect(await page.evaluate(() => typeof (window as any).Atrium.React.createElement)).toBe('function');
  expect(await page.evaluate(() => (window as any).Atrium.getRouter().type)).toBe('memory');
  await page.evaluate(() => (window as any).AtriumModule.destroy());
  expect(await page.evaluate(() => typeof (window as any).Atrium)).toBe('undefined');
  await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);
});

test('the ES module build on a page with <img id="Atrium">: the element is not our global, the shim goes in anyway', async ({
  page,
}) => {
  await page.goto('/pages/embed/esm.html');
  await page.waitForFunction(() => (window as any).AtriumModule);
  // DOM clobbering: the element is reachable as window.Atrium.
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.id = 'Atrium';
    document.body.append(img);
  });
  expect(await page.evaluate(() => (window as any).Atrium?.tagName)).toBe('IMG');
  const text = await initAndRenderHello(page);
  expect(text).toContain('Ada');
  expect(await page.evaluate(() => Object.keys((window as any).Atrium).sort())).toEqual(SHIM_KEYS);
  // destroy() removes the shim: the page is as it was, the element named again.
  await page.evaluate(() => (window as any).AtriumModule.destroy());
  expect(await page.evaluate(() => (window as any).Atrium?.tagName)).toBe('IMG');
});

test('in Node, init() rejects at once with UNSUPPORTED_ENVIRONMENT and leaves no timer', () => {
  const code = `
    const A = await import(${JSON.stringify(join(process.cwd(), out, 'atrium.esm.js'))});
    const error = await A.init({ apiDomain: 'https://api.example', eteamsid: 'x' }).catch((e) => e);
    const timers = process.getActiveResourcesInfo().filter((r) => r === 'Timeout');
    console.log(JSON.stringify({ name: error.name, code: error.code, timers: timers.length }));
  `;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(r.stderr).toBe('');
  expect(JSON.parse(r.stdout.trim())).toEqual({
    name: 'SdkError',
    code: 'UNSUPPORTED_ENVIRONMENT',
    timers: 0,
  });
  expect(r.status).toBe(0);
});

test.describe('retrying init()', () => {
  test('after a failure a new init() starts a new run; listeners and registrations stay', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await page.evaluate(() => {
      const A = (window as any).Atrium;
      A.register({ components: { 'crm.Card': () => A.React.createElement('b', null, 'card') } });
    });
    await demo.fault({
      path: '/papi/app/baseserver/info/getInfo',
      status: 500,
      body: { status: false },
      times: 1,
    });
    const first = await runInit(page, 'session');
    expect(first).toMatchObject({ ok: false, code: 'INVALID_SESSION', stage: 'session' });
    expect(first.events).toEqual(['error:INVALID_SESSION']);
    const second = await runInit(page, 'session');
    expect(second.ok).toBe(true);
    // runInit adds one set of on() listeners per call: the first call's still hear the second run.
    expect(second.events).toEqual(['ready', 'ready']);
    await page.evaluate(() => (window as any).Atrium.render('#app', 'crm.Card'));
    await expect(page.locator('#app b')).toHaveText('card');
    expect(await demo.log('/papi/app/baseserver/info/getInfo')).toHaveLength(2);
  });

  test('a second init() with a different config while one runs rejects CONFIG_CONFLICT; the run goes on', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await demo.fault({ path: '/papi/app/baseserver/info/getInfo', latency: 300 });
    const result = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const config = { apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false };
      const first = A.init(config);
      const same = A.init({ ...config });
      const other = await A.init({ ...config, eteamsid: 'another' }).then(
        () => 'resolved',
        (e: any) => e.code,
      );
      await first;
      return { other, same: same === first };
    });
    expect(result).toEqual({ other: 'CONFIG_CONFLICT', same: true });
  });

  test('configs that differ only in a nested function (imClient, monitor.beforeSend) are different configs', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await demo.fault({ path: '/papi/app/baseserver/info/getInfo', latency: 300 });
    const result = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const subscribe = () => () => {};
      const beforeSend = (r: unknown) => r;
      const config = {
        apiDomain: location.origin,
        eteamsid: 'demo-session-0001',
        monitor: { beforeSend },
        imClient: { subscribe },
      };
      const first = A.init(config);
      const code = (p: Promise<unknown>) =>
        p.then(
          () => 'resolved',
          (e: any) => e.code,
        );
      const same = A.init({ ...config, monitor: { beforeSend }, imClient: { subscribe } });
      const otherClient = await code(A.init({ ...config, imClient: { subscribe: () => () => {} } }));
      const otherHook = await code(A.init({ ...config, monitor: { beforeSend: (r: unknown) => r } }));
      await first;
      return { otherClient, otherHook, same: same === first };
    });
    expect(result).toEqual({ otherClient: 'CONFIG_CONFLICT', otherHook: 'CONFIG_CONFLICT', same: true });
  });
});

test.describe('console', () => {
  test('a failure the caller handles is not logged; one nobody handles is, once', async ({ page, demo }) => {
    const errors = consoleErrors(page);
    await openBlank(page);
    await demo.fault({ path: '/papi/app/baseserver/info/getInfo', body: { status: false } });
    const code = await page.evaluate(() =>
      (window as any).Atrium.init({ apiDomain: location.origin, eteamsid: 'x', monitor: false }).catch(
        (e: any) => e.code,
      ),
    );
    expect(code).toBe('INVALID_SESSION');
    expect(errors.filter((e) => e.includes('atrium'))).toEqual([]);
    // Unhandled: no catch, no on('error') listener.
    await page.evaluate(() => {
      (window as any).Atrium.init({ apiDomain: location.origin, eteamsid: 'x', monitor: false });
    });
    await expect.poll(() => errors.filter((e) => e.includes('[atrium] init failed')).length).toBe(1);
  });

  test('with debug: true handled failures are logged too', async ({ page, demo }) => {
    const errors = consoleErrors(page);
    await openBlank(page);
    await demo.fault({ path: '/papi/app/baseserver/info/getInfo', body: { status: false } });
    await page.evaluate(() =>
      (window as any).Atrium.init({
        apiDomain: location.origin,
        eteamsid: 'x',
        monitor: false,
        debug: true,
      }).catch(() => undefined),
    );
    await expect
      .poll(() => errors.some((e) => e.includes('INVALID_SESSION') || e.includes('invalid session')))
      .toBe(true);
  });
});

test.describe('network failures', () => {
  for (const [mode, path, stage] of [
    ['session', '/papi/app/baseserver/info/getInfo', 'session'],
    ['token', '/external/atrium-token', 'auth'],
    ['session', '/api/baseserver/layout/baseTeams', 'resources'],
  ] as const) {
    test(`a dropped connection in ${stage} is NETWORK_FAILED, not a server verdict`, async ({
      page,
      demo,
    }) => {
      await openBlank(page);
      await demo.fault({ path, drop: true });
      expect(await runInit(page, mode)).toMatchObject({ ok: false, code: 'NETWORK_FAILED', stage });
    });
  }
});

test.describe('an English browser, no page context', () => {
  test.use({ locale: 'en-US' });
  test('the language comes from the browser; clearCookie has no empty service=', async ({ page, demo }) => {
    await openBlank(page);
    expect(await page.evaluate(() => (window as any).Atrium.getLocale().lang)).toBe('en_US');
    const outcome = await runInit(page, 'request', { extra: { oadomain: undefined } });
    expect(outcome.ok).toBe(true);
    const [clear] = await demo.waitForRequests('/papi/app/baseserver/clearCookie');
    expect(clear?.query).toEqual({});
    const [info] = await demo.log('/papi/app/baseserver/info/getInfo');
    expect(info?.headers.langtype).toBe('en_US');
  });
});

test('destroy() removes the cached team config from sessionStorage', async ({ page }) => {
  await openBlank(page);
  expect((await runInit(page, 'session')).ok).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('atrium.baseTeams'))).not.toBeNull();
  await page.evaluate(() => (window as any).Atrium.destroy());
  expect(await page.evaluate(() => sessionStorage.getItem('atrium.baseTeams'))).toBeNull();
});

test("the ES module build: ui 'host' never loads the SDK's dialogs; ui 'sdk' does not wait for them, fetches them in an idle moment after ready, and draws", async ({
  page,
}) => {
  // The page imports the whole module (no bundler drops anything): only the dialogs' own module
  // is loaded on demand (the size check measures what a bundled app loads at start).
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/esm/ui/sdk-port.js')) loaded.push('sdk-port');
  });
  await page.goto('/pages/embed/esm.html');
  await page.waitForFunction(() => (window as any).AtriumModule);
  // init, then (in the same task as ready) which of the dialogs' modules the page had fetched
  const init = (ui: string) =>
    page.evaluate(async (ui) => {
      const A = (window as any).AtriumModule;
      await A.init({ apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false, ui });
      return performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('/esm/ui/sdk-port.js'));
    }, ui);
  const sensitive = () =>
    page.evaluate(() => {
      (window as any).__outcome = (window as any).AtriumModule.request({
        url: '/api/demo/sensitive',
        method: 'POST',
        data: {},
      }).then(
        () => 'ok',
        (e: any) => e.kind,
      );
    });
  expect(await init('host')).toEqual([]);
  await sensitive();
  expect(await page.evaluate(() => (window as any).__outcome)).toBe('sensitive');
  await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(0);
  expect(loaded).toEqual([]);
  await page.evaluate(() => (window as any).AtriumModule.destroy());
  // ready came without the dialogs' chunk (it used to be awaited inside init: a two-step chain)
  expect(await init('sdk')).toEqual([]);
  // then fetched in an idle moment, without any use
  await expect.poll(() => loaded).toEqual(['sdk-port']);
  await sensitive();
  await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
});

test("the ES module build, ui 'sdk': when the dialogs' chunk does not load, ready still comes, a prompt cancels with a logged reason and nothing is resent; a later use loads them", async ({
  page,
  demo,
}) => {
  const errors = consoleErrors(page);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  let blocked = true;
  let asked = 0;
  await page.route('**/esm/ui/sdk-port.js', (route) => {
    asked++;
    return blocked ? route.abort('connectionrefused') : route.continue();
  });
  await page.goto('/pages/embed/esm.html');
  await page.waitForFunction(() => (window as any).AtriumModule);
  await page.evaluate(() =>
    (window as any).AtriumModule.init({
      apiDomain: location.origin,
      eteamsid: 'demo-session-0001',
      monitor: false,
    }),
  );
  // the idle fetch after ready tried, failed, and said so
  await expect.poll(() => warnings.some((w) => w.includes('the SDK dialogs did not load'))).toBe(true);
  expect(asked).toBe(1);
  const sensitive = () =>
    page.evaluate(() =>
      (window as any).AtriumModule.request({ url: '/api/demo/sensitive', method: 'POST', data: {} }).then(
        () => 'ok',
        (e: any) => e.kind,
      ),
    );
  // the use tries again, fails closed: the prompt cancels, the request is not resent
  const before = asked;
  expect(await sensitive()).toBe('sensitive');
  expect(asked).toBeGreaterThan(before);
  await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(0);
  expect((await demo.log('/api/demo/sensitive')).filter((e) => e.query.sensitiveWordconfirm)).toHaveLength(0);
  expect(errors.some((e) => e.includes('the SDK dialogs did not load'))).toBe(true);
  // a later use (another request: an identical one is answered without asking again), once the
  // chunk answers again, loads the dialogs and draws
  blocked = false;
  await page.evaluate(() => {
    void (window as any).AtriumModule.request({ url: '/api/demo/sensitive', method: 'POST', data: { n: 2 } });
  });
  await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
});
