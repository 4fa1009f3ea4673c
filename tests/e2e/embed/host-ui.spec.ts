// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// The host decides its UI (docs/host-ui.md): with init({ ui: 'host' }) an external system gets
// a typed event for everything the SDK would draw — with the actions to answer it — and no SDK
// dialog, banner or message appears; with the default the spec's dialogs stay.
import type { Page } from '@playwright/test';
import type { Demo } from '../support/fixtures';
import { expect, initRejections, openBlank, runInit, test } from './support';

const DEMO = ['@weapp/demo-lib'];

/** Every SDK test id, wherever it is (CSS locators pierce the overlay's open shadow root). */
const sdkUi = (page: Page) => page.locator('[data-testid^="atrium-"]');

/** Records the given public events on window.__seen as plain data (actions kept on window.__last). */
async function listen(page: Page, names: string[]): Promise<void> {
  await page.evaluate((names) => {
    const w = window as any;
    w.__seen = [];
    w.__last = {};
    for (const name of names) {
      w.Atrium.on(name, (payload: any) => {
        w.__last[name] = payload;
        const plain: Record<string, unknown> = { event: name };
        if (payload && typeof payload === 'object') {
          for (const [k, v] of Object.entries(payload)) {
            if (typeof v === 'function') plain[k] = 'function';
            else if (v instanceof Error) plain[k] = v.message;
            else plain[k] = v;
          }
          if (payload instanceof Error) {
            plain.message = payload.message;
            plain.code = (payload as any).code;
            plain.component = (payload as any).component;
            plain.cause = (payload as any).cause?.message;
          }
        } else plain.payload = payload;
        w.__seen.push(plain);
      });
    }
  }, names);
}

/** A blank page where init({ ui: 'host' }) has succeeded (loading `apps`). */
async function initHostUi(page: Page, apps?: string[]): Promise<void> {
  await openBlank(page);
  expect((await runInit(page, 'session', { ...(apps ? { apps } : {}), extra: { ui: 'host' } })).ok).toBe(
    true,
  );
}

/** The demo host's second origin under another host name (127.0.0.1 is trusted as apiDomain's host). */
const untrusted = (origin: string) => origin.replace('127.0.0.1', 'localhost');

const seen = (page: Page) => page.evaluate(() => (window as any).__seen as Record<string, unknown>[]);

/** Starts `Atrium.request(options)`; its outcome lands on window.__req. */
async function startRequest(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.evaluate((options) => {
    const w = window as any;
    w.__req = null;
    w.Atrium.request(options).then(
      (body: any) => {
        w.__req = { ok: true, body };
      },
      (e: any) => {
        w.__req = { ok: false, kind: e.kind, name: e.name };
      },
    );
  }, options);
}

async function requestOutcome(page: Page): Promise<Record<string, unknown>> {
  await page.waitForFunction(() => (window as any).__req !== null);
  return page.evaluate(() => (window as any).__req);
}

/** A blank page where init() has succeeded with a token function the demo host's session endpoints accept. */
async function initWithTokenFunction(page: Page, ui: 'host' | 'sdk'): Promise<void> {
  await openBlank(page);
  await page.evaluate(async (ui) => {
    await (window as any).Atrium.init({
      apiDomain: location.origin,
      monitor: false,
      ui,
      authTokenRequest: () =>
        fetch('/api/demo/token')
          .then((r) => r.json())
          .then((b) => b.data.eteamsid),
    });
  }, ui);
}

/**
 * The session goes stale and the next token fetch fails, its one retry too (docs/security.md
 * "Token refresh"), so the automatic refresh cannot save a request: one is sent and rejects
 * kind `session`.
 */
async function expireSession(page: Page, demo: Demo): Promise<void> {
  await page.evaluate(() =>
    fetch('/api/demo/session-set', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: 'gone' }),
    }),
  );
  await demo.fault({ path: '/api/demo/token', status: 500, body: { status: false }, times: 2 });
  await startRequest(page, { url: '/api/demo/session/status', method: 'POST', data: {} });
  expect(await requestOutcome(page)).toMatchObject({ ok: false, kind: 'session' });
}

