// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Integration wiring of init(): the /_alink_ click interceptor, user settings (common.openmethod),
// translation mode, hook errors reaching the monitor, the split script build and destroy().
// Every assertion reads what the page did or what reached the demo host.
import type { Page } from '@playwright/test';
import { expect, openBlank, runInit, test } from '../embed/support';
import { demoJson } from '../support/control';

const SETTINGS_PATH = '/api/component/base/syncSetting/getSetting';
const SESSION = 'demo-session-0001';
const EXTERNAL_MESSAGE = '抱歉，该功能需要访问OA系统，给您带来不便，敬请谅解';

/** Adds `<a id={id} href={href}>` (and optional attributes) to the page body. */
async function addLink(page: Page, id: string, href: string, attrs: Record<string, string> = {}) {
  await page.evaluate(
    ({ id, href, attrs }) => {
      const a = document.createElement('a');
      a.id = id;
      a.href = href;
      a.textContent = `link ${id}`;
      for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
      document.body.appendChild(a);
    },
    { id, href, attrs },
  );
}

/** Waits until init()'s user settings have landed in the store (read through the public API). */
async function settingsLoaded(page: Page, openmethod: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as any).Atrium.getUserSettings()['common.openmethod']))
    .toBe(openmethod);
}

/**
 * The page targets the browser holds in this page's context. Chromium creates a window's target
 * while `window.open` runs (the renderer waits for the browser to make it), before the call returns
 * to the script, even with `noopener`; Playwright's `popup` event and the popup's request only
 * follow later.
 */
async function pageTargets(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const own = (await cdp.send('Target.getTargetInfo')).targetInfo;
    const { targetInfos } = await cdp.send('Target.getTargets');
    return targetInfos.filter((t) => t.type === 'page' && t.browserContextId === own.browserContextId).length;
  } finally {
    await cdp.detach();
  }
}

async function monitorErrors(page: Page, origin: string) {
  void page;
  return demoJson<{
    errors: Array<{ errType: string; message: string; comName?: string; id: string }>;
    uploads: Array<{ creator: unknown; ids: string[] }>;
  }>(origin, 'monitor');
}

test.describe('in-app link interceptor', () => {
  test('after init() a click on /_alink_/task/42 is intercepted; after destroy() it navigates', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await addLink(page, 'alink', '/_alink_/task/42');

    const out = await runInit(page, 'session');
    expect(out.ok).toBe(true);
    const before = await page.evaluate(() => {
      const w = window as any;
      w.__marker = 'same document';
      // Every navigation this document starts fires `navigate` on window.navigation, synchronously
      // while it starts (for a link: in the click's default action, before any request leaves).
      w.__navigations = [];
      w.navigation.addEventListener('navigate', (e: any) => w.__navigations.push(e.destination.url));
      return { url: location.href, history: history.length };
    });

    await page.click('#alink');
    // init() runs in an external system: openModule's dialog mode answers with the message
    // instead of navigating anywhere.
    const message = page.getByTestId('atrium-message');
    await expect(message).toBeVisible();
    await expect(message.locator('.atrium-message-text')).toHaveText(EXTERNAL_MESSAGE);
    // No wait needed: the message shows the click reached the interceptor. Had the click not been
    // cancelled, its default action (run in the same task, right after the listeners) would have
    // started the navigation and fired `navigate` then. This evaluate runs in a later task, so an
    // empty list proves no navigation was started.
    const after = await page.evaluate(() => ({
      url: location.href,
      history: history.length,
      marker: (window as any).__marker,
      navigations: (window as any).__navigations,
    }));
    expect(after).toEqual({
      url: before.url,
      history: before.history,
      marker: 'same document',
      navigations: [],
    });
    expect(await demo.log('/_alink_*')).toHaveLength(0);

    await page.evaluate(() => (window as any).Atrium.destroy());
    await Promise.all([page.waitForURL('**/_alink_/task/42'), page.click('#alink')]);
    const hits = await demo.waitForRequests('/_alink_/task/42');
    expect(hits[0]?.method).toBe('GET');
    expect(await page.evaluate(() => (window as any).__marker)).toBeUndefined();
  });

  test('a target=_blank in-app link opens the desktop detail page in a new window', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await addLink(page, 'blank-link', '/_alink_/task/7', { target: '_blank' });
    expect((await runInit(page, 'session')).ok).toBe(true);

    const popup = page.waitForEvent('popup');
    await page.click('#blank-link');
    const win = await popup;
    await win.waitForLoadState();
    expect(new URL(win.url()).pathname).toBe('/sp/task/taskViewPage/7');
    await demo.waitForRequests('/sp/task/taskViewPage/7');
    expect(await demo.log('/_alink_*')).toHaveLength(0);
    expect(page.url()).toBe(`${demo.origin}/pages/blank.html`);
  });
});

