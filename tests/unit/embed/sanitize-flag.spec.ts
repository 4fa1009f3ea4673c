// Spec L248: the sanitiser switch — its validation and where its state lives (env/store.ts).

import { expect, test } from '@playwright/test';
import { runtimeConfigFrom } from '../../../src/embed/config';
import { destroy } from '../../../src/embed/destroy';
import { isSdkError } from '../../../src/embed/errors';
import { installConfig } from '../../../src/embed/interceptors';
import { resetAll } from '../../../src/env/disposers';
import { $config, DEFAULT_CONFIG } from '../../../src/env/store';
import { isSanitizing, setSanitize } from '../../../src/ui/sanitize';

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
  expect('sanitize' in runtimeConfigFrom({})).toBe(false);
  expect(runtimeConfigFrom({ sanitize: false }).sanitize).toBe(false);
  expect(runtimeConfigFrom({ sanitize: true }).sanitize).toBe(true);
  for (const bad of ['false', 0, null, {}]) {
    let thrown: unknown;
    try {
      runtimeConfigFrom({ sanitize: bad as never });
    } catch (error) {
      thrown = error;
    }
    expect(isSdkError(thrown) && thrown.code).toBe('MISSING_ARGUMENT');
    expect(String((thrown as Error).message)).toContain('sanitize');
  }
});

test('a choice made before init() is kept unless the config names one', () => {
  setSanitize(false);
  installConfig({ apiDomain: 'https://api.example.test' });
  expect(isSanitizing()).toBe(false);
  installConfig({ apiDomain: 'https://api.example.test', sanitize: true });
  expect(isSanitizing()).toBe(true);
  installConfig({ sanitize: false });
  expect(isSanitizing()).toBe(false);
});
