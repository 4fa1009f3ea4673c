// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Issue 10 item 6: a manifest path that looks relative but resolves to another host
// (`/\host/x.js`, `/\t/host/x.js`, …) is refused; nothing is requested from that host.
import { expect, openBlank, test } from '../embed/support';

test.describe('manifest paths stay on the static origin', () => {
  test('path tricks in lib.js never load a script from another host', async ({ page, demo }) => {
    const foreign = new URL(demo.secondOrigin).host;
    const tricks = [
      `/\\${foreign}/build/demo-lib/static/js/lib.3f9a1c.js`,
      `/\t/${foreign}/build/demo-lib/static/js/lib.3f9a1c.js`,
      `/\n/${foreign}/build/demo-lib/static/js/lib.3f9a1c.js`,
      `\\\\${foreign}/build/demo-lib/static/js/lib.3f9a1c.js`,
      `\\/${foreign}/build/demo-lib/static/js/lib.3f9a1c.js`,
      ` //${foreign}/build/demo-lib/static/js/lib.3f9a1c.js`,
      `/\\\\${foreign}/build/demo-lib/static/js/lib.3f9a1c.js`,
    ];
    await openBlank(page);
    const results: unknown[] = [];
    for (const [i, trick] of tricks.entries()) {
      await demo.fault({
        path: `/build/trick-${i}/asset-manifest.json`,
        body: { files: { 'lib.js': trick } },
        contentType: 'application/json',
      });
      results.push(
        await page.evaluate(
          (name) =>
            (window as any).Atrium.loadApp(name).then(
              () => 'loaded',
              (e: any) => ({ name: e.name, type: e.type }),
            ),
          `@weapp/trick-${i}`,
        ),
      );
    }
    expect(results).toEqual(tricks.map(() => ({ name: 'ChunkLoadError', type: 'error' })));
    const reached = (await demo.log('/build/*')).filter((e) => e.origin === 'second');
    expect(reached).toEqual([]);
  });

  test('ordinary relative and root paths still load', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({
      path: '/build/plain-lib/asset-manifest.json',
      body: { files: { 'lib.js': '/build/demo-lib/static/js/lib.3f9a1c.js' } },
      contentType: 'application/json',
    });
    const out = await page.evaluate(() =>
      (window as any).Atrium.loadApp('@weapp/plain-lib').then(
        () => 'loaded',
        (e: any) => `${e.name}:${e.type}`,
      ),
    );
    // The script runs but defines weappDemoLib, not weappPlainLib: it was fetched from our origin.
    expect(out).toBe('ChunkLoadError:missing');
    expect((await demo.log('/build/demo-lib/static/js/lib.3f9a1c.js')).map((e) => e.origin)).toEqual([
      'main',
    ]);
  });
});
