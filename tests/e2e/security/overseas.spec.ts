// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// Issue 20 "Also seen": with `overseas: true` a `.cn` host opens as `.cc`, so the link rules
// decide on the `.cc` URL — the one that opens — not on the `.cn` text (docs/security.md
// "Links and schemes"). `weaver.cn` is trusted; `weaver.cc` is someone else's host.
import type { Page } from '@playwright/test';
import { openBlank, runInit } from '../embed/support';
import { expect, test } from '../support/fixtures';

/** openLink(url) with window.open recorded; a confirm is answered "cancel" and its URL returned. */
async function outcome(page: Page, url: string): Promise<{ opened: string[]; shown: string | null }> {
  return page.evaluate(async (url) => {
    const opened: string[] = [];
    window.open = ((u: string) => {
      opened.push(String(u));
      return null;
    }) as typeof window.open;
    const deep = (root: ParentNode): HTMLElement | null => {
      const hit = root.querySelector<HTMLElement>('[data-testid="atrium-link-confirm"]');
      if (hit) return hit;
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const found = el.shadowRoot ? deep(el.shadowRoot) : null;
        if (found) return found;
      }
      return null;
    };
    let done = false;
    const p = (window as any).Atrium.openLink(url).finally(() => {
      done = true;
    });
    let shown: string | null = null;
    while (!done) {
      const dialog = deep(document);
      if (dialog) {
        shown = dialog.querySelector('.atrium-link-url')?.textContent ?? '';
        dialog.querySelector<HTMLElement>('[data-testid="atrium-link-cancel"]')?.click();
        break;
      }
      await new Promise((r) => requestAnimationFrame(r));
    }
    await p;
    return { opened, shown };
  }, url);
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
