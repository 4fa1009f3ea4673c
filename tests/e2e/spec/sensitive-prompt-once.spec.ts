// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// One sensitive-word prompt at a time, recorded in a session flag (docs/spec-coverage.md L201),
// through the built script.
import { expect, openBlank, test } from '../embed/support';

test.describe('L201: one sensitive-word prompt at a time, recorded in a session flag', () => {
  test('a second copy of the module (a reload within the tab) sees the open prompt and does not prompt again', async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => {
      (window as any).__first = (window as any).Atrium;
      (window as any).__firstOutcome = (window as any).Atrium.request({ url: '/api/demo/sensitive' }).then(
        () => 'resolved',
        (e: any) => e.kind,
      );
    });
    await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('atrium.sensitive.open'))).not.toBeNull();
    // The module again: a fresh copy of the script, with none of the first copy's memory.
    await page.evaluate(async () => {
      (window as any).Atrium = undefined;
      await new Promise((resolve, reject) => {
        const s = document.createElement('script');
        s.src = `/dist/atrium.umd.js?copy=2`;
        s.onload = resolve;
        s.onerror = reject;
        document.head.append(s);
      });
    });
    const second = await page.evaluate(() =>
      (window as any).Atrium.request({ url: '/api/demo/sensitive', params: { n: 2 } }).then(
        () => 'resolved',
        (e: any) => e.kind,
      ),
    );
    expect(second).toBe('sensitive');
    await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(1);
    await page.getByTestId('atrium-sensitive-cancel').click();
    expect(await page.evaluate(() => (window as any).__firstOutcome)).toBe('sensitive');
    expect(await page.evaluate(() => sessionStorage.getItem('atrium.sensitive.open'))).toBeNull();
  });

  test('a flag left by an earlier page of the tab (closed while prompting) does not block prompts', async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => sessionStorage.setItem('atrium.sensitive.open', '12345.5'));
    await page.reload();
    await page.evaluate(() => {
      void (window as any).Atrium.request({ url: '/api/demo/sensitive' }).catch(() => undefined);
    });
    await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
  });
});
