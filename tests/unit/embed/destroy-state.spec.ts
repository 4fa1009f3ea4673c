// destroy() puts the SDK's state back to its defaults: everything lives in env/store.ts.
import { expect, test } from '@playwright/test';
import { destroy } from '../../../src/embed/destroy';
import {
  $config,
  $context,
  $labels,
  $session,
  $switches,
  $translationMode,
  $trustedDomains,
  $user,
  $userSettings,
  DEFAULT_CONFIG,
} from '../../../src/env/store';
import { askSensitive, isSensitivePromptOpen } from '../../../src/request/sensitive';
import { canRefresh, setTokenRefresher } from '../../../src/request/session';
import { consoleRequestUi, setRequestUi } from '../../../src/request/ui-port';
import { addTrustedDomains, isTrustedUrl } from '../../../src/routing/trust';

test('set state everywhere, destroy(), and every store is back to its default', async () => {
  $config.set({
    ...DEFAULT_CONFIG,
    apiDomain: 'https://api.example.test',
    prefixApiPath: '/gw',
    debug: true,
  });
  $context.setKey('tenantKey', 'tk1');
  $context.setKey('runMode', 'dev');
  $user.set({ id: 'u1', employeeId: 'e1' });
  $session.set('sid-1');
  $switches.setKey('master', true);
  $translationMode.set(true);
  $labels.setKey('a.b', 'Label');
  $userSettings.setKey('common.openmethod', 'newPage');
  addTrustedDomains(['partner.example.org']);
  setTokenRefresher(async () => 'new-sid');
  // A sensitive-word prompt that stays open.
  setRequestUi({ ...consoleRequestUi, confirmSensitive: () => new Promise<boolean>(() => {}) });
  void askSensitive({ superviseType: 'weak', sensitiveWordList: [{ rule: 'r', words: ['w'] }] as never });
  expect(isSensitivePromptOpen()).toBe(true);
  expect(isTrustedUrl('https://partner.example.org/x')).toBe(true);
  expect(canRefresh()).toBe(true);

  destroy();

  expect($config.get()).toEqual(DEFAULT_CONFIG);
  expect($context.get()).toEqual({
    tenantKey: '',
    locale: {},
    globalConfig: {},
    theme: {},
    tenantLogo: {},
    greyInfo: {},
    publishAppIds: [],
    privateDeployment: false,
  });
  expect($user.get()).toBeNull();
  expect($session.get()).toBe('');
  expect($switches.get().master).toBe(false);
  expect($translationMode.get()).toBe(false);
  expect($labels.get()).toEqual({});
  expect($userSettings.get()).toEqual({});
  expect($trustedDomains.get()).toEqual([]);
  expect(isTrustedUrl('https://partner.example.org/x')).toBe(false);
  expect(canRefresh()).toBe(false);
  expect(isSensitivePromptOpen()).toBe(false);
  setRequestUi(consoleRequestUi);
});

test('destroy() where there is no DOM (Node, server-side rendering) is quiet: nothing to undo, nothing logged', () => {
  const logged: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    logged.push(args);
  };
  try {
    destroy();
  } finally {
    console.error = original;
  }
  expect(logged).toEqual([]);
});
