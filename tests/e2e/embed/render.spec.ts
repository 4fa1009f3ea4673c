// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
import { expect, openBlank, runInit, startInit, test } from './support';

const DEMO = ['@weapp/demo-lib'];

test.describe('render() and callFunction()', () => {
  test('renders an app-library component, updates its props and unmounts it', async ({ page, demo }) => {
    await openBlank(page);
    expect((await runInit(page, 'session', { apps: DEMO })).ok).toBe(true);
    const manifest = await demo.log('/build/demo-lib/asset-manifest.json');
    expect(manifest.length).toBeGreaterThan(0);
    const lib = await demo.log('/build/demo-lib/static/js/lib.3f9a1c.js');
    expect(lib.map((e) => e.query)).toEqual([{ v: '1.4.2' }]);
    await page.evaluate(async () => {
      (window as any).__h = await (window as any).Atrium.render('#app', 'demoLib.Hello', { name: 'Ada' });
    });
    await expect(page.locator('#app [data-testid=demo-hello]')).toHaveText('Hello, Ada');
    // lib.css applied, coloured by the team theme
    await expect(page.locator('#app .demo-hello')).toHaveCSS('color', 'rgb(31, 122, 92)');
    await page.evaluate(() => (window as any).__h.update({ name: 'Grace' }));
    await expect(page.locator('#app [data-testid=demo-hello]')).toHaveText('Hello, Grace');
    await page.evaluate(() => (window as any).__h.unmount());
    await expect(page.locator('#app')).toBeEmpty();
  });

  test('components written against the React API: hooks, class, forwardRef', async ({ page }) => {
    await openBlank(page);
    await runInit(page, 'session', { apps: DEMO });
    await page.evaluate(async () => {
      const A = (window as any).Atrium;
      (window as any).__c = await A.render('#app', 'demoLib.Counter', { start: 2, label: 'n' });
    });
    await expect(page.getByTestId('demo-counter-value')).toHaveText('n: 2');
    await page.getByTestId('demo-counter-inc').click();
    await page.getByTestId('demo-counter-inc').click();
    await expect(page.getByTestId('demo-counter-value')).toHaveText('n: 4');
    // update keeps the component's state (no remount)
    await page.evaluate(() => (window as any).__c.update({ start: 2, label: 'm' }));
    await expect(page.getByTestId('demo-counter-value')).toHaveText('m: 4');
    expect(await page.evaluate(() => (window as any).__demoCounterMounts)).toBe(1);
    await page.evaluate(() => (window as any).__c.unmount());
    // passive effect cleanups run after paint (as in React 18)
    await expect.poll(() => page.evaluate(() => (window as any).__demoCounterUnmounts)).toBe(1);
    await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const el = document.createElement('div');
      el.id = 'second';
      document.body.appendChild(el);
      await A.render(el, 'demoLib.Clock', { at: 'noon' });
      await A.render('#app', 'weappDemoLib.Panel', { title: 'T' });
    });
    await expect(page.getByTestId('demo-clock')).toHaveText('noon');
    await expect(page.getByTestId('demo-panel')).toHaveText('T');
  });

  test('registered components and functions win and work without app libraries', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() => {
      const A = (window as any).Atrium;
      A.register({
        components: { 'acme.Box': (p: any) => A.React.createElement('b', { id: 'box' }, `box ${p.n}`) },
        functions: { 'acme.twice': (n: number) => n * 2 },
      });
    });
    await runInit(page, 'session');
    const result = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      await A.render(document.getElementById('app'), 'acme.Box', { n: 7 });
      return A.callFunction('acme.twice', 21);
    });
    expect(result).toBe(42);
    await expect(page.locator('#box')).toHaveText('box 7');
  });

  test('callFunction calls library functions, sync and async', async ({ page }) => {
    await openBlank(page);
    await runInit(page, 'session', { apps: DEMO });
    const out = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      return [await A.callFunction('demoLib.add', 2, 3), await A.callFunction('demoLib.greet', 'Ada')];
    });
    expect(out).toEqual([5, 'Hello, Ada']);
  });

  test('error codes: MISSING_ARGUMENT, COMPONENT_NOT_FOUND, FUNCTION_NOT_FOUND', async ({ page }) => {
    await openBlank(page);
    await runInit(page, 'session', { apps: DEMO });
    const codes = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const code = (p: Promise<unknown>) =>
        p.then(
          () => 'ok',
          (e: any) => e.code,
        );
      return [
        await code(A.render(null, 'demoLib.Hello')),
        await code(A.render('#app', '')),
        await code(A.render('#nowhere', 'demoLib.Hello')),
        await code(A.render('#app', 'demoLib.Nope')),
        await code(A.render('#app', 'nolib.Hello')),
        await code(A.callFunction('')),
        await code(A.callFunction('demoLib.nope')),
        await code(A.callFunction('demoLib.toString')),
      ];
    });
    expect(codes).toEqual([
      'MISSING_ARGUMENT',
      'MISSING_ARGUMENT',
      'MISSING_ARGUMENT',
      'COMPONENT_NOT_FOUND',
      'COMPONENT_NOT_FOUND',
      'MISSING_ARGUMENT',
      'FUNCTION_NOT_FOUND',
      'FUNCTION_NOT_FOUND',
    ]);
  });

  test('without init(): NOT_INITIALIZED; logged only when the caller does not handle it', async ({
    page,
  }) => {
    await openBlank(page);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const codes = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const code = (p: Promise<unknown>) =>
        p.then(
          () => 'ok',
          (e: any) => e.code,
        );
      return [await code(A.render('#app', 'demoLib.Hello')), await code(A.callFunction('demoLib.add', 1, 2))];
    });
    expect(codes).toEqual(['NOT_INITIALIZED', 'NOT_INITIALIZED']);
    expect(errors.filter((t) => t.includes('atrium') || t.includes('initialised'))).toEqual([]);
    // Nobody handles this one: the page sees an unhandled rejection carrying the SdkError.
    const unhandled: string[] = [];
    page.on('pageerror', (e) => unhandled.push(`${e.name}:${e.message}`));
    await page.evaluate(() => {
      (window as any).Atrium.render('#app', 'demoLib.Hello');
    });
    await expect.poll(() => unhandled.filter((t) => t.includes('not initialised'))).toHaveLength(1);
  });

  test('calls made while init runs wait for it', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/api/baseserver/layout/baseTeams', latency: 600 });
    await startInit(page, 'session', { apps: DEMO });
    await page.evaluate(() => {
      const A = (window as any).Atrium;
      const w = window as any;
      w.__order = [];
      A.on('ready', () => w.__order.push('ready'));
      A.render('#app', 'demoLib.Hello', { name: 'early' }).then(() => w.__order.push('render'));
      A.callFunction('demoLib.add', 1, 1).then((r: number) => w.__order.push(`call:${r}`));
    });
    await expect(page.getByTestId('demo-hello')).toHaveText('Hello, early');
    expect(await page.evaluate(() => (window as any).__order)).toEqual(['ready', 'render', 'call:2']);
  });

  test('calls after a failed init reject with its error', async ({ page }) => {
    await openBlank(page);
    await runInit(page, 'none', { extra: { eteamsid: 'forged' } });
    const code = await page.evaluate(() =>
      (window as any).Atrium.render('#app', 'demoLib.Hello').then(
        () => 'ok',
        (e: any) => e.code,
      ),
    );
    expect(code).toBe('INVALID_SESSION');
  });

  test('a component that throws: error boundary, a neutral line in its container (no dialog), page keeps working', async ({
    page,
  }) => {
    await openBlank(page);
    await runInit(page, 'session', { apps: DEMO, extra: { locale: 'en_US' } });
    await page.evaluate(async () => {
      const A = (window as any).Atrium;
      await A.render('#app', 'demoLib.Broken');
    });
    await expect(page.locator('#app').getByTestId('atrium-component-error')).toBeVisible();
    await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);
    const ok = await page.evaluate(async () => {
      await (window as any).Atrium.render('#app', 'demoLib.Hello', { name: 'after' });
      return document.querySelector('#app')?.textContent;
    });
    expect(ok).toBe('Hello, after');
  });

  test('a module-call failure the caller handles rejects with its error and opens no dialog', async ({
    page,
  }) => {
    await openBlank(page);
    await runInit(page, 'session', { apps: DEMO });
    const message = await page.evaluate(() =>
      (window as any).Atrium.callFunction('demoLib.fail').then(
        () => 'ok',
        (e: any) => e.message,
      ),
    );
    expect(message).toBe('demo function failed');
    const caught = await page.evaluate(async () => {
      try {
        await (window as any).Atrium.callFunction('demoLib.fail');
        return 'ok';
      } catch (e: any) {
        return e.message;
      }
    });
    expect(caught).toBe('demo function failed');
    await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);
  });

  test("on a suite page (startSuitePage) a handled module-call failure still opens the spec's reload dialog", async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => (window as any).Atrium.startSuitePage());
    await runInit(page, 'session', { apps: DEMO });
    await page.evaluate(() => (window as any).Atrium.callFunction('demoLib.fail').catch(() => 0));
    await expect(page.getByTestId('atrium-upgrade-dialog')).toBeVisible();
  });

  test('a module-call failure nobody handles opens the upgrade dialog', async ({ page }) => {
    await openBlank(page);
    await runInit(page, 'session', { apps: DEMO });
    await page.evaluate(() => {
      window.addEventListener('unhandledrejection', (e) => e.preventDefault());
      void (window as any).Atrium.callFunction('demoLib.fail');
    });
    await expect(page.getByTestId('atrium-upgrade-dialog')).toBeVisible();
  });

  test('a merged-bundle library is found through the merged manifests', async ({ page, demo }) => {
    await openBlank(page);
    const out = await runInit(page, 'session', { apps: ['@weapp/merged-lib'] });
    expect(out.ok).toBe(true);
    await page.evaluate(() => (window as any).Atrium.render('#app', 'mergedLib.Badge', { label: 'x' }));
    await expect(page.getByTestId('merged-badge')).toHaveText('merged:x');
    expect(await demo.log('/build/.merge-dist/manifest.json')).toHaveLength(1);
    const chunk = await demo.log('/build/.merge-dist/m20261122/merged.js');
    expect(chunk.map((e) => e.query)).toEqual([{ v: '2.0.1' }]);
    // only the merged chunk ran: nothing else of merged-lib was loaded as a script
    expect((await demo.log('/build/merged-lib/*')).filter((e) => e.path.endsWith('.js'))).toHaveLength(0);
  });
});

test('regOvComponent and regOvProps hooks apply to rendered components, also on update', async ({ page }) => {
  await openBlank(page);
  await runInit(page, 'session', { apps: DEMO });
  await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const h = A.React.createElement;
    A.regOvProps('demoLib', 'Hello', (p: any) => ({ ...p, name: `${p.name}!` }));
    A.regOvProps('demoLib', 'Hello', (p: any) => ({ ...p, name: `<${p.name}>` }), -1);
    A.regOvComponent('demoLib', 'Hello', (C: any) => (p: any) => h('div', { id: 'wrapped' }, h(C, p)));
    (window as any).__h = await A.render('#app', 'demoLib.Hello', { name: 'Ada' });
  });
  await expect(page.locator('#wrapped [data-testid=demo-hello]')).toHaveText('Hello, <Ada>!');
  await page.evaluate(() => (window as any).__h.update({ name: 'Bo' }));
  await expect(page.locator('#wrapped [data-testid=demo-hello]')).toHaveText('Hello, <Bo>!');
});
