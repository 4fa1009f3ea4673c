// The config is resolved once and the pipeline runs from a table (docs/architecture.md#the-init-pipeline).
import { expect, test } from '@playwright/test';
import { resolveConfig } from '../../../src/embed/config';
import { SdkError } from '../../../src/embed/errors';
import { STAGES } from '../../../src/embed/pipeline';

test('resolveConfig normalises the whole config once: trimmed URLs, the auth source, the token source', () => {
  const config = resolveConfig({
    apiDomain: 'https://api.x/',
    oadomain: 'https://oa.x//',
    oatenantkey: 'T',
    authTokenApi: 'https://host.x/token',
    apps: ['@weapp/demo-lib'],
    monitor: true,
    stageTimeout: 2 ** 40,
  });
  if (config instanceof SdkError) throw config;
  expect(config.runtime).toMatchObject({
    apiDomain: 'https://api.x',
    staticDomain: 'https://api.x',
    oadomain: 'https://oa.x',
  });
  expect(config.auth).toEqual({
    authTokenApi: 'https://host.x/token',
    authTokenRequest: null,
    eteamsid: '',
    oadomain: 'https://oa.x',
    oatenantkey: 'T',
    cspNonce: '',
  });
  expect(config.tokenSource).toBe(true);
  expect(config.stageTimeout).toBe(2 ** 31 - 1);
  expect(config.monitor).toEqual({});
  expect(config.apps).toEqual(['@weapp/demo-lib']);
  const off = resolveConfig({ monitor: false, eteamsid: 'sid' });
  expect(off instanceof SdkError ? off : off.monitor).toBe(false);
  expect(off instanceof SdkError ? off : off.tokenSource).toBe(false);
});

test('resolveConfig returns (never throws) a MISSING_ARGUMENT SdkError naming the first bad field', () => {
  const refusal = (config: unknown) => {
    const result = resolveConfig(config as never);
    return result instanceof SdkError ? `${result.code}: ${result.message}` : 'accepted';
  };
  expect(refusal(null)).toBe('MISSING_ARGUMENT: init() needs a config object');
  expect(refusal({ stageTimeout: 0, ui: 'Host' })).toContain('stageTimeout');
  expect(refusal({ ui: 'Host', enableEcode: 1 })).toContain("ui must be 'sdk' or 'host'");
  expect(refusal({ imClient: {}, enableEcode: 1 })).toContain('imClient needs a subscribe');
  expect(refusal({ enableEcode: 1, routerType: 'x' })).toContain('enableEcode must be true or false, not 1');
  expect(refusal({ routerType: 'x', sanitize: 1 })).toContain('routerType');
  expect(refusal({ sanitize: 1 })).toBe('MISSING_ARGUMENT: init(): sanitize must be true or false');
  expect(refusal({})).toBe('accepted');
});

test('the stage table: named stages, the public steps in their order, every side effect a stage', () => {
  const names = STAGES.map((s) => s.name);
  expect(new Set(names).size).toBe(names.length);
  const steps = STAGES.map((s) => s.step).filter((s, i, all) => s && s !== all[i - 1]);
  expect(steps).toEqual(['clearCookie', 'auth', 'session', 'interceptors', 'resources', 'theme', 'ready']);
  expect(names).toEqual([
    'config',
    'router',
    'clearCookie',
    'auth',
    'prefetch',
    'passport',
    'session',
    'sessionId',
    'dialogs',
    'context',
    'tokenRefresher',
    'translationMode',
    'resources',
    'monitor',
    'sessionExtras',
    'theme',
    'direction',
    'batchTask',
  ]);
  // Only the stages that run beside the critical path are not awaited in place.
  expect(STAGES.filter((s) => s.background).map((s) => s.name)).toEqual(['clearCookie', 'auth', 'resources']);
  expect(STAGES.filter((s) => s.ignore).map((s) => s.name)).toEqual([
    'clearCookie',
    'context',
    'theme',
    'direction',
  ]);
});
