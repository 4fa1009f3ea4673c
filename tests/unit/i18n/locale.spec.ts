import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { $config, $context } from '../../../src/env/store';
import { getLabel, getLocale } from '../../../src/i18n';
import { $labels } from '../../../src/i18n/state';
import { type SdkText, sdkText } from '../../../src/i18n/text';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

test.afterEach(() => {
  $config.setKey('locale', '');
  $context.setKey('locale', {});
  $labels.set({});
});

test('getLocale defaults: zh_CN and the default formats, no optional fields', () => {
  expect(getLocale()).toEqual({
    lang: 'zh_CN',
    dateformat: 'YYYY-MM-DD',
    datetimeformat: 'YYYY-MM-DD HH:mm:ss',
  });
});

test('getLocale reads the page context, with server_timezone as timezone', () => {
  $context.setKey('locale', {
    lang: 'en_US',
    version: '12',
    tenantVersion: '3',
    dateformat: 'MM/DD/YYYY',
    datetimeformat: 'MM/DD/YYYY HH:mm',
    server_timezone: 'Asia/Shanghai',
  });
  expect(getLocale()).toEqual({
    lang: 'en_US',
    version: '12',
    tenantVersion: '3',
    dateformat: 'MM/DD/YYYY',
    datetimeformat: 'MM/DD/YYYY HH:mm',
    timezone: 'Asia/Shanghai',
  });
});

test("init's locale wins over the page context", () => {
  $context.setKey('locale', { lang: 'en_US' });
  $config.setKey('locale', 'ja_JP');
  expect(getLocale().lang).toBe('ja_JP');
});

test('empty context formats fall back to the defaults', () => {
  $context.setKey('locale', { dateformat: '', datetimeformat: '' });
  expect(getLocale().dateformat).toBe('YYYY-MM-DD');
  expect(getLocale().datetimeformat).toBe('YYYY-MM-DD HH:mm:ss');
});

test('getLabel: loaded label, else fallback, else id', () => {
  $labels.set({ 'common.save': '保存', empty: '' });
  expect(getLabel('common.save')).toBe('保存');
  expect(getLabel('common.save', 'Save')).toBe('保存');
  expect(getLabel('missing', 'Fallback')).toBe('Fallback');
  expect(getLabel('missing')).toBe('missing');
  expect(getLabel('empty', 'x')).toBe('');
});

test('sdkText: loaded labels override the built-in texts; built-ins follow the language', () => {
  const builtIn: SdkText = ['你好 {name}', 'Hello {name}'];
  expect(sdkText('atrium.hello', builtIn, { name: 'Ada' })).toBe('你好 Ada');
  $config.setKey('locale', 'en_US');
  expect(sdkText('atrium.hello', builtIn, { name: 'Ada' })).toBe('Hello Ada');
  $labels.set({ 'atrium.hello': 'Hi {name}!' });
  expect(sdkText('atrium.hello', builtIn, { name: 'Ada' })).toBe('Hi Ada!');
});
