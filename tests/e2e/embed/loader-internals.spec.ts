// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Loader functions the script build uses internally, driven from source (bundled by esbuild)
// against the real demo host.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { expect, openBlank, test } from './support';

let bundled: Promise<string> | undefined;

/** Opens the blank page and installs window.LoaderHarness (loader-harness.ts). */
async function openHarness(page: Page): Promise<void> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./loader-harness.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'LoaderHarness',
    write: false,
    target: 'es2020',
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0]!.text);
  await openBlank(page);
  await page.addScriptTag({ content: await bundled });
}

test.describe('loadStyle time limits', () => {
  test('zero, negative, NaN and non-number timeouts reject with a TypeError, requesting nothing', async ({
    page,
    demo,
  }) => {
    await openHarness(page);
    const out = await page.evaluate(async () => {
      const H = (window as any).LoaderHarness;
      const res: string[] = [];
      for (const timeout of [0, -1, Number.NaN, '5000', null, {}]) {
        res.push(
          await H.loadStyle('/build/never/x.css', { timeout }).then(
            () => 'loaded',
            (e: any) => `${e.name}: ${e.message}`,
          ),
        );
      }
      return res;
    });
    for (const line of out)
      expect(line).toMatch(/^TypeError: loadStyle\(\): options\.timeout must be a positive number/);
    expect(await demo.log('/build/never/x.css')).toEqual([]);
    expect(await page.locator('link[data-atrium="chunk"]').count()).toBe(0);
  });

  test('a timeout above 2^31−1 ms waits instead of timing out at once', async ({ page, demo }) => {
    await openHarness(page);
    await demo.fault({ path: '/build/slow/huge.css', hang: true });
    await page.evaluate(() => {
      const w = window as any;
      w.__load = 'pending';
      w.LoaderHarness.loadStyle('/build/slow/huge.css', { timeout: 2 ** 31 }).then(
        () => {
          w.__load = 'loaded';
        },
        (e: any) => {
          w.__load = `${e.name}:${e.type}`;
        },
      );
    });
    await demo.waitForRequests('/build/slow/huge.css');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(await page.evaluate(() => (window as any).__load)).toBe('pending');
  });
});
