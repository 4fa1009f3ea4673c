// User settings (docs/spec-coverage.md L170–174) read through getUserSettings/onUserSettings, and the default

// site domain (docs/spec-coverage.md L364) for URLs without a host.
import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { $config, DEFAULT_CONFIG } from '../../../src/env/store';
import { siteUrl } from '../../../src/routing/site-domain';
import { $userSettings } from '../../../src/routing/state';
import { getUserSettings, loadUserSettings, onUserSettings } from '../../../src/routing/user-settings';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

const answer = (body: unknown) => (async () => Response.json(body)) as unknown as typeof fetch;

test.beforeEach(() => {
  // An absolute API origin: Node has no page to resolve a relative URL against.
  $config.set({ ...DEFAULT_CONFIG, apiDomain: 'https://api.example' });
  $userSettings.set({});
});

test('the five settings of docs/spec-coverage.md are readable, as strings, and listeners hear the load', async () => {
  const seen: Array<Record<string, string | undefined>> = [];
  const off = onUserSettings((s) => seen.push(s));
  expect(seen).toEqual([{}]); // called at once with the current settings
  await loadUserSettings(
    answer({
      data: [
        { configKey: 'common.autowrap', configValue: true },
        { configKey: 'common.openmethod', configValue: 'newPage' },
        { configKey: 'common.menuExpandType', configValue: 'hover' },
        { configKey: 'common.batchFirstPageSelected', configValue: 1 },
        { configKey: 'common.searchHidePanel', configValue: { pc: true } },
      ],
    }),
  );
  const settings = getUserSettings();
  expect(settings).toEqual({
    'common.autowrap': 'true',
    'common.openmethod': 'newPage',
    'common.menuExpandType': 'hover',
    'common.batchFirstPageSelected': '1',
    'common.searchHidePanel': '{"pc":true}',
  });
  expect(seen.at(-1)?.['common.searchHidePanel']).toBe('{"pc":true}');
  // a copy: changing it changes nothing
  expect(() => {
    (settings as Record<string, string>)['common.openmethod'] = 'dialog';
  }).toThrow();
  expect(getUserSettings()['common.openmethod']).toBe('newPage');
  off();
  $userSettings.setKey('common.autowrap', 'false');
  expect(seen.at(-1)?.['common.autowrap']).toBe('true');
});

test('hostile keys are dropped; a listener that throws does not break the others', async () => {
  const good: string[] = [];
  const offBad = onUserSettings(() => {
    throw new Error('listener bug');
  });
  const offGood = onUserSettings((s) => good.push(s['common.autowrap'] ?? ''));
  await loadUserSettings(
    answer({
      data: [
        { configKey: '__proto__', configValue: { polluted: 'yes' } },
        { configKey: 'constructor', configValue: 'x' },
        { configKey: 'common.autowrap', configValue: '1' },
        null,
        { configKey: 7, configValue: 'x' },
      ],
    }),
  );
  const settings = getUserSettings();
  expect(Object.keys(settings)).toEqual(['common.autowrap']);
  expect(Object.getPrototypeOf(settings)).toBe(Object.prototype);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(good.at(-1)).toBe('1');
  offBad();
  offGood();
});

test('default site domain: domestic, overseas variant, only where a URL has no host in an external system', () => {
  expect(siteUrl('/sp/task/taskViewPage/1')).toBe('/sp/task/taskViewPage/1'); // the suite's own page
  $config.set({ ...DEFAULT_CONFIG, external: true });
  expect(siteUrl('/sp/task/taskViewPage/1')).toBe('https://weapp.eteams.cn/sp/task/taskViewPage/1');
  expect(siteUrl('spa/x')).toBe('https://weapp.eteams.cn/spa/x');
  expect(siteUrl('https://other.example/x')).toBe('https://other.example/x');
  expect(siteUrl('//other.example/x')).toBe('//other.example/x');
  $config.setKey('overseas', true);
  expect(siteUrl('/sp/doc/docDetail/2')).toBe('https://weapp.eteams.cc/sp/doc/docDetail/2');
  $config.setKey('apiDomain', 'https://api.example/');
  expect(siteUrl('/sp/doc/docDetail/2')).toBe('https://api.example/sp/doc/docDetail/2');
  $config.setKey('oadomain', 'https://oa.example');
  expect(siteUrl('/sp/doc/docDetail/2')).toBe('https://oa.example/sp/doc/docDetail/2');
  expect(siteUrl('blob:https://a/b')).toBe('blob:https://a/b');
});
