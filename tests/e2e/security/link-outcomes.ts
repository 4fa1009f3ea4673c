// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// What Atrium.openLink does with a URL, seen from the page: what reached window.open (replaced by
// a recorder, so no real popup starts) and whether the link confirmation was shown. Used by the
// link-rule tests (links.spec.ts, overseas.spec.ts).
import type { Page } from '@playwright/test';

export interface Seen {
  verdict: 'open' | 'confirm' | 'refuse' | 'inconsistent';
  result: boolean;
  opened: string[];
  shown?: string;
}

/** Calls Atrium.openLink for each URL; a shown confirm is answered "cancel". */
export async function outcomes(page: Page, urls: string[]): Promise<Seen[]> {
  return page.evaluate(async (urls) => {
    const A = (window as any).Atrium;
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
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const out: Seen[] = [];
    for (const url of urls) {
      opened.length = 0;
      let settled: { r: boolean } | null = null;
      const p = A.openLink(url).then((r: boolean) => {
        settled = { r };
      });
      let shown: string | undefined;
      while (!settled) {
        const dialog = deep(document);
        if (dialog) {
          shown = dialog.querySelector('.atrium-link-url')?.textContent ?? '';
          dialog.querySelector<HTMLElement>('[data-testid="atrium-link-cancel"]')?.click();
          break;
        }
        await frame();
      }
      await p;
      const r = (settled as { r: boolean } | null)?.r ?? false;
      const verdict =
        shown !== undefined
          ? r || opened.length
            ? 'inconsistent'
            : 'confirm'
          : r && opened.length === 1
            ? 'open'
            : !r && opened.length === 0
              ? 'refuse'
              : 'inconsistent';
      out.push({ verdict, result: r, opened: [...opened], ...(shown !== undefined ? { shown } : {}) });
    }
    return out;
  }, urls);
}
