// The one "is it Chinese?" and the one "is it right-to-left?" (env/lang).
import { expect, test } from '@playwright/test';
import { isChineseLang, isRtlLang } from '../../../src/env/lang';

test('isChineseLang: zh in any form; anything else, also a non-string, is not', () => {
  for (const lang of ['zh', 'zh_CN', 'zh-TW', 'ZH_hk']) expect(isChineseLang(lang), lang).toBe(true);
  for (const lang of ['', 'en_US', 'ja_JP', ' zh', undefined, null, 42]) {
    expect(isChineseLang(lang), String(lang)).toBe(false);
  }
});

test('isRtlLang: Arabic only', () => {
  for (const lang of ['ar', 'ar_SA', 'ar-EG', 'AR_ae']) expect(isRtlLang(lang), lang).toBe(true);
  for (const lang of ['', 'zh_CN', 'en_US', 'fr', 'arn', 'ja_JP', 'he', undefined]) {
    expect(isRtlLang(lang), String(lang)).toBe(false);
  }
});

test('the browser-language match is forgotten on reset (destroy): a list changed in place is read again', async () => {
  const { resetAll } = await import('../../../src/env/disposers');
  const { browserLang } = await import('../../../src/env/store');
  const languages = ['en-GB'];
  const had = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', { value: { languages }, configurable: true });
  try {
    resetAll();
    expect(browserLang()).toBe('en_US');
    languages[0] = 'ja-JP'; // the same array, changed in place (a test page, a browser setting)
    resetAll();
    expect(browserLang()).toBe('ja_JP');
  } finally {
    if (had) Object.defineProperty(globalThis, 'navigator', had);
    else delete (globalThis as { navigator?: unknown }).navigator;
    resetAll();
  }
});
