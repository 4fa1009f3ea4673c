import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { buildUrl, platformUrl as resolveUrl } from '../../../src/env/platform-fetch';
import { $config } from '../../../src/env/store';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

test.afterEach(() => {
  $config.set({ ...$config.get(), apiDomain: '', staticDomain: '', prefixApiPath: '' });
});

test('paths stay relative without domains', () => {
  expect(resolveUrl('/papi/i18n/rate/getTargetRate', 'api')).toBe('/papi/i18n/rate/getTargetRate');
  expect(resolveUrl('/static/public/x.json', 'static')).toBe('/static/public/x.json');
});

test('APIs get apiDomain and prefixApiPath; static files staticDomain, else apiDomain', () => {
  $config.setKey('apiDomain', 'https://api.example.com/');
  expect(resolveUrl('/static/a.json', 'static')).toBe('https://api.example.com/static/a.json');
  $config.setKey('staticDomain', 'https://static.example.com');
  $config.setKey('prefixApiPath', 'gw/');
  expect(resolveUrl('/papi/x', 'api')).toBe('https://api.example.com/gw/papi/x');
  expect(resolveUrl('/static/a.json', 'static')).toBe('https://static.example.com/static/a.json');
  $config.setKey('prefixApiPath', '/gw');
  expect(resolveUrl('/api/bs/y?module=m', 'api')).toBe('https://api.example.com/gw/api/bs/y?module=m');
});

test('full URLs are kept', () => {
  $config.setKey('apiDomain', 'https://api.example.com');
  expect(resolveUrl('https://other.example/x', 'api')).toBe('https://other.example/x');
  expect(resolveUrl('//cdn.example/x', 'static')).toBe('//cdn.example/x');
});

test('/cp/ paths (the resource report) are platform paths: the domain, never the page origin, no prefix', () => {
  // Issue 21 item 4: `/cp/resourceReport.json` went to the host page's origin.
  expect(buildUrl('/cp/resourceReport.json', 'https://api.example.com/', '/gw')).toBe(
    'https://api.example.com/cp/resourceReport.json',
  );
  $config.setKey('apiDomain', 'https://api.example.com');
  $config.setKey('prefixApiPath', '/gw');
  expect(resolveUrl('/cp/resourceReport.json', 'api')).toBe('https://api.example.com/cp/resourceReport.json');
  // A segment boundary, as for the API prefixes.
  expect(buildUrl('/cpx/a', 'https://api.example.com', '')).toBe('/cpx/a');
  expect(buildUrl('/cp', 'https://api.example.com', '')).toBe('https://api.example.com/cp');
});