test.describe("ui: 'host' — the host draws", () => {
  test('a component crash: COMPONENT_CRASHED with the name and error, no dialog, an empty container', async ({
    page,
  }) => {
    await initHostUi(page, DEMO);
    await listen(page, ['error']);
    await page.evaluate(() => (window as any).Atrium.render('#app', 'demoLib.Broken'));
    await expect.poll(() => seen(page)).toHaveLength(1);
    expect((await seen(page))[0]).toMatchObject({
      event: 'error',
      code: 'COMPONENT_CRASHED',
      component: 'demoLib.Broken',
      cause: 'demo component failed to render',
    });
    await expect(sdkUi(page)).toHaveCount(0);
    await expect(page.locator('#app')).toHaveText('');
    // The page keeps working: the same container takes another component.
    await page.evaluate(() => (window as any).Atrium.render('#app', 'demoLib.Hello', { name: 'after' }));
    await expect(page.locator('#app')).toHaveText('Hello, after');
  });

  test('an app library that does not load: init rejects RESOURCES_FAILED, the error event, no dialog', async ({
    page,
  }) => {
    await openBlank(page);
    const out = await runInit(page, 'session', { apps: ['@weapp/broken-lib'], extra: { ui: 'host' } });
    expect(out).toMatchObject({ ok: false, code: 'RESOURCES_FAILED', stage: 'resources' });
    expect(out.events).toEqual(['error:RESOURCES_FAILED']);
    await expect(sdkUi(page)).toHaveCount(0);
  });

  test('a failing callFunction rejects with its error and draws nothing', async ({ page }) => {
    await initHostUi(page, DEMO);
    const message = await page.evaluate(() =>
      (window as any).Atrium.callFunction('demoLib.fail').then(
        () => 'resolved',
        (e: any) => e.message,
      ),
    );
    expect(message).toBe('demo function failed');
    await expect(sdkUi(page)).toHaveCount(0);
  });

  test('sensitive words: the event carries the words and rules; confirm() resends with the decision', async ({
    page,
    demo,
  }) => {
    await initHostUi(page);
    await listen(page, ['sensitive']);
    await startRequest(page, { url: '/api/demo/sensitive', method: 'POST', data: { text: 'hello' } });
    await expect.poll(() => seen(page)).toHaveLength(1);
    expect((await seen(page))[0]).toMatchObject({
      event: 'sensitive',
      kind: 'confirm',
      superviseType: 'weak',
      words: '敏感词A,badword',
      url: expect.stringContaining('/api/demo/sensitive'),
      method: 'POST',
      confirm: 'function',
      cancel: 'function',
    });
    const rules = (await seen(page))[0]?.rules as { name: string; value: string }[];
    expect(rules.length).toBeGreaterThan(0);
    await expect(sdkUi(page)).toHaveCount(0);
    await page.evaluate(() => (window as any).__last.sensitive.confirm());
    expect(await requestOutcome(page)).toMatchObject({ ok: true });
    const sent = await demo.log('/api/demo/sensitive');
    expect(sent.map((e) => e.query.sensitiveWordconfirm)).toEqual([undefined, '1']);
    expect(sent[1]?.body).toEqual({ text: 'hello' });
  });

  test('sensitive words: cancel() rejects the request kind sensitive, nothing is resent', async ({
    page,
    demo,
  }) => {
    await initHostUi(page);
    await listen(page, ['sensitive']);
    await startRequest(page, { url: '/api/demo/sensitive', method: 'POST', data: {} });
    await expect.poll(() => seen(page)).toHaveLength(1);
    await page.evaluate(() => (window as any).__last.sensitive.cancel());
    expect(await requestOutcome(page)).toMatchObject({ ok: false, kind: 'sensitive' });
    expect(await demo.log('/api/demo/sensitive')).toHaveLength(1);
    await expect(sdkUi(page)).toHaveCount(0);
  });

  test('sensitive words with no listener: the request rejects kind sensitive at once, nothing drawn', async ({
    page,
    demo,
  }) => {
    await initHostUi(page);
    await startRequest(page, { url: '/api/demo/sensitive', method: 'POST', data: {} });
    expect(await requestOutcome(page)).toMatchObject({ ok: false, kind: 'sensitive' });
    expect(await demo.log('/api/demo/sensitive')).toHaveLength(1);
    await expect(sdkUi(page)).toHaveCount(0);
  });

  test('strong sensitive words: a notice event, no notice drawn', async ({ page }) => {
    await initHostUi(page);
    await listen(page, ['sensitive']);
    await startRequest(page, { url: '/api/demo/sensitive/strong', method: 'POST', data: {} });
    expect(await requestOutcome(page)).toMatchObject({ ok: false, kind: 'sensitive' });
    expect((await seen(page))[0]).toMatchObject({
      event: 'sensitive',
      kind: 'notice',
      superviseType: 'strong',
    });
    await expect(sdkUi(page)).toHaveCount(0);
  });

  test('an external link: the linkConfirm event; open() opens it, cancel() does not', async ({
    page,
    demo,
  }) => {
    await initHostUi(page);
    await listen(page, ['linkConfirm']);
    const url = `${untrusted(demo.secondOrigin)}/pages/blank.html?from=host-ui`;
    await page.evaluate((url) => {
      const w = window as any;
      w.__opened = null;
      w.Atrium.openLink(url).then((v: boolean) => {
        w.__opened = v;
      });
    }, url);
    await expect.poll(() => seen(page)).toHaveLength(1);
    expect((await seen(page))[0]).toMatchObject({
      event: 'linkConfirm',
      url,
      open: 'function',
      cancel: 'function',
    });
    await expect(sdkUi(page)).toHaveCount(0);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => (window as any).__last.linkConfirm.open()),
    ]);
    await expect.poll(() => popup.url()).toBe(url);
    await popup.close();
    expect(await page.evaluate(() => (window as any).__opened)).toBe(true);

    await page.evaluate((url) => {
      const w = window as any;
      w.__opened = null;
      w.Atrium.openLink(url).then((v: boolean) => {
        w.__opened = v;
      });
    }, url);
    await expect.poll(() => seen(page)).toHaveLength(2);
    await page.evaluate(() => (window as any).__last.linkConfirm.cancel());
    await expect.poll(() => page.evaluate(() => (window as any).__opened)).toBe(false);
    await expect(sdkUi(page)).toHaveCount(0);
  });

  test('an external link with no listener is not opened', async ({ page, demo }) => {
    await initHostUi(page);
    const opened = await page.evaluate(
      (url) => (window as any).Atrium.openLink(url),
      `${untrusted(demo.secondOrigin)}/pages/blank.html`,
    );
    expect(opened).toBe(false);
    await expect(sdkUi(page)).toHaveCount(0);
  });

  test('session expiry: sessionExpired with relogin(), which fetches a new token the server accepts', async ({
    page,
    demo,
  }) => {
    await initWithTokenFunction(page, 'host');
    await listen(page, ['sessionExpired']);
    // The automatic refresh fails once: the expiry reaches the host.
    await expireSession(page, demo);
    expect(await seen(page)).toEqual([
      {
        event: 'sessionExpired',
        url: expect.stringContaining('/api/demo/session/status'),
        kind: 'status',
        relogin: 'function',
      },
    ]);
    await expect(sdkUi(page)).toHaveCount(0);
    const tokensBefore = (await demo.log('/api/demo/token')).length;
    const relogged = await page.evaluate(() => (window as any).__last.sessionExpired.relogin());
    expect(relogged).toBe(true);
    expect((await demo.log('/api/demo/token')).length).toBe(tokensBefore + 1);
    await startRequest(page, { url: '/api/demo/session/status', method: 'POST', data: { again: true } });
    expect(await requestOutcome(page)).toMatchObject({ ok: true });
    const last = (await demo.log('/api/demo/session/status')).at(-1);
    const { requestSession } = await demo.state<{ requestSession: string }>();
    expect(last?.headers.eteamsid).toBe(requestSession);
  });

  test('a message the SDK would show: the message event with text and type, nothing drawn', async ({
    page,
  }) => {
    await openBlank(page);
    expect((await runInit(page, 'session', { extra: { ui: 'host', locale: 'en_US' } })).ok).toBe(true);
    await listen(page, ['message']);
    await startRequest(page, { url: '/api/demo/intercept', method: 'POST', data: {} });
    expect(await requestOutcome(page)).toMatchObject({ ok: false, kind: 'intercept' });
    const [message] = await seen(page);
    expect(message).toMatchObject({ event: 'message', type: 'warning' });
    expect(String(message?.text)).toContain('/api/demo/intercept');
    await expect(sdkUi(page)).toHaveCount(0);
  });

  test('an employee link: the employeeCard event with the looked-up id and its page, no card drawn', async ({
    page,
  }) => {
    await initHostUi(page);
    await listen(page, ['employeeCard']);
    expect(await page.evaluate(() => (window as any).Atrium.openLink('/_alink_/employee/1001'))).toBe(true);
    await expect.poll(() => seen(page)).toHaveLength(1);
    expect((await seen(page))[0]).toMatchObject({ event: 'employeeCard', employeeId: '88001' });
    expect(String((await seen(page))[0]?.href)).toContain('88001');
    await expect(sdkUi(page)).toHaveCount(0);
  });
});

