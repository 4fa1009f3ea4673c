// The single overlay root every SDK dialog, banner and message lives in: one host element with
// an open shadow root, so the host page's CSS cannot break ours and ours never leaks out.
// Playwright's getByTestId pierces open shadow roots.
import { type ComponentChild, render } from 'preact';
import { addDisposer } from '../env/disposers';
import { isChineseLang, isRtlLang } from '../env/lang';
import { OVERLAY_HOST_ID } from '../env/overlay-id';
import { $config, currentLang } from '../env/store';
import { $labels } from '../i18n/state';
import { contrast, parseRgb, textOn, WHITE } from './contrast';
import { ui } from './state';
import { baseCss } from './styles';

/** The SDK's own link and focus colour (5.9:1 on white) when the tenant's cannot be read. */
const OWN_BLUE = '#1f5fbf';

/**
 * Sets on the overlay host what its texts need: `lang` and `dir` of the language the SDK's texts
 * are actually shown in (loaded labels: the page's language; else the built-in Chinese or English,
 * left to right), and colours derived from the tenant's theme by measured contrast — the text on
 * primary buttons and on the bubble, the link colour and the focus ring (docs/host-ui.md#accessibility).
 */
function dress(host: HTMLElement): void {
  const lang = currentLang();
  const shown = $labels.get()['atrium.common.close'] ? lang : isChineseLang(lang) ? 'zh-CN' : 'en';
  host.lang = shown.replace('_', '-');
  host.dir = isRtlLang(shown) ? 'rtl' : 'ltr';
  const vars = getComputedStyle(document.documentElement);
  const measure = (name: string) => {
    const value = vars.getPropertyValue(name).trim();
    if (!value) return null;
    host.style.color = value;
    const rgb = parseRgb(getComputedStyle(host).color);
    host.style.color = '';
    return rgb;
  };
  const set = (name: string, value: string | null) =>
    value ? host.style.setProperty(name, value) : host.style.removeProperty(name);
  const primary = measure('--atrium-primary');
  const hover = measure('--atrium-primary-hover');
  const focus = measure('--atrium-primary-focus');
  const bubble = measure('--atrium-bubble');
  const text = measure('--atrium-font-color');
  const link =
    primary && contrast(primary, WHITE) >= 4.5 ? vars.getPropertyValue('--atrium-primary') : OWN_BLUE;
  set('--atrium-on-primary', primary && textOn(primary));
  set('--atrium-on-hover', hover && textOn(hover));
  set('--atrium-link', link);
  set(
    '--atrium-focus',
    focus && contrast(focus, WHITE) >= 3 ? vars.getPropertyValue('--atrium-primary-focus') : link,
  );
  set('--atrium-on-bubble', bubble && textOn(bubble));
  // The SDK's surfaces are white: the tenant's text colour only where it can be read on them.
  set(
    '--atrium-text',
    text && contrast(text, WHITE) >= 4.5 ? vars.getPropertyValue('--atrium-font-color') : null,
  );
}

const overlay = ui.overlay;

/** Returns the overlay's shadow root, creating it (with the CSP nonce on its style) on first use. */
export function getOverlayRoot(): ShadowRoot {
  if (overlay.shadow && overlay.host?.isConnected) return overlay.shadow;
  const host = document.createElement('div');
  overlay.host = host;
  host.id = OVERLAY_HOST_ID;
  host.setAttribute('data-atrium', 'overlay');
  // The overlay must never change the host page's layout.
  host.style.cssText = 'position:fixed;top:0;left:0;width:0;height:0;z-index:2147483000;';
  const shadow = host.attachShadow({ mode: 'open' });
  overlay.shadow = shadow;
  const style = document.createElement('style');
  const nonce = $config.get().cspNonce;
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = baseCss;
  shadow.appendChild(style);
  // The live regions exist before anything is said in them (announce()).
  for (const role of ['status', 'alert']) {
    const region = document.createElement('div');
    region.setAttribute('role', role);
    region.className = 'atrium-sr';
    shadow.appendChild(region);
  }
  (document.body || document.documentElement).appendChild(host);
  addDisposer(destroyOverlay);
  return shadow;
}

/**
 * Says `text` through the overlay's live region: `status` (polite), or `alert` for errors. A
 * region made just now gets its text a moment later, so screen readers see it change.
 */
export function announce(text: string, alert = false): void {
  const fresh = !overlay.shadow || !overlay.host?.isConnected;
  const region = getOverlayRoot().querySelector(`[role=${alert ? 'alert' : 'status'}]`);
  const say = () => {
    if (region) region.textContent = text;
  };
  if (fresh) setTimeout(say, 100);
  else say();
}

/** The overlay host element, if it exists (render tracking ignores mutations inside it). */
export function getOverlayHost(): HTMLElement | null {
  return overlay.host;
}

/** Adds extra CSS to the overlay (once per key). */
export function addOverlayStyle(key: string, css: string): void {
  const root = getOverlayRoot();
  if (root.querySelector(`style[data-key="${key}"]`)) return;
  const style = document.createElement('style');
  style.setAttribute('data-key', key);
  const nonce = $config.get().cspNonce;
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  root.appendChild(style);
}

/**
 * Renders a preact tree into its own slot of the overlay. Returns `unmount`, which is safe to
 * call more than once.
 */
export function mountOverlay(node: ComponentChild): () => void {
  const root = getOverlayRoot();
  if (overlay.host) dress(overlay.host);
  const slot = document.createElement('div');
  root.appendChild(slot);
  render(node, slot);
  let done = false;
  const unmount = () => {
    if (done) return;
    done = true;
    overlay.mounted.delete(unmount);
    render(null, slot);
    slot.remove();
  };
  overlay.mounted.add(unmount);
  return unmount;
}

/** Unmounts everything and removes the overlay host from the page. */
export function destroyOverlay(): void {
  for (const unmount of [...overlay.mounted]) unmount();
  overlay.host?.remove();
  overlay.host = null;
  overlay.shadow = null;
}
