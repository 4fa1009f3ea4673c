// docs/spec-coverage.md L383: on non-PC devices the viewport is fixed — width = device width, scale 1, no user scaling.
import type { DeviceInfo } from './detect';
import { device as currentDevice } from './device';
import { addDisposer } from './disposers';

/** The content written into `<meta name="viewport">` on non-PC devices. */
export const FIXED_VIEWPORT =
  'width=device-width, initial-scale=1, maximum-scale=1, minimum-scale=1, user-scalable=no';

/**
 * Fixes the viewport on phones and tablets (does nothing on PC or without a document).
 * @returns the uninstall: restores the previous `content` or removes the meta it created.
 */
export function installFixedViewport(info: Pick<DeviceInfo, 'isPC'> = currentDevice): () => void {
  if (info.isPC || typeof document === 'undefined') return () => {};
  let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  const created = !meta;
  const previous = meta?.getAttribute('content') ?? null;
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'viewport';
    (document.head || document.documentElement).appendChild(meta);
  }
  meta.setAttribute('content', FIXED_VIEWPORT);
  const el = meta;
  let removeDisposer = () => {};
  const uninstall = () => {
    removeDisposer();
    if (created) el.remove();
    else if (el.getAttribute('content') === FIXED_VIEWPORT) {
      if (previous === null) el.removeAttribute('content');
      else el.setAttribute('content', previous);
    }
  };
  removeDisposer = addDisposer(uninstall);
  return uninstall;
}
