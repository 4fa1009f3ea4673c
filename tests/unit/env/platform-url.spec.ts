import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { platformUrl as resolveUrl } from '../../../src/env/platform-fetch';
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
