// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// docs/spec-coverage.md L180: `routerType`/`routerProps` decide how rendered components route (useRouter), and
// `enableEcode` gates the ecode hooks (regOvProps/regOvComponent in render(), the ecode list).
import type { Page } from '@playwright/test';
import { expect, openBlank, runInit, test } from './support';

/** Counts the page's live popstate/hashchange listeners (whoever adds them), before the script runs. */
async function countListeners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as any;
    w.__live = 0;
    const add = window.addEventListener;
    const remove = window.removeEventListener;
    const tracked = new Set<unknown>();
    window.addEventListener = function (this: Window, type: string, fn: any, opts?: any) {
      if ((type === 'popstate' || type === 'hashchange') && !tracked.has(fn)) {
        tracked.add(fn);
        w.__live += 1;
      }
      return add.call(this, type, fn, opts);
    } as typeof window.addEventListener;
    window.removeEventListener = function (this: Window, type: string, fn: any, opts?: any) {
      if ((type === 'popstate' || type === 'hashchange') && tracked.delete(fn)) w.__live -= 1;
      return remove.call(this, type, fn, opts);
    } as typeof window.removeEventListener;
  });
}

/** Registers `acme.Nav`: shows the router's location and navigates on click. */
async function registerNav(page: Page): Promise<void> {
  await page.evaluate(() => {
    const A = (window as any).Atrium;
    const h = A.React.createElement;
    A.register({
      components: {
        'acme.Nav': () => {
          const router = A.useRouter();
          const where = router
            ? `${router.type} ${router.location.pathname}${router.location.search}`
            : 'none';
          return h(
            'div',
            null,
            h('span', { 'data-testid': 'nav-where' }, where),
            h('button', { 'data-testid': 'nav-go', onClick: () => router.navigate('/detail/7?tab=a') }, 'go'),
          );
        },
      },
    });
  });
}

const liveListeners = (page: Page) => page.evaluate(() => (window as any).__live as number);

