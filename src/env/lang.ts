// The two language tests the SDK makes (docs/spec-coverage.md L241, L379): Chinese texts, sizes and amounts
// for `zh*`; right-to-left for Arabic. Pure.

/** True for Chinese languages (`zh`, `zh_CN`, `zh-TW`, `ZH_hk`…). The one such test. */
export function isChineseLang(lang: unknown): boolean {
  return typeof lang === 'string' && /^zh/i.test(lang);
}

/** True for Arabic languages (`ar`, `ar_SA`, `ar-EG`…): right-to-left. The one such test. */
export function isRtlLang(lang: unknown): boolean {
  return typeof lang === 'string' && /^ar(?:$|[-_])/i.test(lang.trim());
}
