// destroy() puts the SDK's state back to its defaults: every folder's state file registers its reset.

import { expect, test } from '@playwright/test';
import { destroy } from '../../../src/embed';
import { findComponent, findFunction, register } from '../../../src/embed/registry';
import { initState } from '../../../src/embed/state';
import { resetAll } from '../../../src/env/disposers';
import { emit, on } from '../../../src/env/events';
import {
  $config,
  $context,
  $session,
  $switches,
  $translationMode,
  $user,
  DEFAULT_CONFIG,
} from '../../../src/env/store';
import { applyOvProps, readyItem, regOvProps } from '../../../src/hooks';
import { $labels } from '../../../src/i18n/state';
import {
  DEFAULT_MESSAGE_MODULES,
  getErrorMessageModules,
  setErrorMessageModules,
  setTenantAdminHook,
} from '../../../src/request';
import { askSensitive, isSensitivePromptOpen } from '../../../src/request/sensitive';
import { canRefresh, setTokenExpireHook, setTokenRefresher } from '../../../src/request/session';
import { requestState } from '../../../src/request/state';
import { chooseUiPort, consolePort, uiPort } from '../../../src/request/ui-port';
import { $trustedDomains, $userSettings } from '../../../src/routing/state';
import { addTrustedDomains, isTrustedUrl } from '../../../src/routing/trust';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

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
  chooseUiPort({ ...consolePort, confirmSensitive: () => new Promise<boolean>(() => {}) });
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
  expect(uiPort()).toBe(consolePort); // init's choice forgotten
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

test('destroy() empties what each capability registered: components, functions, hooks, items, listeners, request hooks', async () => {
  register({ components: { 'x.Card': () => null }, functions: { 'x.fn': () => 1 } });
  const unhook = regOvProps('x', 'Card', (p) => ({ ...p, a: 1 }));
  readyItem('labels:x').start();
  let heard = 0;
  on('ready', () => {
    heard += 1;
  });
  setErrorMessageModules('*');
  setTenantAdminHook(() => {});
  setTokenExpireHook(() => true);
  expect(findComponent('x.Card')).not.toBeNull();
  expect(applyOvProps('x', 'Card', {})).toEqual({ a: 1 });
  expect(readyItem('labels:x').status).toBe('loading');

  destroy();

  expect(findComponent('x.Card')).toBeNull();
  expect(findFunction('x.fn')).toBeNull();
  expect(applyOvProps('x', 'Card', {})).toEqual({});
  expect(readyItem('labels:x').status).toBe('idle');
  emit('ready', undefined);
  expect(heard).toBe(0);
  expect(getErrorMessageModules()).toEqual([...DEFAULT_MESSAGE_MODULES].sort());
  expect(requestState.tenantAdmin.size).toBe(0);
  expect(requestState.expireHooks.size).toBe(0);
  expect(initState.status).toBe('idle');
  unhook();
});
