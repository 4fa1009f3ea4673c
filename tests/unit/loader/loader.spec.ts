// The 120 s chunk timeout and the 12 s merged-chunk wait are held by behaviour on the built
// script (fake clock, pending before and failed after): tests/e2e/spec/constants.spec.ts and
// tests/e2e/embed/loader.spec.ts "a merged chunk that sets its library to null…".
import { expect, test } from '@playwright/test';
import { appNames, resolveAsset, withVersion } from '../../../src/loader/app-name';
import { ChunkLoadError, chunkName, isChunkLoadError } from '../../../src/loader/chunk-load-error';

test('ChunkLoadError: name, message, type, request', () => {
  const e = new ChunkLoadError('lib.3f9a', 'timeout', 'https://s/x/lib.3f9a.js?v=1');
  expect(e).toBeInstanceOf(Error);
  expect(e.name).toBe('ChunkLoadError');
  expect(e.message).toBe('Loading chunk lib.3f9a failed');
  expect([e.type, e.request]).toEqual(['timeout', 'https://s/x/lib.3f9a.js?v=1']);
  expect(isChunkLoadError(e)).toBe(true);
  expect(isChunkLoadError(new Error('x'))).toBe(false);
});

test('chunk names come from the file name', () => {
  expect(chunkName('/build/a/static/js/lib.3f9a.js?v=2#x')).toBe('lib.3f9a');
  expect(chunkName('/build/a/77.css')).toBe('77');
});

test('app names: library, short key, folder; only @weapp/ names exist', () => {
  expect(appNames('@weapp/hr-manage')).toEqual({
    name: '@weapp/hr-manage',
    folder: 'hr-manage',
    shortName: 'hrManage',
    libraryName: 'weappHrManage',
  });
  expect(() => appNames('hr-manage')).toThrow('App does not exist');
  expect(() => appNames('@weapp/')).toThrow('App does not exist');
});

test('version query and asset resolution', () => {
  expect(withVersion('/a.js', '1.2')).toBe('/a.js?v=1.2');
  expect(withVersion('/a.js?x=1#h', '1 2')).toBe('/a.js?x=1&v=1%202#h');
  expect(withVersion('/a.js', undefined)).toBe('/a.js');
  expect(resolveAsset('static/js/a.js', 'https://s/build/x/', 'https://s')).toBe(
    'https://s/build/x/static/js/a.js',
  );
  expect(resolveAsset('/build/x/a.js', 'https://s/build/x/', 'https://s')).toBe('https://s/build/x/a.js');
  expect(resolveAsset('https://cdn/a.js', 'https://s/build/x/', 'https://s')).toBe('https://cdn/a.js');
});
