// The React binding's config identity (react/config.ts): "same values → same run", and the
// functions of a run's config calling the newest render's.
import { expect, test } from '@playwright/test';
import { sameValue, withLatestFunctions } from '../../../react/config';
import type { EmbedConfig } from '../../../src/index';

test('same values are the same config: new objects, undefined fields, functions at the same place', () => {
  const a = {
    apiDomain: 'https://a',
    apps: ['x'],
    monitor: { allowUrls: [/x/] },
    authTokenRequest: () => 'a',
  };
  expect(sameValue(a, { ...a, apps: ['x'], authTokenRequest: () => 'b', debug: undefined })).toBe(true);
  expect(sameValue(a, { ...a, apps: ['x', 'y'] })).toBe(false);
  expect(sameValue(a, { ...a, apiDomain: 'https://b' })).toBe(false);
  // a RegExp (or any non-plain object) is the same only when it is the same one
  expect(sameValue(a, { ...a, monitor: { allowUrls: [/x/] } })).toBe(false);
  expect(sameValue(a, { ...a, monitor: a.monitor })).toBe(true);
});

test('component props compare functions by identity', () => {
  const f = () => 1;
  expect(sameValue({ onPick: f, n: 1 }, { onPick: f, n: 1 }, false)).toBe(true);
  expect(sameValue({ onPick: f }, { onPick: () => 1 }, false)).toBe(false);
});

test("a run's config functions call the newest render's function, with its arguments", async () => {
  let latest: EmbedConfig = { apiDomain: 'https://a', authTokenRequest: async () => 'first' };
  const passed = withLatestFunctions(latest, () => latest);
  expect(passed).not.toBe(latest);
  expect(passed.apiDomain).toBe('https://a');
  expect(await passed.authTokenRequest?.()).toBe('first');
  latest = { apiDomain: 'https://a', authTokenRequest: async () => 'newest' };
  expect(await passed.authTokenRequest?.()).toBe('newest');
  // nested, with arguments; a newest config without it falls back to the original
  const seen: unknown[] = [];
  latest = {
    monitor: {
      beforeSend: (r: unknown) => {
        seen.push(r);
        return r;
      },
    },
  } as EmbedConfig;
  const nested = withLatestFunctions(latest, () => latest) as {
    monitor: { beforeSend(r: unknown): unknown };
  };
  expect(nested.monitor.beforeSend('rec')).toBe('rec');
  expect(seen).toEqual(['rec']);
  latest = {};
  expect(nested.monitor.beforeSend('again')).toBe('again');
  expect(seen).toEqual(['rec', 'again']);
});
