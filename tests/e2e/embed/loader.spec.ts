// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
import type { Page } from '@playwright/test';
import { expect, openBlank, test } from './support';

/** Calls Atrium.loadScript/loadApp and describes how it failed (null when it succeeded). */
function failure(page: Page, action: 'loadScript' | 'loadApp', arg: string, options?: object) {
  return page.evaluate(
    ({ action, arg, options }) =>
      (window as any).Atrium[action](arg, options).then(
        () => null,
        (e: any) => ({
          name: e.name,
          message: e.message,
          type: e.type,
          request: e.request,
          isChunk: e instanceof (window as any).Atrium.ChunkLoadError,
        }),
      ),
    { action, arg, options },
  );
}

test.describe('loadScript / loadApp', () => {
  test('ChunkLoadError type error: the script answers 404', async ({ page }) => {
    await openBlank(page);
    const err = await failure(page, 'loadScript', '/build/nowhere/chunk-77.js');
    expect(err).toEqual({
      name: 'ChunkLoadError',
      message: 'Loading chunk chunk-77 failed',
      type: 'error',
      request: '/build/nowhere/chunk-77.js',
      isChunk: true,
    });
  });

  test('ChunkLoadError type timeout: the script never arrives', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/build/slow/chunk-9.js', hang: true });
    const err = await failure(page, 'loadScript', '/build/slow/chunk-9.js', { timeout: 300 });
    expect(err).toMatchObject({
      name: 'ChunkLoadError',
      type: 'timeout',
      message: 'Loading chunk chunk-9 failed',
    });
    expect(await page.locator('script[src="/build/slow/chunk-9.js"]').count()).toBe(0);
  });

  test('ChunkLoadError type missing: the library runs but defines nothing', async ({ page }) => {
    await openBlank(page);
    const err = await failure(page, 'loadApp', '@weapp/missing-lib');
    expect(err).toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
      request: '/build/missing-lib/lib.js',
    });
    expect(await page.evaluate(() => (window as any).__missingLibRan)).toBe(true);
  });

  test('expectGlobal: null, a number or an element clobbering the name is missing; a data object or function is not', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const cases: Array<[string, string, string | null]> = [
      ['nullLib', 'window.nullLib = null;', 'missing'],
      ['numberLib', 'window.numberLib = 7;', 'missing'],
      ['clobberedLib', '/* the page has <img id="clobberedLib"> */', 'missing'],
      ['objectLib', 'window.objectLib = { Hello: function () {} };', null],
      ['functionLib', 'window.functionLib = function () {};', null],
    ];
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.id = 'clobberedLib';
      document.body.append(img);
    });
    for (const [name, body, type] of cases) {
      const path = `/build/expect/${name}.js`;
      await demo.fault({ path, status: 200, contentType: 'application/javascript', body });
      const err = await failure(page, 'loadScript', path, { expectGlobal: name });
      if (type) expect(err, name).toMatchObject({ name: 'ChunkLoadError', type, request: path });
      else expect(err, name).toBeNull();
    }
  });

  test('loadApp: a lib.js that sets its library to a function or null is missing (a library is a data object)', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    for (const value of ['function () {}', 'null']) {
      await demo.fault({
        path: '/build/demo-lib/static/js/lib.3f9a1c.js',
        status: 200,
        contentType: 'application/javascript',
        body: `window.weappDemoLib = ${value};`,
        times: 1,
      });
      await page.evaluate(() => {
        (window as any).weappDemoLib = undefined;
      });
      const err = await failure(page, 'loadApp', '@weapp/demo-lib');
      expect(err, value).toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
    }
  });

  test('loadScript resolves once the script ran, with the CSP nonce', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(async () => {
      const A = (window as any).Atrium;
      await A.init({
        apiDomain: location.origin,
        eteamsid: 'demo-session-0001',
        monitor: false,
        cspNonce: 'n0nce',
      });
      await A.loadScript('/build/passport/passport.js');
    });
    expect(await page.evaluate(() => typeof (window as any).WeaPassport)).toBe('object');
    const nonce = await page.evaluate(
      () => (document.querySelector('script[src="/build/passport/passport.js"]') as HTMLScriptElement).nonce,
    );
    expect(nonce).toBe('n0nce');
  });

  test('loadApp: asset-manifest.json, lib.js and lib.css with the module version', async ({ page, demo }) => {
    await openBlank(page);
    await page.evaluate(() => (window as any).Atrium.loadApp('@weapp/demo-lib'));
    expect(await page.evaluate(() => Object.keys((window as any).weappDemoLib).sort())).toContain('Hello');
    const paths = (await demo.log('/build/*')).map((e) => e.url);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/build/.merge-dist/manifest.json',
        '/build/moduleversion.json',
        '/build/demo-lib/asset-manifest.json',
        '/build/demo-lib/static/js/lib.3f9a1c.js?v=1.4.2',
        '/build/demo-lib/static/css/lib.3f9a1c.css?v=1.4.2',
      ]),
    );
    // a second load is free
    await page.evaluate(() => (window as any).Atrium.loadApp('@weapp/demo-lib'));
    expect(await demo.log('/build/demo-lib/static/js/lib.3f9a1c.js')).toHaveLength(1);
  });

  test('apps inside the merged bundle do not fetch their own manifests: 20 apps, 4 requests', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const apps = Array.from({ length: 20 }, (_, i) => `@weapp/merged-${i}`);
    const globals = apps.map((_, i) => `weappMerged${i}`);
    await demo.fault([
      {
        path: '/build/.merge-dist/manifest.json',
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ hash: 'm20261122', apps }),
      },
      {
        path: '/build/.merge-dist/m20261122/manifest.json',
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ files: Object.fromEntries(apps.map((a) => [a, { 'lib.js': 'merged.js' }])) }),
      },
      {
        path: '/build/.merge-dist/m20261122/merged.js',
        status: 200,
        contentType: 'application/javascript',
        body: globals.map((g) => `window.${g} = { ok: true };`).join('\n'),
      },
    ]);
    await page.evaluate((apps) => Promise.all(apps.map((a) => (window as any).Atrium.loadApp(a))), apps);
    expect(await page.evaluate((g) => g.every((n) => (window as any)[n]?.ok), globals)).toBe(true);
    const paths = (await demo.log('/build/*')).map((e) => e.path).sort();
    // the top merged manifest, the bundle's manifest, the version table and the one chunk
    expect(paths).toEqual([
      '/build/.merge-dist/m20261122/manifest.json',
      '/build/.merge-dist/m20261122/merged.js',
      '/build/.merge-dist/manifest.json',
      '/build/moduleversion.json',
    ]);
  });

  test("loadApp rejects names outside @weapp/ with 'App does not exist'", async ({ page }) => {
    await openBlank(page);
    const messages = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const msg = (p: Promise<unknown>) =>
        p.then(
          () => 'ok',
          (e: any) => e.message,
        );
      return [await msg(A.loadApp('demo-lib')), await msg(A.loadApp('@weapp/'))];
    });
    expect(messages).toEqual(['App does not exist', 'App does not exist']);
  });

  // The callback wait is 12 s (docs/spec-coverage.md), on the page's fake clock: pending a
  // second before it ends, failed as timeout a second after.
  for (const [what, body] of [
    ['never hands over its library', '/* defines nothing */ window.__mergedRan = true;'],
    [
      'sets its library to null: it has not handed it over',
      'window.weappMergedLib = null; window.__mergedRan = true;',
    ],
  ]) {
    test(`a merged chunk that ${what}: timeout after the callback wait`, async ({ page, demo }) => {
      await openBlank(page);
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
      await demo.fault({
        path: '/build/.merge-dist/m20261122/merged.js',
        status: 200,
        contentType: 'application/javascript',
        body,
      });
      await page.evaluate(() => {
        const w = window as any;
        w.__app = 'pending';
        // The callback wait starts once the chunk's load event has run (a task after the chunk).
        document.addEventListener(
          'load',
          (e) => {
            if (String((e.target as HTMLScriptElement).src).includes('merged.js')) w.__mergedLoaded = true;
          },
          true,
        );
        w.Atrium.loadApp('@weapp/merged-lib').then(
          () => {
            w.__app = 'loaded';
          },
          (e: any) => {
            w.__app = `${e.name}:${e.type}`;
          },
        );
      });
      await page.waitForFunction(() => (window as any).__mergedRan && (window as any).__mergedLoaded);
      await page.clock.runFor(11_000);
      expect(await page.evaluate(() => (window as any).__app)).toBe('pending');
      await page.clock.runFor(2_000);
      await expect.poll(() => page.evaluate(() => (window as any).__app)).toBe('ChunkLoadError:timeout');
    });
  }
});
