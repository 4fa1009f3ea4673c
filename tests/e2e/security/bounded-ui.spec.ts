// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// Issue 20 item 10: UI built from server lists is bounded (docs/security.md "Bounded UI"). A
// sensitive-word answer with 50,000 rules shows 50 rows and "and 49,950 more"; 1,000 batch-task
// results show 5 banners and "and 995 more". What is bounded is the number of elements drawn, so
// the assertions count elements, never milliseconds.
import { openBlank } from '../embed/support';
import { weakSensitiveAnswer } from '../support/answers';
import { expect, test } from '../support/fixtures';

/** Elements inside the SDK's overlay (its open shadow root). */
const overlayElements = () =>
  [...document.querySelectorAll('*')].reduce(
    (n, el) => n + (el.shadowRoot?.querySelectorAll('*').length ?? 0),
    0,
  );

test.describe('bounded UI from server lists', () => {
  test('50,000 sensitive-word rules: the dialog shows 50 rows and "and N more"', async ({ page, demo }) => {
    const rules = Array.from({ length: 50_000 }, (_, i) => ({ name: `rule ${i}`, value: `word${i}` }));
    await demo.fault({
      path: '/api/demo/many-rules',
      body: weakSensitiveAnswer('w', rules),
    });
    await openBlank(page);
    await page.evaluate(() => {
      const w = window as any;
      w.__req = w.Atrium.request({ url: '/api/demo/many-rules', method: 'POST' }).catch((e: any) => e.kind);
    });
    const dialog = page.getByTestId('atrium-sensitive-dialog');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId('atrium-sensitive-rule')).toHaveCount(50);
    await expect(dialog.getByTestId('atrium-sensitive-rule').first()).toHaveText('rule 0word0');
    await expect(dialog.getByTestId('atrium-sensitive-more')).toHaveText('还有 49950 项');
    expect(await page.evaluate(overlayElements)).toBeLessThan(500);
    await page.getByTestId('atrium-sensitive-cancel').click();
    expect(await page.evaluate(() => (window as any).__req)).toBe('sensitive');
  });

  test('1,000 batch-task results: 5 banners and "and 995 more", drawn in one render', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(async () => {
      const A = (window as any).Atrium;
      for (let i = 0; i < 1000; i++)
        A.showBatchTaskResult({ taskId: `t${i}`, failCount: 0, content: `<b>done ${i}</b>` });
    });
    await expect(page.getByTestId('atrium-batch-more')).toBeVisible();
    const elements = await page.evaluate(overlayElements);
    expect(elements).toBeLessThan(200);
    const banners = page.getByTestId('atrium-batch-banner');
    await expect(banners).toHaveCount(5);
    await expect(banners.first()).toContainText('done 0');
    await expect(page.getByTestId('atrium-batch-more')).toHaveText('还有 995 项');
    // Closing one shows the next.
    await banners.first().getByTestId('atrium-batch-close').click();
    await expect(banners).toHaveCount(5);
    await expect(banners.first()).toContainText('done 1');
    await expect(page.getByTestId('atrium-batch-more')).toHaveText('还有 994 项');
  });
});
