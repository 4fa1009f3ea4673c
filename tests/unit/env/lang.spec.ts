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
