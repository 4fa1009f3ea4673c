// The UI gallery (demo-host/pages/ui/gallery.html) as the accessibility tests drive it: open it in a
// language and theme, show a state, run axe-core on the page and keep what it finds in the overlay.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type GalleryWindow = {
  gallery: { states: string[]; ready: Promise<void>; show(s: string): Promise<void>; reset(): Promise<void> };
  axe: {
    run(
      context: unknown,
      options: unknown,
    ): Promise<{
      violations: Array<{
        id: string;
        impact: string;
        nodes: Array<{ target: unknown[]; failureSummary?: string }>;
      }>;
    }>;
  };
};

/**
 * Opens the gallery in `lang` and `theme` with axe-core loaded; resolves its states. `labels`: the
 * SDK's own texts loaded for the language (the demo host has them in Arabic).
 */
export async function openGallery(
  page: Page,
  lang: string,
  theme: string,
  labels = false,
): Promise<string[]> {
  await page.goto(`/pages/ui/gallery.html?lang=${lang}&theme=${theme}${labels ? '&labels=1' : ''}`);
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const w = window as unknown as GalleryWindow;
    await w.gallery.ready;
    return w.gallery.states;
  });
}

/** Shows a state of the gallery (resolves once it is on screen). */
export function show(page: Page, state: string): Promise<void> {
  return page.evaluate((s) => (window as unknown as GalleryWindow).gallery.show(s), state);
}

/** Takes everything off screen (destroy(), then init() again in the same language and theme). */
export function reset(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as GalleryWindow).gallery.reset());
}

/** axe-core's serious and critical findings inside the SDK's overlay (shadow DOM included), as `rule: target`. */
export function overlayViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const w = window as unknown as GalleryWindow;
    const { violations } = await w.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes
          .filter((n) => Array.isArray(n.target[0]) && n.target[0][0] === '#atrium-overlay-root')
          .map((n) => `${v.id}: ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`),
      );
  });
}

/** The test id of the SDK element that has focus (`''`: focus is not in the overlay), and the host element's id. */
export function focused(page: Page): Promise<{ sdk: string; host: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const inner = active?.shadowRoot?.activeElement;
    const box = inner?.closest('[role=dialog],[role=alertdialog]');
    return { sdk: box?.getAttribute('data-testid') ?? '', host: inner ? '' : (active?.id ?? '') };
  });
}
