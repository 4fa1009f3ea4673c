import { expect, test } from '@playwright/test';
import { buildUrl, isApiPath, prefixedPath } from '../../../src/env/platform-fetch';
import { toQueryString, withQuery } from '../../../src/request/url';

test.describe('URL building', () => {
  test('API prefixes are recognised at a segment boundary only', () => {
    for (const p of ['/api', '/api/x', '/papi/x', '/sapi/x', '/api/app/x', '/api/bs/x', '/api?x=1']) {
      expect(isApiPath(p), p).toBe(true);
    }
    for (const p of [
      '/apix',
      '/papix/x',
      '/static/api/x',
      'api/x',
      '//api/x',
      'https://a.example/api/x',
      '',
    ]) {
      expect(isApiPath(p), p).toBe(false);
    }
  });

  test('API paths get apiDomain and prefixApiPath; others are untouched', () => {
    expect(buildUrl('/api/x?a=1', 'https://api.example/', '/gw/')).toBe('https://api.example/gw/api/x?a=1');
    expect(buildUrl('/papi/x', 'https://api.example', 'gw')).toBe('https://api.example/gw/papi/x');
    expect(buildUrl('/api/bs/x', '', '')).toBe('/api/bs/x');
    expect(buildUrl('/pages/x', 'https://api.example', '/gw')).toBe('/pages/x');
    expect(buildUrl('https://other.example/api/x', 'https://api.example', '/gw')).toBe(
      'https://other.example/api/x',
    );
    expect(prefixedPath('/sapi/x', '/gw')).toBe('/gw/sapi/x');
  });

  test('params: arrays repeat, nested objects use brackets, null and undefined are dropped', () => {
    expect(toQueryString({ a: 1, b: [1, 2], c: { d: 'x y' }, e: null, f: undefined, g: '' })).toBe(
      'a=1&b=1&b=2&c%5Bd%5D=x%20y&g=',
    );
    expect(toQueryString(undefined)).toBe('');
  });

  test('withQuery joins with ? or & and keeps the fragment last', () => {
    expect(withQuery('/a', 'x=1')).toBe('/a?x=1');
    expect(withQuery('/a?y=2', 'x=1')).toBe('/a?y=2&x=1');
    expect(withQuery('/a?', 'x=1')).toBe('/a?x=1');
    expect(withQuery('/a#h', 'x=1')).toBe('/a?x=1#h');
    expect(withQuery('/a', '')).toBe('/a');
  });
});
