// `fontSize` of the tenant theme reaches every text the SDK draws (docs/host-ui.md#accessibility):
// in every state of the UI gallery, each element that holds text grows by the same ratio when
// the theme's font size goes from the default (14 px) to `big` (16 px) — no text keeps a fixed size.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { IPHONE, openGallery, reset, show } from './support';

/** Every element of the overlay that holds text of its own: [where (unique), font size in px]. */
function textSizes(page: Page): Promise<Array<[string, number]>> {
  return page.evaluate(() => {
    const root = document.getElementById('atrium-overlay-root')?.shadowRoot;
    const out: Array<[string, number]> = [];
    const seen = new Map<string, number>();
    for (const el of Array.from(root?.querySelectorAll('*') ?? [])) {
      const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim());
      if (!own || el.getClientRects().length === 0) continue;
      const base = `${el.closest('[data-testid]')?.getAttribute('data-testid') ?? '?'} ${el.tagName.toLowerCase()}.${el.className}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const where = `${base} ${n}`;
      out.push([where, Number.parseFloat(getComputedStyle(el).fontSize)]);
    }
    return out;
  });
}

const setSize = (page: Page, fontSize: string) =>
  page.evaluate(
    (f) =>
      (window as unknown as { Atrium: { applyTheme(t: object): void } }).Atrium.applyTheme({ fontSize: f }),
    fontSize,
  );

for (const device of ['desktop', 'mobile'] as const) {
  test.describe(device, () => {
    if (device === 'mobile')
      test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test(`fontSize 'big' reaches every text of every state (${device})`, async ({ page }) => {
      test.setTimeout(90_000);
      const states = await openGallery(page, 'en_US', 'default');
      const skip = device === 'desktop' ? ['title-bar'] : ['relogin'];
      const wrong: string[] = [];
      let measured = 0;
      for (const state of states.filter((s) => !skip.includes(s))) {
        await show(page, state);
        await setSize(page, 'medium');
        const before = await textSizes(page);
        await setSize(page, 'big');
        const after = await textSizes(page);
        // Compared where both readings saw the element (a live region may speak, a message may
        // time out between them on a slow machine).
        const grownTo = new Map(after);
        for (const [where, size] of before) {
          const next = grownTo.get(where);
          if (next === undefined) continue;
          measured++;
          if (Math.abs(next / size - 16 / 14) > 0.02)
            wrong.push(`${state} — ${where}: ${size}px → ${next}px`);
        }
        await setSize(page, 'medium');
        await reset(page);
      }
      expect(measured).toBeGreaterThan(30);
      expect(wrong).toEqual([]);
    });
  });
}
