// docs/spec-coverage.md L248: the sanitiser switch — its validation and where its state lives (env/store.ts).

import { expect, test } from '@playwright/test';
import { destroy, isSdkError, SdkError } from '../../../src/embed';
import { type EmbedConfig, resolveConfig } from '../../../src/embed/config';
import { installConfig } from '../../../src/embed/interceptors';
import { resetAll } from '../../../src/env/disposers';
import { $config, DEFAULT_CONFIG } from '../../../src/env/store';
import { isSanitizing, setSanitize } from '../../../src/ui';

/** The resolved config, or the test fails with the refusal. */
function resolved(config: EmbedConfig) {
  const result = resolveConfig(config);
  if (result instanceof SdkError) throw result;
  return result;
}

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

test.afterEach(() => destroy());

test('on by default; setSanitize() switches it; destroy() puts the default back', () => {
  expect(DEFAULT_CONFIG.sanitize).toBe(true);
  expect(isSanitizing()).toBe(true);
  setSanitize(false);
  expect(isSanitizing()).toBe(false);
  expect($config.get().sanitize).toBe(false);
  setSanitize(true);
  expect(isSanitizing()).toBe(true);
  setSanitize(false);
  destroy();
  expect(isSanitizing()).toBe(true);
});

test('setSanitize() takes only a boolean: anything else is a TypeError and changes nothing', () => {
  setSanitize(false);
  for (const bad of ['false', 0, 1, null, undefined, {}]) {
    expect(() => setSanitize(bad as never)).toThrow(TypeError);
    expect(() => setSanitize(bad as never)).toThrow(/setSanitize\(\) takes true or false/);
  }
  expect(isSanitizing()).toBe(false);
});

test('init config: sanitize is optional, a boolean when given; anything else is SdkError MISSING_ARGUMENT', () => {
  expect('sanitize' in resolved({}).runtime).toBe(false);
  expect(resolved({ sanitize: false }).runtime.sanitize).toBe(false);
  expect(resolved({ sanitize: true }).runtime.sanitize).toBe(true);
  for (const bad of ['false', 0, null, {}]) {
    const thrown = resolveConfig({ sanitize: bad as never });
    expect(isSdkError(thrown) && thrown.code).toBe('MISSING_ARGUMENT');
    expect(String((thrown as Error).message)).toContain('sanitize');
  }
});

test('a choice made before init() is kept unless the config names one', () => {
  setSanitize(false);
  installConfig(resolved({ apiDomain: 'https://api.example.test' }));
  expect(isSanitizing()).toBe(false);
  installConfig(resolved({ apiDomain: 'https://api.example.test', sanitize: true }));
  expect(isSanitizing()).toBe(true);
  installConfig(resolved({ sanitize: false }));
  expect(isSanitizing()).toBe(false);
});
