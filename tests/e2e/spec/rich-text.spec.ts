// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// docs/spec-coverage.md L248: the HTML sanitiser on the rich-text paths (docs/security.md "Rich text"), through
// the built script. On (default): server HTML renders through sanitizeHtml; off: its text only.
import { expect, openBlank, runInit, test } from '../embed/support';
import { weakSensitiveAnswer } from '../support/answers';

// Safe markup, the extra attributes, and what must never reach the page.
const RICH =
  '<b>3 failed</b> <a href="https://example.com/r" target="_blank" pluginname="report">report</a>' +
  ' <a href="javascript:window.__xss=1" target="_top" id="js">js</a>' +
  '<img src="/nothing.png" onerror="window.__xss=1" isImage="true">' +
  '<script>window.__xss=1</script><span contenteditable="true">edit</span>';
const RICH_TEXT = '3 failed report jsedit';

const banner = (page: import('@playwright/test').Page) => page.getByTestId('atrium-batch-banner');

async function showBanner(page: import('@playwright/test').Page, content: string, failCount = 1) {
  await page.evaluate(
    ({ content, failCount }) => {
      (window as any).__xss = 0;
      (window as any).Atrium.showBatchTaskResult({ taskId: 't1', failCount, content });
    },
    { content, failCount },
  );
}

/** Waits until the image (if any) has finished failing, so an onerror would have run. */
async function imagesSettled(scope: import('@playwright/test').Locator) {
  const img = scope.locator('img');
  if ((await img.count()) === 0) return;
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
}

