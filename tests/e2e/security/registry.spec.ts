// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Issue 10 item 5: callFunction()/render() reach only registered names and the exports of app
// libraries — never a page global (window.eval, self/top/globalThis, Atrium's own API, DOM
// objects) and never a prototype member.
import { expect, openBlank, runInit, test } from '../embed/support';

const DEMO = ['@weapp/demo-lib'];

/** Names that must never resolve: page globals, the SDK itself, prototype members. */
const GLOBAL_NAMES = [
  'window.eval',
  'self.eval',
  'top.eval',
  'parent.eval',
  'frames.eval',
  'globalThis.eval',
  'window.Function',
  'window.fetch',
  'window.setTimeout',
  'document.write',
  'location.assign',
  'Atrium.loadScript',
  'Atrium.callFunction',
  'Atrium.register',
  'weappWindow.eval',
  'Window.eval',
];
const PROTOTYPE_NAMES = [
  'demoLib.__proto__',
  'demoLib.constructor',
  'demoLib.toString',
  'demoLib.valueOf',
  'demoLib.hasOwnProperty',
  'demoLib.__defineGetter__',
  'demoLib.add.constructor',
  'demoLib.add.call',
  'demoLib.add.apply',
  'demoLib.add.bind',
  'demoLib.__proto__.constructor',
  'demoLib.prototype',
  '__proto__',
  'constructor',
  'toString',
  'constructor.constructor',
  '__proto__.constructor',
];

test.describe('callFunction() and render() names', () => {
  test('page globals, the SDK API and prototype members are FUNCTION_NOT_FOUND and never run', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    expect((await runInit(page, 'session', { apps: DEMO })).ok).toBe(true);
    const codes = await page.evaluate(
      async (names) => {
        const A = (window as any).Atrium;
        (window as any).__pwned = 0;
        const out: Array<[string, string]> = [];
        for (const name of names) {
          const code = await A.callFunction(name, 'window.__pwned = 1', '/build/evil/x.js').then(
            (v: unknown) => `resolved:${typeof v}`,
            (e: any) => e?.code ?? String(e),
          );
          out.push([name, code]);
        }
        return { out, pwned: (window as any).__pwned };
      },
      [...GLOBAL_NAMES, ...PROTOTYPE_NAMES],
    );
    // Pairs, not an object: a `__proto__` key would set the prototype instead of a property.
    expect(codes.out).toEqual(
      [...GLOBAL_NAMES, ...PROTOTYPE_NAMES].map((name) => [name, 'FUNCTION_NOT_FOUND']),
    );
    expect(codes.pwned).toBe(0);
    expect(await demo.log('/build/evil/x.js')).toEqual([]);
  });

  test('render() refuses page globals and prototype members: COMPONENT_NOT_FOUND, nothing mounted', async ({
    page,
  }) => {
    await openBlank(page);
    expect((await runInit(page, 'session', { apps: DEMO })).ok).toBe(true);
    const names = [
      'window.Image',
      'window.alert',
      'self.Function',
      'Atrium.React.Fragment',
      'demoLib.constructor',
      'demoLib.__proto__',
      'demoLib.Hello.constructor',
    ];
    const codes = await page.evaluate(async (names) => {
      const A = (window as any).Atrium;
      const out: string[] = [];
      for (const name of names)
        out.push(
          await A.render('#app', name).then(
            () => 'mounted',
            (e: any) => e?.code ?? String(e),
          ),
        );
      return out;
    }, names);
    expect(codes).toEqual(names.map(() => 'COMPONENT_NOT_FOUND'));
    await expect(page.locator('#app')).toBeEmpty();
  });

  test('a DOM element clobbering a library name is not a library', async ({ page }) => {
    await openBlank(page);
    expect((await runInit(page, 'session')).ok).toBe(true);
    const codes = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      document.body.insertAdjacentHTML(
        'beforeend',
        '<form id="weappEvil"><input name="submit"></form><img id="weappPics" name="weappPics">',
      );
      return [
        await A.callFunction('weappEvil.submit').then(
          () => 'ran',
          (e: any) => e.code,
        ),
        await A.callFunction('evil.submit').then(
          () => 'ran',
          (e: any) => e.code,
        ),
        await A.callFunction('weappEvil.requestSubmit').then(
          () => 'ran',
          (e: any) => e.code,
        ),
        await A.render('#app', 'pics.click').then(
          () => 'mounted',
          (e: any) => e.code,
        ),
      ];
    });
    expect(codes).toEqual([
      'FUNCTION_NOT_FOUND',
      'FUNCTION_NOT_FOUND',
      'FUNCTION_NOT_FOUND',
      'COMPONENT_NOT_FOUND',
    ]);
  });

  test('registered names and library exports still work, nested ones too', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() => {
      const A = (window as any).Atrium;
      A.register({ functions: { 'acme.twice': (n: number) => n * 2, __proto__: () => 'proto' } as any });
    });
    expect((await runInit(page, 'session', { apps: DEMO })).ok).toBe(true);
    const out = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      return [
        await A.callFunction('acme.twice', 4),
        await A.callFunction('demoLib.add', 2, 3),
        await A.callFunction('weappDemoLib.add', 1, 1),
      ];
    });
    expect(out).toEqual([8, 5, 2]);
  });
});