test.describe('routerType and routerProps (L180)', () => {
  test('hash: navigate writes #/{basename}/{path}, back is heard, unmount and destroy remove the listeners', async ({
    page,
  }) => {
    await countListeners(page);
    await openBlank(page);
    const baseline = await liveListeners(page);
    await registerNav(page);
    const out = await runInit(page, 'session', {
      extra: { routerType: 'hash', routerProps: { basename: '/app' } },
    });
    expect(out.ok).toBe(true);
    await page.evaluate(async () => {
      (window as any).__h = await (window as any).Atrium.render('#app', 'acme.Nav');
    });
    await expect(page.getByTestId('nav-where')).toHaveText('hash /');
    await page.getByTestId('nav-go').click();
    await expect(page.getByTestId('nav-where')).toHaveText('hash /detail/7?tab=a');
    expect(await page.evaluate(() => [location.pathname, location.hash])).toEqual([
      '/pages/blank.html',
      '#/app/detail/7?tab=a',
    ]);
    expect(await liveListeners(page)).toBeGreaterThan(baseline);
    // A hash the user types is heard too.
    await page.evaluate(() => {
      location.hash = '#/app/typed';
    });
    await expect(page.getByTestId('nav-where')).toHaveText('hash /typed');
    await page.evaluate(() => history.back());
    await expect(page.getByTestId('nav-where')).toHaveText('hash /detail/7?tab=a');
    await page.evaluate(() => (window as any).__h.unmount());
    // Hook clean-ups may land a frame after unmount() returns: the listener must go, soon.
    await expect.poll(() => liveListeners(page)).toBe(baseline);
    await page.evaluate(async () => {
      (window as any).__h = await (window as any).Atrium.render('#app', 'acme.Nav');
    });
    // useRouter() listens from an effect, which runs after the mount resolves: wait for it.
    await expect.poll(() => liveListeners(page)).toBeGreaterThan(baseline);
    await page.evaluate(() => (window as any).Atrium.destroy());
    expect(await liveListeners(page)).toBe(baseline);
    expect(await page.evaluate(() => (window as any).Atrium.getRouter())).toBeNull();
  });

  test('browser: navigate pushes {basename}{path}, popstate is listened', async ({ page }) => {
    await openBlank(page);
    await registerNav(page);
    const out = await runInit(page, 'session', {
      extra: { routerType: 'browser', routerProps: { basename: '/app/' } },
    });
    expect(out.ok).toBe(true);
    await page.evaluate(() => (window as any).Atrium.render('#app', 'acme.Nav'));
    // The page is outside the basename: its path is shown as it is.
    await expect(page.getByTestId('nav-where')).toHaveText('browser /pages/blank.html');
    await page.getByTestId('nav-go').click();
    await expect(page.getByTestId('nav-where')).toHaveText('browser /detail/7?tab=a');
    expect(await page.evaluate(() => [location.pathname, location.search, location.hash])).toEqual([
      '/app/detail/7',
      '?tab=a',
      '',
    ]);
    await page.evaluate(() => history.back());
    await expect(page.getByTestId('nav-where')).toHaveText('browser /pages/blank.html');
    expect(await page.evaluate(() => location.pathname)).toBe('/pages/blank.html');
  });

  test('memory: navigate changes the router only, never the URL; initialEntries and back', async ({
    page,
  }) => {
    await openBlank(page);
    await registerNav(page);
    const out = await runInit(page, 'session', {
      extra: {
        routerType: 'memory',
        routerProps: { basename: '/app', initialEntries: ['/app/start', '/app/list?page=2'] },
      },
    });
    expect(out.ok).toBe(true);
    const before = await page.evaluate(() => [location.href, history.length]);
    await page.evaluate(() => (window as any).Atrium.render('#app', 'acme.Nav'));
    await expect(page.getByTestId('nav-where')).toHaveText('memory /list?page=2');
    await page.getByTestId('nav-go').click();
    await expect(page.getByTestId('nav-where')).toHaveText('memory /detail/7?tab=a');
    await page.evaluate(() => (window as any).Atrium.getRouter().navigate(-2));
    await expect(page.getByTestId('nav-where')).toHaveText('memory /start');
    expect(await page.evaluate(() => [location.href, history.length])).toEqual(before);
  });

  test('the default router is memory: the host page URL is left alone', async ({ page }) => {
    await openBlank(page);
    await registerNav(page);
    expect((await runInit(page, 'session')).ok).toBe(true);
    const before = await page.evaluate(() => location.href);
    await page.evaluate(() => (window as any).Atrium.render('#app', 'acme.Nav'));
    await expect(page.getByTestId('nav-where')).toHaveText('memory /');
    await page.getByTestId('nav-go').click();
    await expect(page.getByTestId('nav-where')).toHaveText('memory /detail/7?tab=a');
    expect(await page.evaluate(() => location.href)).toBe(before);
  });

  test('a navigation right after render(), before the hook listens, still re-renders the component', async ({
    page,
  }) => {
    await openBlank(page);
    await registerNav(page);
    expect((await runInit(page, 'session')).ok).toBe(true);
    // Same task as the mount: useRouter's effect (where it starts listening) has not run yet.
    await page.evaluate(async () => {
      const A = (window as any).Atrium;
      await A.render('#app', 'acme.Nav');
      A.getRouter().navigate('/early');
    });
    await expect(page.getByTestId('nav-where')).toHaveText('memory /early');
  });

  test('bad router config rejects init() with MISSING_ARGUMENT and a clear message', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const bad = await runInit(page, 'session', { extra: { routerType: 'hashbang' } });
    expect(bad).toMatchObject({ ok: false, code: 'MISSING_ARGUMENT' });
    expect(bad.message).toContain('routerType');
    // Nothing was asked of the server for a config that cannot work.
    expect(await demo.log('/papi/app/baseserver/info/getInfo')).toHaveLength(0);
    const host = await runInit(page, 'session', {
      extra: { routerProps: { basename: 'https://evil.example/app' } },
    });
    expect(host).toMatchObject({ ok: false, code: 'MISSING_ARGUMENT' });
    expect(host.message).toContain('basename');
  });

  test('navigate() refuses a URL with a scheme or host', async ({ page }) => {
    await openBlank(page);
    const out = await runInit(page, 'session', { extra: { routerType: 'browser' } });
    expect(out.ok).toBe(true);
    const result = await page.evaluate(() => {
      const router = (window as any).Atrium.getRouter();
      return ['https://evil.example/x', '//evil.example/x', '/\\evil.example'].map((to) => {
        try {
          router.navigate(to);
          return 'navigated';
        } catch (e: any) {
          return e.name;
        }
      });
    });
    expect(result).toEqual(['TypeError', 'TypeError', 'TypeError']);
    expect(await page.evaluate(() => location.pathname)).toBe('/pages/blank.html');
  });
});

