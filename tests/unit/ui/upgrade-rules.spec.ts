import { expect, test } from '@playwright/test';
import { ChunkLoadError } from '../../../src/loader';
import { dialogSize, errorDetails, isExcluded, isUpgradeError } from '../../../src/ui/upgrade-rules';

test('dialog size: 510x160 in Chinese, 620x200 otherwise', () => {
  expect(dialogSize('zh_CN')).toEqual({ width: 510, height: 160 });
  expect(dialogSize('zh_TW')).toEqual({ width: 510, height: 160 });
  expect(dialogSize('en_US')).toEqual({ width: 620, height: 200 });
  expect(dialogSize('ja_JP')).toEqual({ width: 620, height: 200 });
});

test('chunk-load errors are excluded on the pop-up and watermark paths only', () => {
  const chunk = new ChunkLoadError('x', 'error', '/x.js');
  expect(isUpgradeError(chunk)).toBe(true);
  expect(isExcluded('/sp/em/popup/1', chunk)).toBe(true);
  expect(isExcluded('/a/mobile/em/watermark', chunk)).toBe(true);
  expect(isExcluded('/sp/task', chunk)).toBe(false);
  expect(isExcluded('/sp/em/popup/1', new Error('render'))).toBe(false);
  expect(isExcluded('/sp/em/popup/1', undefined)).toBe(false);
});

test('details: name, message, component and stack', () => {
  const e = new TypeError('boom');
  const text = errorDetails(e, 'lib.Com');
  expect(text.split('\n').slice(0, 2)).toEqual(['TypeError: boom', 'component: lib.Com']);
  // The stack's own first line ("TypeError: boom") is not said twice.
  expect(text.split('\n').filter((l) => l === 'TypeError: boom')).toHaveLength(1);
  expect(text).toContain('at ');
  expect(errorDetails('plain')).toBe('plain');
  expect(errorDetails({ a: 1 })).toBe('{"a":1}');
});
