// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// Issue 20 "Also seen": with `overseas: true` a `.cn` host opens as `.cc`, so the link rules
// decide on the `.cc` URL — the one that opens — not on the `.cn` text (docs/security.md
// "Links and schemes"). `weaver.cn` is trusted; `weaver.cc` is someone else's host.
import type { Page } from '@playwright/test';
import { openBlank, runInit } from '../embed/support';
import { expect, test } from '../support/fixtures';
import { outcomes } from './link-outcomes';

/** openLink(url) with window.open recorded; a confirm is answered "cancel" and its URL returned. */
async function outcome(page: Page, url: string): Promise<{ opened: string[]; shown: string | null }> {
  const [seen] = await outcomes(page, [url]);
  return { opened: seen?.opened ?? [], shown: seen?.shown ?? null };
}

test.describe('overseas links', () => {
  test('a trusted .cn host whose .cc twin is not trusted asks first, showing the .cc URL', async ({
    page,
  }) => {
    await openBlank(page);
    expect(
      (await runInit(page, 'session', { extra: { overseas: true, trustedDomains: ['partner.cn'] } })).ok,
    ).toBe(true);
    for (const url of ['https://weaver.cn/x?a=1', 'https://app.partner.cn/y']) {
      const seen = await outcome(page, url);
      expect(seen.opened, url).toEqual([]);
      expect(seen.shown, url).toBe(url.replace('.cn/', '.cc/'));
    }
  });

  test('a .cn host whose .cc twin is trusted opens at once as .cc', async ({ page }) => {
    await openBlank(page);
    expect((await runInit(page, 'session', { extra: { overseas: true } })).ok).toBe(true);
    const seen = await outcome(page, 'https://www.eteams.cn/portal');
    expect(seen).toEqual({ opened: ['https://www.eteams.cc/portal'], shown: null });
  });

  test('without overseas the .cn host is what opens', async ({ page }) => {
    await openBlank(page);
    expect((await runInit(page, 'session', { extra: { trustedDomains: ['partner.cn'] } })).ok).toBe(true);
    const seen = await outcome(page, 'https://app.partner.cn/y');
    expect(seen).toEqual({ opened: ['https://app.partner.cn/y'], shown: null });
  });
});