test.describe('user settings', () => {
  test('init() posts getSetting with eteamsid; common.openmethod=newPage makes openModule open a page', async ({
    page,
    demo,
  }) => {
    await demo.fault({
      path: SETTINGS_PATH,
      method: 'POST',
      body: { status: true, code: 200, data: [{ configKey: 'common.openmethod', configValue: 'newPage' }] },
    });
    await openBlank(page);
    expect((await runInit(page, 'session')).ok).toBe(true);

    const sent = await demo.waitForRequests(SETTINGS_PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.eteamsid).toBe(SESSION);
    // the answer has been read by the page before openModule looks at the setting
    await settingsLoaded(page, 'newPage');

    const popup = page.waitForEvent('popup');
    await page.evaluate(() => (window as any).Atrium.openModule('task', '42'));
    const win = await popup;
    await win.waitForLoadState();
    expect(new URL(win.url()).pathname).toBe('/sp/task/taskViewPage/42');
    await demo.waitForRequests('/sp/task/taskViewPage/42');
    // not the dialog path: no message, and the page stays where it was
    await expect(page.getByTestId('atrium-message')).toHaveCount(0);
    expect(page.url()).toBe(`${demo.origin}/pages/blank.html`);
  });

  test('with the default setting (dialog) openModule opens no window', async ({ page, demo }) => {
    await openBlank(page);
    expect((await runInit(page, 'session')).ok).toBe(true);
    // the demo host's default answer (common.openmethod=dialog) has been read by the page
    await settingsLoaded(page, 'dialog');

    const popups: string[] = [];
    page.on('popup', (p) => popups.push(p.url()));
    const targets = await pageTargets(page);
    await page.evaluate(() => (window as any).Atrium.openModule('task', '42'));
    await expect(page.getByTestId('atrium-message')).toBeVisible();
    // No wait needed: openModule opens windows synchronously (window.open), and the browser holds a
    // window's target before window.open returns, so a window opened by the call above would
    // already be counted here. (The popup event and the demo host's log could lag behind it.)
    expect(await pageTargets(page)).toBe(targets);
    expect(popups).toEqual([]);
    expect(await demo.log('/sp/task/taskViewPage/42')).toHaveLength(0);
  });
});

test.describe('translation mode', () => {
  test('window.TEAMS.translationMode: labels from the translation API, requests carry enableTrans', async ({
    page,
    demo,
  }) => {
    await page.addInitScript(() => {
      (window as any).TEAMS = { translationMode: true };
    });
    await openBlank(page);
    expect((await runInit(page, 'session')).ok).toBe(true);

    const out = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      await A.loadLabels('common');
      const echo = await A.request({ url: '/api/demo/echo' });
      return { label: A.getLabel('common.save'), echoed: echo.data.headers.enabletrans };
    });
    const trans = await demo.log('/api/bs/i18n/transmod/getLabels');
    expect(trans).toHaveLength(1);
    expect(trans[0]?.query).toEqual({ module: 'common' });
    expect(await demo.log('/static/public/resource/i18n/*')).toHaveLength(0);
    expect(out.label).toBe('⟦保存⟧');

    const echo = await demo.log('/api/demo/echo');
    expect(echo).toHaveLength(1);
    expect(echo[0]?.headers.enabletrans).toBe('true');
    expect(out.echoed).toBe('true');
  });

  test('without it: the static label file, and no enableTrans header', async ({ page, demo }) => {
    await openBlank(page);
    expect((await runInit(page, 'session')).ok).toBe(true);

    const out = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      await A.loadLabels('common');
      await A.request({ url: '/api/demo/echo' });
      return { label: A.getLabel('common.save') };
    });
    expect(await demo.log('/api/bs/i18n/transmod/getLabels')).toHaveLength(0);
    expect(await demo.log('/static/public/resource/i18n/zh_CN/common.json')).toHaveLength(1);
    expect(out.label).toBe('保存');
    const echo = await demo.log('/api/demo/echo');
    expect(echo).toHaveLength(1);
    expect(echo[0]?.headers).not.toHaveProperty('enabletrans');
  });
});

