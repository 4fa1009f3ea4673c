// The built artifacts of docs/getting-started.md, checked in Node: the ES module imports without a DOM and
// exports exactly the public names; the script build is the size it claims to be split into.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    'testing/index.d.ts',
    'react/index.js',
    'react/index.d.ts',
  ]) {
    expect(existsSync(join(out, f)), f).toBe(true);
  }
  // One script file: nothing else for a page to fetch (esm/ holds the ES build's modules,
  // testing/ the QA kit, which runs in Node, react/ the React binding, demo-host/ the shipped
  // demo host and react-demo/ its React page's app).
  expect(readdirSync(out).sort()).toEqual([
    'atrium.esm.js',
    'atrium.esm.js.map',
    'atrium.umd.js',
    'atrium.umd.js.map',
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

test('source maps carry the sources, and a library inlined in the bundles is not also installed', () => {
  const map = (f: string) =>
    JSON.parse(readFileSync(join(out, f), 'utf8')) as {
      sources: string[];
      sourcesContent?: (string | null)[];
    };
  const esmMaps = readdirSync(join(out, 'esm'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js.map'))
    .map((f) => `esm/${f}`);
  for (const f of ['atrium.umd.js.map', ...esmMaps]) {
    const { sources, sourcesContent = [] } = map(f);
    const missing = sources.filter((_, i) => typeof sourcesContent[i] !== 'string');
    expect(missing, `${f}: sources without their content`).toEqual([]);
  }
  // A library the bundles inline is a build-time dependency (installing it beside the bundle
  // gives the app a second, unused copy) — unless the published declarations import its types,
  // which TypeScript must then find installed.
  const libraries = (files: string[], pattern: RegExp) =>
    new Set(
      files.flatMap((f) => [...readFileSync(join(out, f), 'utf8').matchAll(pattern)].map((m) => m[1] ?? '')),
    );
  const inlined = libraries(['atrium.umd.js.map'], /node_modules\/((?:@[^/]+\/)?[^/]+)\//g);
  expect(inlined.size).toBeGreaterThan(0);
  const declarations = readdirSync(join(out, 'types'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.d.ts'))
    .map((f) => `types/${f}`);
  const typed = libraries(declarations, /(?:from |import\()['"]([a-z@][^'"/]*)/g);
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string> };
  const installed = Object.keys(pkg.dependencies ?? {});
  expect(installed.filter((name) => inlined.has(name) && !typed.has(name))).toEqual([]);
  expect([...typed].filter((name) => !installed.includes(name))).toEqual([]);
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
