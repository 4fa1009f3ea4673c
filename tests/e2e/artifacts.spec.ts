// The built artifacts of API.md §1, checked in Node: the ES module imports without a DOM and
// exports exactly the public names; the script build is the size it claims to be split into.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

const out = join(process.cwd(), process.env.ATRIUM_OUT || 'dist');

const PUBLIC_NAMES = [
  // §2
  'init',
  'ready',
  'render',
  'callFunction',
  'register',
  'destroy',
  'on',
  'SdkError',
  // §3, §4, §5
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
  // §6, §7
  'request',
  'addRequestHooks',
  'RequestError',
  'startMonitor',
  'stopMonitor',
  'captureError',
  'flushErrors',
  'setCurrentUser',
  // §8
  'getLocale',
  'loadLabels',
  'getLabel',
  'formatNumber',
  'parseNumber',
  'amountInWords',
  'getRate',
  // §9
  'resolveRoute',
  'parseRecordId',
  'openModule',
  'isOpenable',
  'isExternalLink',
  'addTrustedDomains',
  'openLink',
  'pageUrl',
  // user settings (spec §3, issue 13)
  'getUserSettings',
  'onUserSettings',
  // platform lines (issue 13): expiry and business-code hooks, message modules, slow actions
  'setTokenExpireHook',
  'setTimeoutDialog',
  'setTenantAdminHook',
  'setErrorMessageModules',
  'getErrorMessageModules',
  'measureAction',
  // the rendered components' router (spec L180: routerType, routerProps)
  'getRouter',
  'useRouter',
  // §10
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
  // §1
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
  ]) {
    expect(existsSync(join(out, f)), f).toBe(true);
  }
  // One script file: nothing else for a page to fetch (esm/ holds the ES build's modules,
  // testing/ the QA kit, which runs in Node).
  expect(readdirSync(out).sort()).toEqual([
    'atrium.esm.js',
    'atrium.esm.js.map',
    'atrium.umd.js',
    'atrium.umd.js.map',
    'esm',
    'testing',
    'types',
  ]);
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { types: string };
  expect(pkg.types).toBe('./dist/types/index.d.ts');
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
