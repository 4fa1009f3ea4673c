// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Opening a document full-window uses a window sized to the available screen (docs/spec-coverage.md
// L109), through the built script.
import type { Page } from '@playwright/test';
import { expect, test } from '../embed/support';

/** Records the features of every window.open call (the browser's own function still runs). */
const recordOpens = (page: Page) =>
  page.evaluate(() => {
    const w = window as any;
    w.__opens = [];
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      w.__opens.push({ url: String(url), features: features ?? '' });
      return open(url, target, features);
    };
  });

test.describe('L109: opening a document full-window uses a window sized to the available screen', () => {
  test('openPage(doc) opens at 0,0 with the screen’s available width and height; other pages do not', async ({
    page,
  }) => {
    await page.goto('/pages/blank.html');
    await recordOpens(page);
    const out = await page.evaluate(() => {
      const A = (window as any).Atrium;
      return {
        doc: A.openPage('doc', '42'),
        docCode: A.openPage(37, '43'),
        task: A.openPage('task', '7'),
        docNotFull: A.openPage('doc', '44', undefined, { fullWindow: false }),
        screen: [screen.availWidth, screen.availHeight],
        opens: (window as any).__opens,
      };
    });
    const [width, height] = out.screen;
    const full = `noopener,left=0,top=0,width=${width},height=${height}`;
    expect(out.opens.map((o: any) => o.features)).toEqual([full, full, 'noopener', 'noopener']);
    expect(out.opens[0].url).toContain('/spa/document/index.jsp?id=42');
    expect(out.opens[2].url).toContain('taskid=7');
  });
});
