import { expect, test } from '@playwright/test';
import { isWide, textWidth, truncateWidth } from '../../../src/ui/text-width';

test('double-width characters count 2, others 1', () => {
  expect(textWidth('abc')).toBe(3);
  expect(textWidth('导出')).toBe(4);
  expect(textWidth('a导b')).toBe(4);
  expect(textWidth('ＡＢ')).toBe(4); // full-width Latin
  expect(textWidth('한글')).toBe(4);
  expect(textWidth('😀')).toBe(2);
  expect(isWide('é'.codePointAt(0) ?? 0)).toBe(false);
});

test('text up to width 80 is kept as it is', () => {
  const a80 = 'a'.repeat(80);
  expect(truncateWidth(a80)).toBe(a80);
  const cjk40 = '中'.repeat(40);
  expect(truncateWidth(cjk40)).toBe(cjk40);
  expect(truncateWidth('')).toBe('');
});

test('longer text is cut at width 80 with an ellipsis; a wide character is never split', () => {
  expect(truncateWidth('a'.repeat(81))).toBe(`${'a'.repeat(80)}...`);
  expect(truncateWidth('中'.repeat(41))).toBe(`${'中'.repeat(40)}...`);
  // 79 narrow + a wide one would reach 81: the wide one is dropped
  expect(truncateWidth(`${'a'.repeat(79)}中b`)).toBe(`${'a'.repeat(79)}...`);
  expect(truncateWidth('abcdef', 4)).toBe('abcd...');
  expect(truncateWidth('abcdef', 4, '…')).toBe('abcd…');
});
