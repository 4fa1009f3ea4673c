// iOS soft-keyboard detection (docs/spec-coverage.md L374). iOS does not resize the layout viewport when the
// keyboard opens; the visual viewport shrinks instead. The keyboard counts as open when the page
// height exceeds the visible height by more than 240 px on tablets and 300 px otherwise.
import type { DeviceInfo } from './detect';
import { device as currentDevice } from './device';
import { addDisposer } from './disposers';

/** The heights the decision is made from. */
export interface KeyboardMeasure {
  /** Layout height of the page (`window.innerHeight`). */
  pageHeight: number;
  /** Visible height (`visualViewport.height`). */
  viewportHeight: number;
  isTablet: boolean;
}

/** A replacement rule: returns whether the keyboard is open. */
export type KeyboardDetector = (m: KeyboardMeasure) => boolean;

/** Keyboard thresholds in px (docs/spec-coverage.md L374). */
export const KEYBOARD_THRESHOLD = { tablet: 240, other: 300 } as const;

/**
 * The default rule (pure). Non-finite heights mean "closed".
 *
 * @example
 * ```ts
 * isKeyboardOpen({ pageHeight: 800, viewportHeight: 450, isTablet: false }); // true (350 px covered)
 * ```
 */
export function isKeyboardOpen(m: KeyboardMeasure, custom?: KeyboardDetector): boolean {
  if (typeof custom === 'function') {
    try {
      return !!custom(m);
    } catch {
      return false;
    }
  }
  const diff = Number(m?.pageHeight) - Number(m?.viewportHeight);
  if (!Number.isFinite(diff)) return false;
  return diff > (m.isTablet ? KEYBOARD_THRESHOLD.tablet : KEYBOARD_THRESHOLD.other);
}

/**
 * Calls `onChange(open)` whenever the soft keyboard opens or closes, on iOS only (other
 * systems resize the page themselves). `options.detect` overrides the rule.
 * @returns the uninstall (also registered with destroy()).
 *
 * @example
 * ```ts
 * const off = onKeyboardChange((open) => footer.classList.toggle('hidden', open)); // iOS soft keyboard
 * ```
 */
export function onKeyboardChange(
  onChange: (open: boolean) => void,
  options: { detect?: KeyboardDetector; device?: Pick<DeviceInfo, 'isIOS' | 'isTablet'> } = {},
): () => void {
  const info = options.device ?? currentDevice;
  if (typeof window === 'undefined' || typeof onChange !== 'function' || !info.isIOS) return () => {};
  const target: EventTarget = window.visualViewport ?? window;
  let open = false;
  const check = () => {
    try {
      const now = isKeyboardOpen(
        {
          pageHeight: window.innerHeight,
          viewportHeight: window.visualViewport?.height ?? window.innerHeight,
          isTablet: info.isTablet,
        },
        options.detect,
      );
      if (now !== open) {
        open = now;
        onChange(now);
      }
    } catch (error) {
      console.error('[atrium] keyboard listener failed', error);
    }
  };
  target.addEventListener('resize', check);
  let removeDisposer = () => {};
  const uninstall = () => {
    removeDisposer();
    target.removeEventListener('resize', check);
  };
  removeDisposer = addDisposer(uninstall);
  return uninstall;
}
