// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
import { expect, openBlank, runInit, test } from './support';

test.describe('upgrade dialog', () => {
  test('510x160 in Chinese, the plain upgrade text without an error', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() => (window as any).Atrium.showUpgradeDialog());
    const dialog = page.getByTestId('atrium-upgrade-dialog');
    await expect(dialog).toContainText('系统已升级，请刷新页面');
    const box = await dialog.boundingBox();
    expect([box?.width, box?.height]).toEqual([510, 160]);
    await expect(page.getByTestId('atrium-upgrade-dialog-details')).toHaveCount(0);
  });

  test('620x200 in English; details, copy; one at a time; close clears it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBlank(page);
    await runInit(page, 'session', { extra: { locale: 'en_US' } });
    await page.evaluate(() => {
      const A = (window as any).Atrium;
      A.showUpgradeDialog(new TypeError('first failure'));
      A.showUpgradeDialog(new Error('second failure'));
    });
    const dialog = page.getByTestId('atrium-upgrade-dialog');
    await expect(dialog).toHaveCount(1);
    const box = await dialog.boundingBox();
    expect([box?.width, box?.height]).toEqual([620, 200]);
    await expect(dialog).toContainText('The system has been upgraded and the following error occurred');
    await page.getByTestId('atrium-upgrade-dialog-details').click();
    await expect(dialog).toContainText('TypeError: first failure');
    await page.getByTestId('atrium-upgrade-dialog-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('TypeError: first failure');
    await page.getByTestId('atrium-upgrade-dialog-close').click();
    await expect(dialog).toHaveCount(0);
    await page.evaluate(() => (window as any).Atrium.showUpgradeDialog(new Error('third')));
    await expect(dialog).toContainText('The system has been upgraded');
  });

  test('reload reloads the page', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() => {
      (window as any).__marker = 1;
      (window as any).Atrium.showUpgradeDialog();
    });
    await Promise.all([page.waitForEvent('load'), page.getByTestId('atrium-upgrade-dialog-reload').click()]);
    expect(await page.evaluate(() => (window as any).__marker)).toBeUndefined();
  });

  test('chunk-load failures stay silent on /sp/em/popup and /mobile/em/watermark, others do not', async ({
    page,
  }) => {
    await openBlank(page);
    const chunkError = () => {
      const A = (window as any).Atrium;
      return A.loadScript('/build/nowhere/x.js').catch((e: unknown) => A.showUpgradeDialog(e));
    };
    await page.evaluate(() => history.pushState(null, '', '/sp/em/popup/42'));
    await page.evaluate(chunkError);
    await page.evaluate(() => history.pushState(null, '', '/mobile/em/watermark'));
    await page.evaluate(chunkError);
    await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);
    // other error types still show there
    await page.evaluate(() => (window as any).Atrium.showUpgradeDialog(new Error('render')));
    await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(1);
    await page.getByTestId('atrium-upgrade-dialog-close').click();
    await page.evaluate(() => history.pushState(null, '', '/sp/other'));
    await page.evaluate(chunkError);
    await expect(page.getByTestId('atrium-upgrade-dialog')).toContainText('系统已升级，请刷新页面');
  });
});

