import { expect, test } from '@playwright/test';
import { appInfo } from '../../../src/env';
import { resetAll } from '../../../src/env/disposers';
import { $config } from '../../../src/env/store';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

test.afterEach(() => $config.setKey('staticDomain', ''));

test('appInfo derives the library name and public URL', () => {
  expect(appInfo('@weapp/hr-manage')).toEqual({
    name: '@weapp/hr-manage',
    libraryName: 'weappHrManage',
    publicUrl: '/build/hr-manage/',
  });
  expect(appInfo('@weapp/ui').libraryName).toBe('weappUi');
  expect(appInfo('@weapp/demo-lib').libraryName).toBe('weappDemoLib');
  expect(appInfo('@weapp/crm_base.v2').libraryName).toBe('weappCrmBaseV2');
  $config.setKey('staticDomain', 'https://static.example.com/');
  expect(appInfo('@weapp/hr-manage').publicUrl).toBe('https://static.example.com/build/hr-manage/');
});

test('appInfo throws "App does not exist" for names outside @weapp/ or empty after it', () => {
  for (const bad of [
    'hr-manage',
    '@weapp/',
    '@weapp/  ',
    '@other/hr',
    'weapp/hr',
    '@WEAPP/hr',
    '@weapp/a/b',
    '',
    undefined,
    null,
    42,
  ]) {
    expect(() => appInfo(bad as unknown as string), String(bad)).toThrow(new Error('App does not exist'));
  }
});
