// The built artifacts of docs/getting-started.md, checked in Node: the ES module imports without a DOM and
// exports exactly the public names; the script build is the size it claims to be split into.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

const out = join(process.cwd(), process.env.ATRIUM_OUT || 'dist');

const PUBLIC_NAMES = [
  // embedding (docs/getting-started.md)
  'init',
  'ready',
  'render',
  'callFunction',
  'register',
  'destroy',
  'on',
  'SdkError',
  // one error family (docs/reference.md#errors)
  'isSdkError',
  'isAtriumError',
  'isRequestError',
  'isChunkLoadError',
  'PlatformFetchError',
  'isPlatformFetchError',
  'I18nRequestError',
  'isI18nRequestError',
  'ManifestError',
  'isManifestError',
  // environment, hooks, encoding (docs/reference.md)
  'detect',
  'device',
  'appInfo',
  'regOvProps',
  'regOvComponent',
  'applyOvProps',
  'applyOvComponent',
  'readyItem',
  'encodeBase64',
  'decodeBase64',
  'parseQuery',
  'stringifyQuery',
  // requests, monitor
  'request',
  'addRequestHooks',
  'RequestError',
  'startMonitor',
  'stopMonitor',
  'captureError',
  'flushErrors',
  'setCurrentUser',
  //
  'getLocale',
  'loadLabels',
  'getLabel',
  'formatNumber',
  'parseNumber',
  'amountInWords',
  'getRate',
  //
  'resolveRoute',
  'parseRecordId',
  'openModule',
  'isOpenable',
  'isExternalLink',
  'addTrustedDomains',
  'openLink',
  'pageUrl',
  // user settings (docs/spec-coverage.md, issue 13)
  'getUserSettings',
  'onUserSettings',
  // platform lines (issue 13): expiry and business-code hooks, message modules, slow actions
  'setTokenExpireHook',
  'setTimeoutDialog',
  'setTenantAdminHook',
  'setErrorMessageModules',
  'getErrorMessageModules',
  'measureAction',
  // the rendered components' router (docs/spec-coverage.md L180: routerType, routerProps)
  'getRouter',
  'useRouter',
  //
  'setTitle',
  'applyTheme',
  'setFavicon',
  'setGrayscale',
  'loadScript',
  'loadApp',
  'ChunkLoadError',
  'showBatchTaskResult',
  'showUpgradeDialog',
  'sanitizeHtml',
  // L248: the sanitiser switch on the rich-text paths
  'setSanitize',
  'isSanitizing',
  // spec behaviours made public (issue 9 "Nothing unreachable"): suite pages, dates, calendar,
  // env helpers, opener hooks, open data, openPage
  'startSuitePage',
  'onScroll',
  'onKeyboardChange',
  'isKeyboardOpen',
  'findOpenerHook',
  'getByPath',
  'parseDate',
  'formatDate',
  'formatDateTime',
  'relativeTime',
  'quarterOf',
  'quarterRange',
  'halfYearOf',
  'halfYearRange',
  'decadeOf',
  'startOfWeek',
  'weekNumber',
  'openPage',
  'convertOpenData',
  // issue 22 (built but hollow): the shared pages' currency symbols, the cached team config
  'getCurrencySymbol',
  'getTeamConfig',
  //
  'version',
  'React',
].sort();

test('the ES module build imports in Node (no window, document or self) with exactly the public names', async () => {
  const file = join(out, 'atrium.esm.js');
  expect(existsSync(file), `${file} missing: run npm run build`).toBe(true);
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  expect(Object.keys(mod).sort()).toEqual(PUBLIC_NAMES);
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  expect(mod.version).toBe(pkg.version);
  // Pure functions work without a browser.
  expect((mod.formatNumber as (v: string, o: object) => string)('-1234.5', { format: 3, decimals: 2 })).toBe(
    '-1.234,50',
  );
  expect(
    (mod.resolveRoute as (m: string, id: string, o: object) => string)('task', '42__tab=c', {
      device: 'mobile',
      kind: 'detail',
    }),
  ).toBe('/mobile/task/taskDetail/42?tab=c');
});

test('types and source maps ship beside the bundles', () => {
  for (const f of [
    'atrium.umd.js.map',
    'atrium.esm.js.map',
    'types/index.d.ts',
    'types/global.d.ts',
    'testing/index.js',
    'testing/index.cjs',
    'testing/index.d.ts',
    'react/index.js',
    'react/index.cjs',
    'react/index.d.ts',
  ]) {
    expect(existsSync(join(out, f)), f).toBe(true);
  }
  // One script file: nothing else for a page to fetch (esm/ holds the ES build's modules,
  // testing/ the QA kit, which runs in Node, react/ the React binding, demo-host/ the shipped
  // demo host and react-demo/ its React page's app; atrium.umd.cjs is the script's bytes for
  // require(), atrium.umd.js.sri its integrity hash, atrium.csp.json the hashes a strict CSP needs).
  expect(readdirSync(out).sort()).toEqual([
    'atrium.csp.json',
    'atrium.esm.js',
    'atrium.esm.js.map',
    'atrium.umd.cjs',
    'atrium.umd.js',
    'atrium.umd.js.map',
    'atrium.umd.js.sri',
    'demo-host',
    'esm',
    'react',
    'react-demo',
    'testing',
    'types',
  ]);
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { types: string };
  expect(pkg.types).toBe('./dist/types/index.d.ts');
});