test.describe('batch-task banners', () => {
  test('success: green (white text 5.1:1), 56 px, gone after 10 s', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
    await openBlank(page);
    await page.evaluate(() =>
      (window as any).Atrium.showBatchTaskResult({ taskId: 't1', failCount: 0, content: 'Export finished' }),
    );
    const banner = page.getByTestId('atrium-batch-banner');
    await expect(banner).toHaveAttribute('data-state', 'success');
    await expect(banner).toHaveText(/Export finished/);
    await expect(banner).toHaveCSS('background-color', 'rgb(46, 125, 15)');
    expect((await banner.boundingBox())?.height).toBe(56);
    await expect(page.getByTestId('atrium-batch-details')).toHaveCount(0);
    await page.clock.runFor(9_000);
    await expect(banner).toHaveCount(1);
    await page.clock.runFor(1_100);
    await expect(banner).toHaveCount(0);
  });

  test('failures: orange (white text 4.6:1), stay until closed, queued one at a time on desktop with "and n more", text cut at width 80 and opened whole by "Show all"', async ({
    page,
  }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
    await openBlank(page);
    const long = '导出失败'.repeat(30);
    await page.evaluate((long) => {
      const A = (window as any).Atrium;
      A.showBatchTaskResult({ taskId: 'a', failCount: 3, content: long });
      A.showBatchTaskResult({ taskId: 'b', failCount: 1, content: 'second failure' });
    }, long);
    const banner = page.getByTestId('atrium-batch-banner');
    await expect(banner).toHaveCount(1);
    await expect(banner).toHaveAttribute('data-state', 'failure');
    await expect(banner).toHaveCSS('background-color', 'rgb(179, 71, 0)');
    const text = await banner.locator('span').textContent();
    expect(text).toBe(`${'导出失败'.repeat(10)}...`);
    await expect(page.getByTestId('atrium-batch-details')).toHaveAttribute(
      'href',
      '/mobile/uibusiness/batchTask/detail/a',
    );
    await page.clock.runFor(30_000);
    await expect(banner).toHaveCount(1);
    await expect(page.getByTestId('atrium-batch-queued')).toHaveText('还有 1 项');
    const expand = page.getByTestId('atrium-batch-expand');
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.locator('span')).toHaveText(long);
    await expand.click();
    await page.getByTestId('atrium-batch-close').click();
    await expect(banner).toHaveText(/second failure/);
    await page.getByTestId('atrium-batch-close').click();
    await expect(banner).toHaveCount(0);
  });

  test('91 px under a title bar', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.setAttribute('data-testid', 'atrium-title-bar');
      document.body.prepend(bar);
      (window as any).Atrium.showBatchTaskResult({ taskId: 't', failCount: 0, content: 'ok' });
    });
    expect((await page.getByTestId('atrium-batch-banner').boundingBox())?.height).toBe(91);
  });
});

test.describe('theme', () => {
  test('applyTheme sets the six variables, font sizes small/medium/big', async ({ page }) => {
    await openBlank(page);
    const read = () => {
      const s = document.documentElement.style;
      return [
        '--atrium-primary',
        '--atrium-primary-hover',
        '--atrium-primary-focus',
        '--atrium-bubble',
        '--atrium-font-color',
        '--atrium-font-size',
      ].map((v) => s.getPropertyValue(v));
    };
    await page.evaluate(() =>
      (window as any).Atrium.applyTheme({
        primaryColor: '#111111',
        primaryHoverColor: '#222222',
        primaryFocusColor: '#333333',
        bubbleColor: '#444444',
        fontColor: '#555555',
        fontSize: 'small',
      }),
    );
    expect(await page.evaluate(read)).toEqual([
      '#111111',
      '#222222',
      '#333333',
      '#444444',
      '#555555',
      '12px',
    ]);
    await page.evaluate(() => (window as any).Atrium.applyTheme({ fontSize: 'big' }));
    expect((await page.evaluate(read))[5]).toBe('16px');
    expect((await page.evaluate(read))[0]).toBe('#111111');
    await page.evaluate(() => (window as any).Atrium.applyTheme({ fontSize: 'medium' }));
    expect((await page.evaluate(read))[5]).toBe('14px');
  });

  test('setGrayscale toggles the class and greys the page; setFavicon swaps the icon', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() => {
      (window as any).Atrium.setGrayscale(true);
      (window as any).Atrium.setFavicon('/logo-a.png');
      (window as any).Atrium.setFavicon('/logo-b.png');
    });
    await expect(page.locator('html')).toHaveClass(/atrium-grayscale/);
    await expect(page.locator('html')).toHaveCSS('filter', 'grayscale(1)');
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('link[rel~=icon]')].map((l) => l.getAttribute('href')),
      ),
    ).toEqual(['/logo-b.png']);
    await page.evaluate(() => (window as any).Atrium.setGrayscale(false));
    await expect(page.locator('html')).not.toHaveClass(/atrium-grayscale/);
  });

  test('init applies grey mode and the tenant favicon from the page context / team config', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await demo.fault({
      path: '/api/baseserver/layout/baseTeams',
      body: {
        status: true,
        data: {
          currentUser: { id: 'u1', employeeId: 'e1' },
          greyInfo: { mainPageGreyStatus: true },
          tenantLogo: { faviconUrl: '/tenant-favicon.ico' },
        },
      },
    });
    expect((await runInit(page, 'session')).ok).toBe(true);
    await expect(page.locator('html')).toHaveClass(/atrium-grayscale/);
    expect(await page.evaluate(() => document.querySelector('link[rel~=icon]')?.getAttribute('href'))).toBe(
      '/tenant-favicon.ico',
    );
  });
});