test.describe('hook errors', () => {
  test('a throwing regOvProps hook is reported to the server as ecode and the props chain goes on', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    expect((await runInit(page, 'session', { extra: { monitor: true } })).ok).toBe(true);

    const out = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      A.setCurrentUser({ id: 'u1', employeeId: 'e1' });
      A.startMonitor();
      A.regOvProps('my', 'Hello', () => {
        throw new Error('hook boom');
      });
      A.regOvProps('my', 'Hello', (p: any) => ({ ...p, name: `${p.name}!` }), 1);
      A.register({
        components: {
          'my.Hello': (p: any) =>
            A.React.createElement('span', { 'data-testid': 'my-hello' }, `Hello, ${p.name}`),
        },
      });
      const direct = A.applyOvProps('my', 'Hello', { name: 'Ada' });
      await A.render('#app', 'my.Hello', { name: 'Grace' });
      return { direct };
    });
    expect(out.direct).toEqual({ name: 'Ada!' });
    await expect(page.getByTestId('my-hello')).toHaveText('Hello, Grace!');

    // The monitor's own timer may have sent the record already (then flushErrors() has nothing
    // left to acknowledge): wait for what reached the server, whoever sent it.
    await page.evaluate(() => (window as any).Atrium.flushErrors());
    const booms = async () =>
      (await monitorErrors(page, demo.origin)).errors.filter((e) => String(e.message).includes('hook boom'));
    await expect.poll(async () => (await booms()).length).toBeGreaterThanOrEqual(1);
    const state = await monitorErrors(page, demo.origin);
    const boom = await booms();
    for (const record of boom) {
      expect(record.errType).toBe('ecode');
      expect(record.comName).toBe('my.Hello');
    }
    const upload = state.uploads.find((u) => boom.some((b) => u.ids.includes(b.id)));
    expect(upload?.creator).toBe('e1');
    expect(await demo.log('/api/tissot/frontErrorRecord')).not.toHaveLength(0);
  });
});

test.describe('one script file', () => {
  test('sync calls, request() and its dialogs work with atrium.umd.js alone: no other SDK file is fetched', async ({
    page,
    demo,
  }) => {
    const sdkFiles: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/dist/')) sdkFiles.push(path);
    });
    await openBlank(page);
    const sync = await page.evaluate(() => {
      const A = (window as any).Atrium;
      const device = A.detect(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
      );
      return {
        os: device.os.name,
        number: A.formatNumber('1234567.891', { format: 3 }),
        html: A.sanitizeHtml('<img src=x onerror="window.__xss=1">'),
      };
    });
    expect(sync).toEqual({ os: 'ios', number: '1.234.567,891', html: '<img src="x">' });
    const bodies = await page.evaluate(() => {
      const A = (window as any).Atrium;
      return Promise.all(
        [1, 2, 3].map((i) =>
          A.request({ url: '/api/demo/echo', params: { i } }).then((b: any) => b.data.query.i),
        ),
      );
    });
    expect(bodies).toEqual(['1', '2', '3']);
    expect((await demo.log('/api/demo/echo')).map((e) => e.query.i).sort()).toEqual(['1', '2', '3']);
    // The request dialogs are part of the same file: a security intercept shows its message.
    await demo.fault({ path: '/api/demo/echo', body: { code: 200, _securityIntercept_: 'intercept' } });
    await page.evaluate(() => (window as any).Atrium.request({ url: '/api/demo/echo' }).catch(() => {}));
    await expect(page.getByTestId('atrium-message')).toBeVisible();
    expect(sdkFiles).toEqual(['/dist/atrium.umd.js']);
  });
});

test.describe('destroy()', () => {
  test('after init: no overlay root, no theme variables, ready() rejects NOT_INITIALIZED', async ({
    page,
  }) => {
    await openBlank(page);
    expect((await runInit(page, 'session')).ok).toBe(true);
    await page.evaluate(() => {
      const A = (window as any).Atrium;
      A.openModule('task', '42'); // external mode: a message in the overlay
      A.regOvProps('my', 'Hello', (p: any) => ({ ...p, hooked: true }));
      A.readyItem('integration.item').succeed('done');
    });
    await expect(page.getByTestId('atrium-message')).toBeVisible();
    const during = await page.evaluate(() => {
      const A = (window as any).Atrium;
      return {
        overlay: !!document.getElementById('atrium-overlay-root'),
        primary: document.documentElement.style.getPropertyValue('--atrium-primary'),
        hooked: A.applyOvProps('my', 'Hello', {}),
        item: A.readyItem('integration.item').status,
      };
    });
    expect(during).toEqual({
      overlay: true,
      primary: '#1f7a5c',
      hooked: { hooked: true },
      item: 'succeeded',
    });

    const after = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      A.destroy();
      const ready = await A.ready().then(
        () => 'resolved',
        (e: any) => ({ code: e.code, name: e.name }),
      );
      return {
        overlay: !!document.getElementById('atrium-overlay-root'),
        primary: document.documentElement.style.getPropertyValue('--atrium-primary'),
        ready,
        hooked: A.applyOvProps('my', 'Hello', {}),
        item: A.readyItem('integration.item').status,
      };
    });
    expect(after).toEqual({
      overlay: false,
      primary: '',
      ready: { code: 'NOT_INITIALIZED', name: 'SdkError' },
      hooked: {},
      item: 'idle',
    });
    await expect(page.getByTestId('atrium-message')).toHaveCount(0);
  });
});