test.describe('L248: the sanitiser switch on the rich-text paths', () => {
  test('on by default: the batch banner renders the safe markup and the extra attributes, nothing unsafe', async ({
    page,
  }) => {
    await openBlank(page);
    expect(await page.evaluate(() => (window as any).Atrium.isSanitizing())).toBe(true);
    await showBanner(page, RICH);
    const b = banner(page);
    await expect(b.locator('b')).toHaveText('3 failed');
    const link = b.locator('a[pluginname="report"]');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', 'https://example.com/r');
    // javascript: URLs go; a target other than _blank/_self goes.
    const js = b.locator('a#user-content-js');
    await expect(js).toHaveText('js');
    expect(await js.getAttribute('href')).toBeNull();
    expect(await js.getAttribute('target')).toBeNull();
    await expect(b.locator('img')).toHaveAttribute('isimage', 'true');
    await expect(b.locator('[contenteditable="true"]')).toHaveText('edit');
    await expect(b.locator('script')).toHaveCount(0);
    await expect(b.locator('[onerror]')).toHaveCount(0);
    await imagesSettled(b);
    expect(await page.evaluate(() => (window as any).__xss)).toBe(0);
    // "Show all" opens the full visible text (for touch too: no tooltip), not the markup.
    await b.getByTestId('atrium-batch-expand').click();
    await expect(b.locator('.atrium-batch-text')).toHaveText(RICH_TEXT);
  });

  test('on: the failure text is still cut at width 80 (double width counts 2), markup kept', async ({
    page,
  }) => {
    await openBlank(page);
    await showBanner(page, `<b>${'导出失败'.repeat(15)}</b><i>${'x'.repeat(50)}</i><img src="/a.png">`);
    const text = banner(page).locator('.atrium-batch-text');
    await expect(text).toHaveText(`${'导出失败'.repeat(10)}...`);
    await expect(text.locator('b')).toHaveCount(1);
    // Everything after the cut is gone, elements included.
    await expect(text.locator('i, img')).toHaveCount(0);
    // A cut inside a later element keeps the earlier one whole.
    await page.evaluate(() => (window as any).Atrium.destroy());
    await showBanner(page, `<b>${'a'.repeat(70)}</b><i>${'b'.repeat(20)}</i>`);
    await expect(text).toHaveText(`${'a'.repeat(70)}${'b'.repeat(10)}...`);
    await expect(text.locator('i')).toHaveText(`${'b'.repeat(10)}...`);
  });

  test('off (setSanitize(false)): the same paths show the text only, no element is created', async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => (window as any).Atrium.setSanitize(false));
    expect(await page.evaluate(() => (window as any).Atrium.isSanitizing())).toBe(false);
    await showBanner(page, RICH);
    const text = banner(page).locator('.atrium-batch-text');
    await expect(text).toHaveText(RICH_TEXT);
    await expect(text.locator('*')).toHaveCount(0);
    expect(await page.evaluate(() => (window as any).__xss)).toBe(0);
    // Cut at width 80 as before.
    await page.evaluate(() => (window as any).Atrium.destroy());
    await page.evaluate(() => (window as any).Atrium.setSanitize(false));
    await showBanner(page, `<b>${'导出失败'.repeat(30)}</b>`);
    await expect(text).toHaveText(`${'导出失败'.repeat(10)}...`);
    await expect(text.locator('*')).toHaveCount(0);
    // destroy() puts the default back.
    await page.evaluate(() => (window as any).Atrium.destroy());
    expect(await page.evaluate(() => (window as any).Atrium.isSanitizing())).toBe(true);
  });

  test('the server message of a non-success code (L324): markup on, text off (init({ sanitize: false }))', async ({
    page,
    demo,
  }) => {
    const msg = `<b>doc</b> save <img src="/nothing.png" onerror="window.__xss=1"><script>window.__xss=1</script>failed`;
    await demo.fault([{ path: '/api/doc/save', body: { code: 500, status: false, msg } }]);
    await openBlank(page);
    await page.evaluate(() => {
      (window as any).__xss = 0;
    });
    const message = page.getByTestId('atrium-message');
    await page.evaluate(() => (window as any).Atrium.request({ url: '/api/doc/save' }));
    await expect(message.locator('b')).toHaveText('doc');
    await expect(message.locator('script, [onerror]')).toHaveCount(0);
    await imagesSettled(message);
    expect(await page.evaluate(() => (window as any).__xss)).toBe(0);

    expect((await runInit(page, 'session', { extra: { sanitize: false } })).ok).toBe(true);
    expect(await page.evaluate(() => (window as any).Atrium.isSanitizing())).toBe(false);
    await page.evaluate(() => (window as any).Atrium.request({ url: '/api/doc/save', dedupe: false }));
    await expect(message.locator('.atrium-message-text')).toHaveText('doc save failed');
    await expect(message.locator('.atrium-message-text *')).toHaveCount(0);
  });

  test('init() refuses a sanitize value that is not a boolean (MISSING_ARGUMENT) and keeps the flag', async ({
    page,
  }) => {
    await openBlank(page);
    const out = await runInit(page, 'session', { extra: { sanitize: 'off' } });
    expect(out.code).toBe('MISSING_ARGUMENT');
    expect(out.message).toContain('sanitize');
    expect(await page.evaluate(() => (window as any).Atrium.isSanitizing())).toBe(true);
  });

  test('the sensitive-word tip from the server: markup on, text off', async ({ page, demo }) => {
    const tip = '<b>Remove</b> them <img src="/nothing.png" onerror="window.__xss=1">first';
    await demo.fault({
      path: '/api/demo/sensitive-tip',
      body: weakSensitiveAnswer('bad', [{ name: '<b>rule</b>', value: 'bad' }], tip),
    });
    await openBlank(page);
    await page.evaluate(() => {
      const w = window as any;
      w.__xss = 0;
      w.__req = w.Atrium.request({ url: '/api/demo/sensitive-tip', method: 'POST', dedupe: false }).catch(
        (e: any) => e.kind,
      );
    });
    const dialog = page.getByTestId('atrium-sensitive-dialog');
    const tipBox = dialog.locator('.atrium-sensitive-tip');
    await expect(tipBox.locator('b')).toHaveText('Remove');
    await expect(tipBox.locator('[onerror]')).toHaveCount(0);
    // Rule names are plain data, never markup.
    await expect(dialog.getByTestId('atrium-sensitive-rule').locator('td').first()).toHaveText('<b>rule</b>');
    await imagesSettled(tipBox);
    expect(await page.evaluate(() => (window as any).__xss)).toBe(0);
    await page.getByTestId('atrium-sensitive-cancel').click();
    expect(await page.evaluate(() => (window as any).__req)).toBe('sensitive');

    await page.evaluate(() => {
      const w = window as any;
      w.Atrium.setSanitize(false);
      w.__req = w.Atrium.request({ url: '/api/demo/sensitive-tip', method: 'POST', dedupe: false }).catch(
        (e: any) => e.kind,
      );
    });
    await expect(tipBox).toHaveText('Remove them first');
    await expect(tipBox.locator('*')).toHaveCount(0);
    await page.getByTestId('atrium-sensitive-cancel').click();
  });

  test("ui: 'host': the server message's event carries the raw string and the safe html", async ({
    page,
    demo,
  }) => {
    const msg = '<b>doc</b><img src=x onerror="window.__xss=1">';
    await demo.fault([{ path: '/api/doc/save', body: { code: 500, status: false, msg } }]);
    await openBlank(page);
    expect((await runInit(page, 'session', { extra: { ui: 'host' } })).ok).toBe(true);
    await page.evaluate(() => {
      const w = window as any;
      w.__got = [];
      w.Atrium.on('message', (m: unknown) => w.__got.push(m));
      return w.Atrium.request({ url: '/api/doc/save' });
    });
    await expect.poll(() => page.evaluate(() => (window as any).__got.length)).toBe(1);
    const [on] = await page.evaluate(() => (window as any).__got);
    expect(on).toEqual({ text: msg, type: 'error', html: '<b>doc</b><img src="x">' });
    await page.evaluate(() => (window as any).Atrium.setSanitize(false));
    await page.evaluate(() => (window as any).Atrium.request({ url: '/api/doc/save', dedupe: false }));
    await expect.poll(() => page.evaluate(() => (window as any).__got.length)).toBe(2);
    const off = await page.evaluate(() => (window as any).__got[1]);
    expect(off).toEqual({ text: msg, type: 'error', html: 'doc' });
    await expect(page.getByTestId('atrium-message')).toHaveCount(0);
  });
});
