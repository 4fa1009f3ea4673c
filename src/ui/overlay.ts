// The single overlay root every SDK dialog, banner and message lives in: one host element with
// an open shadow root, so the host page's CSS cannot break ours and ours never leaks out.
// Playwright's getByTestId pierces open shadow roots.
import { type ComponentChild, render } from 'preact';
import { addDisposer } from '../env/disposers';
import { OVERLAY_HOST_ID } from '../env/overlay-id';
import { $config } from '../env/store';
import { ui } from './state';
import { baseCss } from './styles';

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
