// One error family (docs/reference.md#errors): every error a public function rejects with, or
// carries as its cause, is exported with a guard and says why in `reason`.
import { expect, test } from '@playwright/test';
import * as api from '../../src/index';

test('each error of the family is exported with its guard and carries reason = its own field', () => {
  const sdk = new api.SdkError('TIMEOUT', 't', { stage: 'auth' });
  const req = new api.RequestError('network', 'n', { url: '/api/x' });
  const chunk = new api.ChunkLoadError('lib', 'missing', 'https://s/lib.js');
  const fetchError = new api.PlatformFetchError('redirect', '/papi/x', 'r');
  const i18n = new api.I18nRequestError('HTTP 500: /x', '/x', 500);
  const manifest = new api.ManifestError('invalid', 'no lib.js', '/m.json');
  expect([sdk.reason, req.reason, chunk.reason, fetchError.reason, i18n.reason, manifest.reason]).toEqual([
    'TIMEOUT',
    'network',
    'missing',
    'redirect',
    'http',
    'invalid',
  ]);
  expect([sdk.code, req.kind, chunk.type]).toEqual(['TIMEOUT', 'network', 'missing']);
  const guards = [
    [api.isSdkError, sdk],
    [api.isRequestError, req],
    [api.isChunkLoadError, chunk],
    [api.isPlatformFetchError, fetchError],
    [api.isI18nRequestError, i18n],
    [api.isManifestError, manifest],
  ] as const;
  for (const [guard, own] of guards) {
    for (const [, other] of guards) expect(guard(other), `${guard.name}(${other.name})`).toBe(other === own);
    expect(guard(new Error('x'))).toBe(false);
    expect(api.isAtriumError(own)).toBe(true);
  }
  expect(api.isAtriumError(new TypeError('x'))).toBe(false);
});

test("an I18nRequestError's reason: network or timeout without an answer, http, else invalid", () => {
  const timedOut = new api.PlatformFetchError('timeout', '/x', 'slow');
  expect(new api.I18nRequestError('timed out: /x', '/x', undefined, timedOut, 'timeout').reason).toBe(
    'timeout',
  );
  expect(new api.I18nRequestError('no rate', '/x').reason).toBe('invalid');
  expect(new api.I18nRequestError('HTTP 404: /x', '/x', 404).reason).toBe('http');
});

test('dead code is gone: setDefaultClient, isChineseLocale, isRtlLocale', () => {
  for (const name of ['setDefaultClient', 'isChineseLocale', 'isRtlLocale']) expect(name in api).toBe(false);
});