test.describe('enableEcode (L180)', () => {
  async function renderBox(page: Page, enableEcode?: unknown): Promise<void> {
    await openBlank(page);
    await page.evaluate(() => {
      const A = (window as any).Atrium;
      const h = A.React.createElement;
      A.register({ components: { 'acme.Box': (p: any) => h('b', { 'data-testid': 'box' }, `box ${p.n}`) } });
      A.regOvProps('acme', 'Box', (p: any) => ({ ...p, n: `${p.n}+props` }));
      A.regOvComponent(
        'acme',
        'Box',
        (Com: any) => (p: any) => h('i', null, h(Com, { ...p, n: `${p.n}+com` })),
      );
    });
    const extra = enableEcode === undefined ? {} : { enableEcode };
    expect((await runInit(page, 'session', { extra })).ok).toBe(true);
    await page.evaluate(() => (window as any).Atrium.render('#app', 'acme.Box', { n: 1 }));
  }

  test('by default render() applies regOvProps and regOvComponent', async ({ page }) => {
    await renderBox(page);
    await expect(page.getByTestId('box')).toHaveText('box 1+props+com');
  });

  test('enableEcode: true applies them', async ({ page }) => {
    await renderBox(page, true);
    await expect(page.getByTestId('box')).toHaveText('box 1+props+com');
  });

  test('enableEcode: false renders the registered component without the ecode overrides', async ({
    page,
  }) => {
    await renderBox(page, false);
    await expect(page.getByTestId('box')).toHaveText('box 1');
    await expect(page.locator('#app i')).toHaveCount(0);
  });

  test('enableEcode must be a boolean', async ({ page }) => {
    await openBlank(page);
    const out = await runInit(page, 'session', { extra: { enableEcode: 'no' } });
    expect(out).toMatchObject({ ok: false, code: 'MISSING_ARGUMENT' });
    expect(out.message).toContain('enableEcode');
  });

  for (const enableEcode of [undefined, false]) {
    test(`the ecode list for the publish runtime apps is ${enableEcode === false ? 'not ' : ''}fetched (enableEcode ${enableEcode})`, async ({
      page,
      demo,
    }) => {
      await openBlank(page);
      await page.evaluate(() => {
        (window as any).TEAMS = { publishRuntimeAppIds: ['app1'] };
      });
      const extra = { monitor: true, ...(enableEcode === undefined ? {} : { enableEcode }) };
      expect((await runInit(page, 'session', { extra })).ok).toBe(true);
      if (enableEcode === false) {
        // The monitor runs (its main report arrives, sent after the list would have been asked).
        await demo.waitForRequests('/api/front/monitor/report/reportData', 1);
        expect(await demo.log('/api/ecode/monitor/list')).toHaveLength(0);
      } else {
        const list = await demo.waitForRequests('/api/ecode/monitor/list', 1);
        expect(list[0]?.body).toEqual({ appIds: 'app1' });
      }
    });
  }
});
