import { isChineseLang } from '../env/lang';
import { currentLang } from '../env/store';
import { $labels } from './state';

/** Built-in text of the SDK's own UI, in the two languages it ships: `[zh_CN, en_US]`. */
export type SdkText = readonly [zh_CN: string, en_US: string];

/**
 * Resolves one of the SDK's own texts: a loaded label with this id wins (so tenants can
 * override), else the built-in text for the current language (zh* → zh_CN, others → en_US).
 * `{name}` placeholders are replaced from `vars`.
 */
export function sdkText(id: string, builtIn: SdkText, vars?: Record<string, string | number>): string {
  const loaded = $labels.get()[id];
  const base = loaded ?? builtIn[isChineseLang(currentLang()) ? 0 : 1];
  return vars ? base.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : base;
}
