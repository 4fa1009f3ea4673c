// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the app sets
// A ref and onRender on <AtriumComponent> (docs/react.md#a-ref-on-atriumcomponent), and a lazy
// provider (docs/react.md#load-it-when-it-is-needed), with real react/react-dom (StrictMode):
// the app (tests/e2e/react/apps/) is bundled here with esbuild, code splitting on, against the
// package's exports of this build, and served on the demo host's origin.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { expect, test } from '../../../testing/index';
import { watchConsole } from './support';

const root = join(import.meta.dirname, '..', '..', '..');
let out = '';
let files: Record<string, string> = {};

test.beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'atrium-react-handle-'));
  // As installed: node_modules/atrium-sdk with package.json and this build's dist/.
  const modules = join(out, 'node_modules');
  mkdirSync(join(modules, 'atrium-sdk'), { recursive: true });
  copyFileSync(join(root, 'package.json'), join(modules, 'atrium-sdk', 'package.json'));
  symlinkSync(join(root, process.env.ATRIUM_OUT || 'dist'), join(modules, 'atrium-sdk', 'dist'), 'junction');
  await build({
    entryPoints: [join(import.meta.dirname, 'apps', 'handle-app.tsx')],
    outdir: join(out, 'app'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: 'react',
    // The repository's tsconfig (jsxImportSource preact) is not this app's.
    tsconfigRaw: { compilerOptions: { jsx: 'react-jsx', jsxImportSource: 'react' } },
    nodePaths: [modules, join(root, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'warning',
  });
  files = Object.fromEntries(
    readdirSync(join(out, 'app')).map((f) => [f, readFileSync(join(out, 'app', f), 'utf8')]),
  );
});

test.afterAll(() => rmSync(out, { recursive: true, force: true }));

test.beforeEach(async ({ page, demo }) => {
  if (process.env.HANDLE_DEBUG) page.on('console', (m) => console.log('console:', m.text()));
  if (process.env.HANDLE_DEBUG) page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.route(`${demo.origin}/__react-handle/**`, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (name === 'index.html') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module" src="handle-app.js"></script>',
      });
    }
    const body = files[name];
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ contentType: 'text/javascript', body });
  });
});

test('a lazy provider: nothing of the SDK is fetched or run until the embed renders, then it works', async ({
  page,
  demo,
}) => {
  const logged = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/__react-handle/')) scripts.push(r.url().split('/').pop() ?? '');
  });
  await page.goto(`${demo.origin}/__react-handle/index.html`);
  await expect(page.getByTestId('show')).toBeVisible();
  // The entry chunk holds React, not the SDK: the SDK's code lives in the lazy chunks only.
  const entry = files['handle-app.js'] ?? '';
  expect(entry).not.toContain('atrium-upgrade-dialog');
  const lazyChunks = Object.entries(files).filter(([, code]) => code.includes('atrium-upgrade-dialog'));
  expect(lazyChunks.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => lazyChunks.some(([name]) => name === s))).toEqual([]);
  expect(await demo.log('/papi/*')).toEqual([]);
  expect(await page.evaluate(() => typeof (window as any).Atrium)).toBe('undefined');

  await page.getByTestId('show').click();
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
  expect(scripts.some((s) => lazyChunks.some(([name]) => name === s))).toBe(true);
  expect(await demo.log('/papi/app/baseserver/info/getInfo')).toHaveLength(1);
  expect(logged).toEqual([]);
});

test("a ref gives render()'s handle (null before and after), onRender gets the same handle", async ({
  page,
  demo,
}) => {
  await page.goto(`${demo.origin}/__react-handle/index.html`);
  await page.getByTestId('show').click();
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
  const seen = await page.evaluate(() => {
    const app = (window as any).__app;
    const handle = app.ref.getRenderHandle();
    return {
      same: handle === app.rendered,
      onRender: app.onRender,
      methods: handle ? Object.keys(handle).sort() : null,
      element: app.ref.getElement()?.getAttribute('data-atrium-component'),
    };
  });
  expect(seen).toEqual({ same: true, onRender: 1, methods: ['unmount', 'update'], element: 'demoLib.Hello' });
  // update() through the ref reaches the mounted platform component.
  await page.evaluate(() => (window as any).__app.ref.getRenderHandle().update({ name: 'Grace' }));
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Grace');
  const ref = await page.evaluateHandle(() => (window as any).__app.ref);
  await page.getByTestId('hide').click();
  await expect(page.getByTestId('demo-hello')).toHaveCount(0);
  expect(await ref.evaluate((r: any) => r.getRenderHandle())).toBeNull();
});
