import { addDisposer } from '../env/disposers';
import { $config } from '../env/store';

const CLASS = 'atrium-grayscale';
const STYLE_ID = 'atrium-grayscale-style';

/**
 * Turns the grey (mourning) mode on or off: `<html>` gets class `atrium-grayscale`, styled by
 * a rule injected once. `destroy()` removes both.
 *
 * @example
 * ```ts
 * setGrayscale(true); // <html class="atrium-grayscale">
 * ```
 */
export function setGrayscale(on: boolean): void {
  const html = document.documentElement;
  if (on && !document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    const nonce = $config.get().cspNonce;
    if (nonce) style.setAttribute('nonce', nonce);
    style.textContent = `html.${CLASS}{filter:grayscale(100%);-webkit-filter:grayscale(100%)}`;
    document.head.appendChild(style);
    addDisposer(() => {
      style.remove();
      html.classList.remove(CLASS);
    });
  }
  html.classList.toggle(CLASS, !!on);
}

/** `greyInfo.mainPageGreyStatus` as a boolean (the platform sends true, 1, '1' or 'true'). */
export function isGreyStatus(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