/** Every source map of a built file under `dir` (relative to `out`), recursively. */
const mapsUnder = (dir: string) =>
  readdirSync(join(out, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js.map'))
    .map((f) => `${dir}/${f}`);

const readMap = (f: string) =>
  JSON.parse(readFileSync(join(out, f), 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };

test("source maps carry the SDK's own sources: each names a file of the repository and holds its text", () => {
  const maps = ['atrium.umd.js.map', 'atrium.esm.js.map', 'react/index.js.map', ...mapsUnder('esm')];
  let own = 0;
  for (const f of maps) {
    const { sources, sourcesContent = [] } = readMap(f);
    sources.forEach((source, i) => {
      expect(typeof sourcesContent[i], `${f}: ${source} without its content`).toBe('string');
      if (source.includes('node_modules/')) return;
      // The SDK's own file: the path leads to it (from the map's folder), and the text is its text.
      const file = resolve(dirname(join(out, f)), source);
      expect(relative(process.cwd(), file), `${f}: ${source}`).toMatch(/^(src|react)\//);
      expect(sourcesContent[i], `${f}: ${source}`).toBe(readFileSync(file, 'utf8'));
      own++;
    });
  }
  expect(own).toBeGreaterThan(200);
});

/**
 * The packages the files import by name (`preact/hooks` counts as `preact`; not `node:` modules):
 * imports and re-exports (`… from '…'`, `import '…'`) at the start of a line, and `import('…')`.
 */
const importedPackages = (files: string[]) =>
  new Set(
    files.flatMap((f) =>
      [
        ...readFileSync(join(out, f), 'utf8').matchAll(
          /^(?:(?:import|export)\b[^'";]*?\bfrom\s*|import\s*)['"]([^'"]+)['"]|\bimport\(['"]([^'"]+)['"]\)/gm,
        ),
      ]
        .map((m) => m[1] ?? m[2] ?? '')
        .filter((id) => !id.startsWith('.') && !id.startsWith('node:'))
        .map((id) => id.match(/^(?:@[^/]+\/)?[^/]+/)?.[0] ?? id),
    ),
  );

/** The packages whose files a source map says were inlined. */
const inlinedPackages = (maps: string[]) =>
  new Set(
    maps.flatMap((f) =>
      readMap(f).sources.flatMap((s) => s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1] ?? []),
    ),
  );

test('a library is either installed or inlined, never both: the ES module build imports every dependency by name, the script inlines them', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const installed = Object.keys(pkg.dependencies ?? {}).sort();
  expect(installed.length).toBeGreaterThan(0);
  // What an app's bundler reads: the ES module build, the React binding, the QA kit.
  const moduleFiles = [
    'atrium.esm.js',
    ...readdirSync(join(out, 'esm'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => `esm/${f}`),
  ];
  expect(moduleFiles.filter((f) => f.includes('node_modules'))).toEqual([]);
  expect([...inlinedPackages(['atrium.esm.js.map', 'react/index.js.map', ...mapsUnder('esm')])]).toEqual([]);
  // It imports exactly the dependencies: none missing (the app would not install it), none unused.
  expect([...importedPackages(moduleFiles)].sort()).toEqual(installed);
  // The binding imports the SDK and the app's React (a peer); the kit the app's Playwright (a peer).
  const peers = Object.keys(pkg.peerDependencies ?? {});
  for (const f of ['react/index.js', 'testing/index.js']) {
    const outside = [...importedPackages([f])].filter((name) => name !== pkg.name && !peers.includes(name));
    expect(outside, f).toEqual([]);
  }
  // The published declarations import types only from what an app installs with the SDK.
  const declarations = ['types', 'react', 'testing'].flatMap((dir) =>
    readdirSync(join(out, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.d.ts'))
      .map((f) => `${dir}/${f}`),
  );
  const typed = [...importedPackages(declarations)].filter(
    (name) => name !== pkg.name && !peers.includes(name),
  );
  expect(typed.filter((name) => !installed.includes(name))).toEqual([]);
  // The script is one file: every dependency inside, nothing to install for a script tag.
  expect([...inlinedPackages(['atrium.umd.js.map'])].sort()).toEqual(installed);
  const script = readFileSync(join(out, 'atrium.umd.js'), 'utf8');
  expect(script).not.toMatch(/\brequire\(|\bimport\s*\(?\s*['"]/);
});

test('window.Atrium enumerates exactly the public names, also after async calls ran', async ({ page }) => {
  await page.goto('/pages/blank.html');
  const keys = () =>
    page.evaluate(() => Object.keys((window as unknown as { Atrium: object }).Atrium).sort());
  expect(await keys()).toEqual(PUBLIC_NAMES);
  await page.evaluate(() =>
    (window as unknown as { Atrium: { loadLabels(m: string): Promise<void> } }).Atrium.loadLabels('common'),
  );
  expect(await keys()).toEqual(PUBLIC_NAMES);
});
