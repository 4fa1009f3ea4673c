// What the overlay's host carries for the SDK's own drawings (docs/host-ui.md#accessibility): the
// language and direction its texts are shown in, and colours derived from the tenant's theme by
// measured contrast. Kept apart from overlay.ts, which the host-UI path's rich text shares.
import type { ComponentChild } from 'preact';
import { isRtlLang } from '../env/lang';
import { currentLang } from '../env/store';
import { type SdkText, sdkText } from '../i18n/text';
import { contrast, parseRgb, textOn, WHITE } from './contrast';
import { getOverlayHost, getOverlayRoot, mountOverlay } from './overlay';

/** "Close", the text whose language tells the overlay's. */
export const CLOSE: SdkText = ['关闭', 'Close'];

/**
 * Tenant colour → the variable the overlay sets from it, and the contrast it must have on white
 * to be used as is (0: the variable is the text colour, white or black, measured on it).
 */
const DERIVED = [
  ['primary', 'on-primary', 0],
  ['bubble', 'on-bubble', 0],
  ['primary', 'link', 4.5],
  ['primary-focus', 'focus', 3],
  ['font-color', 'text', 4.5],
] as const;

/**
 * Sets on the overlay host what its texts need: `lang` and `dir` of the language the SDK's texts
 * are actually shown in (loaded labels: the page's language; else the built-in Chinese or English,
 * left to right), and colours derived from the tenant's theme by measured contrast — the text on
 * primary buttons and on the bubble, the link colour, the focus ring and the text on the SDK's
 * white surfaces; a colour that would not be readable is left to the SDK's own
 * (docs/host-ui.md#accessibility).
 */
function dress(host: HTMLElement): void {
  const lang = currentLang();
  // A loaded label: the page's language; else the built-in text said which.
  const close = sdkText('atrium.common.close', CLOSE);
  const shown = close === CLOSE[0] ? 'zh-CN' : close === CLOSE[1] ? 'en' : lang;
  host.lang = shown.replace('_', '-');
  host.dir = isRtlLang(shown) ? 'rtl' : 'ltr';
  const style = host.style;
  for (const [from, to, min] of DERIVED) {
    style.color = `var(--atrium-${from},transparent)`;
    const value = getComputedStyle(host).color;
    const rgb = parseRgb(value);
    style.removeProperty(`--atrium-${to}`);
    if (rgb && (!min || contrast(rgb, WHITE) >= min))
      style.setProperty(`--atrium-${to}`, min ? value : textOn(rgb));
  }
  style.color = '';
}

/** {@link mountOverlay}, with the overlay host dressed first ({@link dress}). */
export function mountDressed(node: ComponentChild): () => void {
  getOverlayRoot();
  const host = getOverlayHost();
  if (host) dress(host);
  return mountOverlay(node);
}
