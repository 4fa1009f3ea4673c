// axe-core 4.14 on every piece of the SDK's UI (the gallery's states), at 1280×800 and on a phone
// at 390×844, in zh_CN, en_US and Arabic, with the default and a dark tenant theme: no serious or
// critical finding in the overlay (docs/host-ui.md#accessibility). One page per combination, the
// states in a loop. The combinations are pairwise: each device meets every language and every
// theme, and each language both themes (6 pages of 15–16 states, not 12).
import { expect, test } from '../support/fixtures';
import { IPHONE, openGallery, overlayViolations, reset, show } from './support';

const COMBINATIONS = {
  desktop: [
    ['zh_CN', 'default'],
    ['en_US', 'dark'],
    ['ar', 'dark'],
  ],
  mobile: [
    ['zh_CN', 'dark'],
    ['en_US', 'default'],
    ['ar', 'default'],
  ],
} as const;
/** States a device does not have: the re-login dialog is PC only (a phone logs out), the title bar mobile only. */
const SKIP: Record<string, string[]> = { desktop: ['title-bar'], mobile: ['relogin'] };

for (const device of ['desktop', 'mobile'] as const) {
  test.describe(device, () => {
    if (device === 'mobile')
      test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    else test.use({ viewport: { width: 1280, height: 800 } });

    for (const [lang, theme] of COMBINATIONS[device])
      test(`${lang}, ${theme} theme: every state has no serious or critical axe finding`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        const states = await openGallery(page, lang, theme);
        expect(states.length).toBeGreaterThan(12);
        const found: string[] = [];
        for (const state of states.filter((s) => !SKIP[device]?.includes(s))) {
          await show(page, state);
          for (const v of await overlayViolations(page)) found.push(`${state} — ${v}`);
          await reset(page);
        }
        expect(found).toEqual([]);
      });
  });
}
