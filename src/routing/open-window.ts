// The one place the SDK opens windows: overseas rewrite, `noopener`, and the full-screen
// variant used for documents.
import { withKeptFlags } from '../env/url-flags';
import { overseasUrl } from './overseas';

function kept(url: string): string {
  try {
    return typeof location === 'undefined' ? url : withKeptFlags(url, location.href);
  } catch {
    return url;
  }
}

/** Options of {@link openWindow}. */
export interface OpenWindowOptions {
  /** Size the window to the available screen (documents opened full-window). */
  fullWindow?: boolean;
  /** Window name; `_blank` by default. */
  target?: string;
}

/** The `window.open` features for a window sized to the available screen. */
export function fullWindowFeatures(screenInfo: { availWidth: number; availHeight: number }): string {
  return `noopener,left=0,top=0,width=${screenInfo.availWidth},height=${screenInfo.availHeight}`;
}

/**
 * Opens `url` in a new window with `noopener` (the opened page cannot reach back into this one).
 * Returns true when the browser accepted the call. (With `noopener` the browser hands back no
 * window object, so a silently blocked popup cannot be told apart.)
 */
export function openWindow(url: string, options: OpenWindowOptions = {}): boolean {
  if (typeof window === 'undefined') return false;
  const target = overseasUrl(kept(url));
  const features = options.fullWindow ? fullWindowFeatures(window.screen) : 'noopener';
  try {
    window.open(target, options.target ?? '_blank', features);
    return true;
  } catch (error) {
    console.error('[atrium] could not open a window', error);
    return false;
  }
}
