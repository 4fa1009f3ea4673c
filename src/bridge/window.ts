// Opening and closing windows through the host container when it has an API for it.
import { callHost } from './host-sdk';

/** Opens `url` through the host container's API; false when there is none (use window.open). */
export function openInHost(url: string): boolean {
  return callHost(['dd.biz.util.openLink', 'HWH5.openWebview'], { url });
}

/** Closes the current page through the host container, else window.close(). */
export function closeHostWindow(): void {
  if (callHost(['wx.closeWindow', 'dd.biz.navigation.close', 'tt.closeWindow', 'HWH5.close'], {})) return;
  if (typeof window !== 'undefined') window.close();
}
