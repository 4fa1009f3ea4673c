// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
import { expect, openBlank, test } from './support';

// What loading the script costs a page that never sanitizes anything: no sanitizer is built.
// DOMPurify builds one by creating a <template> element (its parsing document); the page counts
// those from before the script runs.
test('loading the script builds no HTML sanitizer; the first sanitizeHtml() does', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as any;
    w.__templates = 0;
    const create = Document.prototype.createElement;
    Document.prototype.createElement = function (
      this: Document,
      tag: string,
      options?: ElementCreationOptions,
    ) {
      if (String(tag).toLowerCase() === 'template') w.__templates++;
      return create.call(this, tag, options);
    } as typeof Document.prototype.createElement;
  });
  await openBlank(page);
  await page.waitForFunction(() => typeof (window as any).Atrium?.init === 'function');
  expect(await page.evaluate(() => (window as any).__templates)).toBe(0);
  const clean = await page.evaluate(() => (window as any).Atrium.sanitizeHtml('<b onclick="x()">ok</b>'));
  expect(clean).toBe('<b>ok</b>');
  expect(await page.evaluate(() => (window as any).__templates)).toBeGreaterThan(0);
});