test.describe("the default ui: 'sdk' — the SDK draws", () => {
  test('a component crash: COMPONENT_CRASHED, a neutral message in the container, never "upgraded"', async ({
    page,
  }) => {
    await openBlank(page);
    expect((await runInit(page, 'session', { apps: DEMO, extra: { locale: 'en_US' } })).ok).toBe(true);
    await listen(page, ['error']);
    await page.evaluate(() => (window as any).Atrium.render('#app', 'demoLib.Broken'));
    await expect.poll(() => seen(page)).toHaveLength(1);
    expect((await seen(page))[0]).toMatchObject({ code: 'COMPONENT_CRASHED', component: 'demoLib.Broken' });
    const fallback = page.locator('#app').getByTestId('atrium-component-error');
    await expect(fallback).toBeVisible();
    await expect(fallback).not.toContainText(/upgrade/i);
    await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);
  });

  test('sensitive words, links, messages and an app library that fails keep the spec dialogs', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    expect((await runInit(page, 'session')).ok).toBe(true);
    await startRequest(page, { url: '/api/demo/sensitive', method: 'POST', data: {} });
    await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
    await page.getByTestId('atrium-sensitive-cancel').click();
    expect(await requestOutcome(page)).toMatchObject({ ok: false, kind: 'sensitive' });
    await page.evaluate(
      (url) => {
        void (window as any).Atrium.openLink(url);
      },
      `${untrusted(demo.secondOrigin)}/pages/blank.html`,
    );
    await expect(page.getByTestId('atrium-link-confirm')).toBeVisible();
    await page.getByTestId('atrium-link-cancel').click();
    await startRequest(page, { url: '/api/demo/intercept', method: 'POST', data: {} });
    await expect(page.getByTestId('atrium-message')).toBeVisible();
  });

  test('session expiry: the re-login dialog fetches a new token instead of reloading the host page', async ({
    page,
    demo,
  }) => {
    await initWithTokenFunction(page, 'sdk');
    await page.evaluate(() => {
      (window as any).__notReloaded = true;
    });
    await expireSession(page, demo);
    await expect(page.getByTestId('atrium-relogin-dialog')).toBeVisible();
    const tokensBefore = (await demo.log('/api/demo/token')).length;
    await page.getByTestId('atrium-relogin-confirm').click();
    await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
    await demo.waitForRequests('/api/demo/token', tokensBefore + 1);
    expect(await page.evaluate(() => (window as any).__notReloaded)).toBe(true);
    await startRequest(page, { url: '/api/demo/session/status', method: 'POST', data: { again: true } });
    expect(await requestOutcome(page)).toMatchObject({ ok: true });
  });
});

test('an unknown ui value is an init error (MISSING_ARGUMENT naming ui), not a silent default', async ({
  page,
  demo,
}) => {
  await openBlank(page);
  const out = await initRejections(page, 'ui', ['Host', 'hosted', true, null, 1]);
  for (const [code, message] of out) {
    expect(code).toBe('MISSING_ARGUMENT');
    expect(message).toMatch(/^init\(\): ui must be 'sdk' or 'host'/);
  }
  // Refused before any step: nothing reached the server.
  expect(await demo.log('/papi/app/baseserver/info/getInfo')).toEqual([]);
  // The documented values still work.
  const ok = await page.evaluate(() =>
    (window as any).Atrium.init({
      apiDomain: location.origin,
      eteamsid: 'demo-session-0001',
      monitor: false,
      ui: 'sdk',
    }).then(
      () => 'ok',
      (e: any) => e.code,
    ),
  );
  expect(ok).toBe('ok');
});
