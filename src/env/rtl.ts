// docs/spec-coverage.md L379: Arabic locales switch the page to right-to-left.
import { addDisposer } from './disposers';
import { isRtlLang } from './lang';
import { currentLang } from './store';

/**
 * Sets `dir="rtl"` on `<html>` when `lang` (default: the current language) is Arabic; otherwise
 * does nothing. @returns the uninstall, which restores the previous `dir` attribute.
 */
export function installRtl(lang: string = currentLang()): () => void {
  if (!isRtlLang(lang) || typeof document === 'undefined') return () => {};
  const html = document.documentElement;
  const previous = html.getAttribute('dir');
  html.setAttribute('dir', 'rtl');
  let removeDisposer = () => {};
  const uninstall = () => {
    removeDisposer();
    if (html.getAttribute('dir') !== 'rtl') return; // someone else changed it since
    if (previous === null) html.removeAttribute('dir');
    else html.setAttribute('dir', previous);
  };
  removeDisposer = addDisposer(uninstall);
  return uninstall;
}
