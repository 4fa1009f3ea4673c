// Sensitive words (docs/reference.md, docs/spec-coverage.md): the PC dialog, the resend with
// sensitiveWordconfirm=1 (never deduplicated), cancel, the 5 s notice, one prompt at a time,
// and the mobile full-page rules view at {current path}/sensitiveScan.
import { expect, test } from '../support/fixtures';
import { openPage, type Tools } from './support';

declare const T: Tools;

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.describe('sensitive words', () => {
  test('weak with a list: the dialog lists the rules; confirm resends with sensitiveWordconfirm=1 and resolves (UMD bundle)', async ({
    page,
    demo,
  }) => {
    await page.goto('/pages/blank.html');
    await page.evaluate(() => {
      const A = (window as unknown as { Atrium: { request(o: object): Promise<unknown> } }).Atrium;
      (window as unknown as { result: Promise<unknown> }).result = A.request({
        url: '/api/demo/sensitive',
        method: 'POST',
        params: { id: 7 },
        data: { text: 'hello' },
      });
    });
    const dialog = page.getByTestId('atrium-sensitive-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('页面内容包含以下敏感词');
    await expect(dialog).toContainText('敏感词A、敏感词B');
    await expect(dialog).toContainText('包含敏感词，确定要提交吗？（系统将按规则自动处理）');
    await expect(page.getByTestId('atrium-sensitive-rule')).toHaveCount(2);
    await page.getByTestId('atrium-sensitive-confirm').click();
    const body = await page.evaluate(() => (window as unknown as { result: Promise<unknown> }).result);
    expect(body).toMatchObject({ code: 200, status: true, data: { saved: true, body: { text: 'hello' } } });
    await expect(dialog).toHaveCount(0);
    const log = await demo.log('/api/demo/sensitive');
    expect(log.map((e) => e.query)).toEqual([{ id: '7' }, { id: '7', sensitiveWordconfirm: '1' }]);
    expect(log.map((e) => e.body)).toEqual([{ text: 'hello' }, { text: 'hello' }]);
  });

  test('cancel rejects kind sensitive and sends nothing more', async ({ page, demo }) => {
    await openPage(page);
    await page.evaluate(() => {
      (window as unknown as { result: Promise<unknown> }).result = T.settle({
        url: '/api/demo/sensitive',
        method: 'POST',
        data: { text: 'x' },
      });
    });
    await page.getByTestId('atrium-sensitive-cancel').click();
    const result = await page.evaluate(() => (window as unknown as { result: Promise<unknown> }).result);
    expect(result).toMatchObject({ ok: false, name: 'RequestError', kind: 'sensitive' });
    await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(0);
    expect(await demo.log('/api/demo/sensitive')).toHaveLength(1);
  });

  test('the resend is never deduplicated, even inside the 500 ms window of the first call', async ({
    page,
    demo,
  }) => {
    // The page's clock stands still: everything below happens inside the 500 ms window.
    await page.clock.install();
    await openPage(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.evaluate(() => {
      (window as unknown as { result: Promise<unknown> }).result = T.settle({
        url: '/api/demo/sensitive',
        method: 'POST',
        data: { t: 1 },
      });
    });
    await page.getByTestId('atrium-sensitive-confirm').click();
    const result = await page.evaluate(async () => {
      const r = await (window as unknown as { result: Promise<unknown> }).result;
      // An identical call right after: it joins the (finished) first call, not the resend.
      const again = await T.settle({
        url: '/api/demo/sensitive',
        method: 'POST',
        data: { t: 1 },
      });
      return { r, again };
    });
    expect(result.r).toMatchObject({ ok: true, body: { data: { saved: true } } });
    const log = await demo.log('/api/demo/sensitive');
    expect(log.map((e) => e.query)).toEqual([{}, { sensitiveWordconfirm: '1' }]);
    // Within the window an identical call shares the first call's final outcome.
    expect(result.again).toEqual(result.r);
  });

  test('strong supervision: the notice shows and stays until closed (WCAG 2.2.1); the request rejects kind sensitive', async ({
    page,
  }) => {
    await openPage(page);
    // The page's timers on a paused fake clock: a minute of the page's time passes.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const result = await page.evaluate(() =>
      T.settle({ url: '/api/demo/sensitive/strong', method: 'POST', data: {} }),
    );
    expect(result).toMatchObject({ ok: false, kind: 'sensitive' });
    const notice = page.getByTestId('atrium-sensitive-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('页面内容包含敏感词，请修改后再操作');
    await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(0);
    await page.clock.runFor(60_000);
    await expect(notice).toBeVisible();
    await page.getByTestId('atrium-sensitive-notice-close').click();
    await expect(notice).toHaveCount(0);
  });

  test('weak without a list gets the notice, not the dialog', async ({ page }) => {
    await openPage(page);
    const result = await page.evaluate(() =>
      T.settle({ url: '/api/demo/sensitive/weak-no-list', method: 'POST', data: {} }),
    );
    expect(result).toMatchObject({ ok: false, kind: 'sensitive' });
    await expect(page.getByTestId('atrium-sensitive-notice')).toBeVisible();
    await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(0);
  });

  test('while one prompt is open, other sensitive answers reject at once without a second prompt', async ({
    page,
  }) => {
    await openPage(page);
    await page.evaluate(() => {
      (window as unknown as { first: Promise<unknown> }).first = T.settle({
        url: '/api/demo/sensitive',
        method: 'POST',
        data: { n: 1 },
      });
    });
    await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
    const second = await page.evaluate(() =>
      T.settle({ url: '/api/demo/sensitive', method: 'POST', data: { n: 2 } }),
    );
    expect(second).toMatchObject({ ok: false, kind: 'sensitive' });
    await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(1);
    await page.getByTestId('atrium-sensitive-confirm').click();
    const first = await page.evaluate(() => (window as unknown as { first: Promise<unknown> }).first);
    expect(first).toMatchObject({ ok: true });
  });

  test.describe('on mobile', () => {
    test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the rules open as a full page at {current path}/sensitiveScan; back removes it and rejects', async ({
      page,
      demo,
    }) => {
      await openPage(page);
      await page.evaluate(() => {
        (window as unknown as { result: Promise<unknown> }).result = T.settle({
          url: '/api/demo/sensitive',
          method: 'POST',
          data: {},
        });
      });
      const view = page.getByTestId('atrium-sensitive-page');
      await expect(view).toBeVisible();
      await expect(page.getByTestId('atrium-sensitive-page-title')).toHaveText('敏感词处理规则');
      await expect(view).toContainText('敏感词A、敏感词B');
      expect(new URL(page.url()).pathname).toBe('/pages/blank.html/sensitiveScan');
      await page.getByTestId('atrium-sensitive-back').click();
      const result = await page.evaluate(() => (window as unknown as { result: Promise<unknown> }).result);
      expect(result).toMatchObject({ ok: false, kind: 'sensitive' });
      await expect(view).toHaveCount(0);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/blank.html');
      expect(await demo.log('/api/demo/sensitive')).toHaveLength(1);
    });

    test('navigating back out of the page (browser back) removes it; confirm resends', async ({
      page,
      demo,
    }) => {
      await openPage(page);
      const start = () =>
        page.evaluate(() => {
          (window as unknown as { result: Promise<unknown> }).result = T.settle({
            url: '/api/demo/sensitive',
            method: 'POST',
            data: { m: 1 },
            dedupe: false,
          });
        });
      await start();
      await expect(page.getByTestId('atrium-sensitive-page')).toBeVisible();
      await page.evaluate(() => history.back());
      await expect(page.getByTestId('atrium-sensitive-page')).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as unknown as { result: Promise<unknown> }).result),
      ).toMatchObject({
        ok: false,
        kind: 'sensitive',
      });
      await start();
      await page.getByTestId('atrium-sensitive-confirm').click();
      expect(
        await page.evaluate(() => (window as unknown as { result: Promise<unknown> }).result),
      ).toMatchObject({
        ok: true,
      });
      await expect(page.getByTestId('atrium-sensitive-page')).toHaveCount(0);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/blank.html');
      const log = await demo.log('/api/demo/sensitive');
      expect(log.map((e) => e.query.sensitiveWordconfirm)).toEqual([undefined, undefined, '1']);
    });
  });
});
