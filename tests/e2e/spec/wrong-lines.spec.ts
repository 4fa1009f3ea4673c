// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Spec lines that were wrong (docs/spec-coverage.md "Platform lines"), through the built script:
// the per-module message behind a gateway prefix (L324), a `data.code` 401 answer (docs/spec-coverage.md
// "Sensitive-word confirmation"), and the upgrade dialog on a caught rendering error (docs/spec-coverage.md
// "Upgrade dialog") on the suite's own pages.
import { expect, openBlank, runInit, test } from '../embed/support';

const FAILED = (msg: string) => ({ code: 500, status: false, msg });

test.describe('L324 behind a gateway prefix', () => {
  test('the module is read after prefixApiPath: /gw/api/doc/save shows its message, a platform service does not', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    expect((await runInit(page, 'session', { extra: { prefixApiPath: '/gw' } })).ok).toBe(true);
    await demo.fault([
      { path: '/gw/api/doc/save', body: FAILED('doc save failed') },
      { path: '/gw/api/demo/code500', body: FAILED('demo failed') },
    ]);
    const message = page.getByTestId('atrium-message');
    await page.evaluate(() => (window as any).Atrium.request({ url: '/api/demo/code500', method: 'POST' }));
    await expect(message).toHaveCount(0);
    await page.evaluate(() => (window as any).Atrium.request({ url: '/api/doc/save', method: 'POST' }));
    await expect(message).toContainText('doc save failed');
    // The full URL of the gateway, as a caller may pass it, reads the same module.
    await page.evaluate(() => (window as any).Atrium.request({ url: `${location.origin}/gw/api/doc/save` }));
    expect(await demo.log('/gw/api/doc/save')).toHaveLength(2);
  });
});

test.describe('docs/spec-coverage.md: a request answered with code 401 inside data leads to a prompt', () => {
  test('without superviseType or sensitiveScanCode: only a notice, and the request does not pass', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await demo.fault({ path: '/api/doc/save', body: { code: 200, status: true, data: { code: 401 } } });
    const out = await page.evaluate(() =>
      (window as any).Atrium.request({ url: '/api/doc/save', method: 'POST' }).then(
        () => 'resolved',
        (e: any) => e.kind,
      ),
    );
    expect(out).toBe('sensitive');
    await expect(page.getByTestId('atrium-sensitive-notice')).toBeVisible();
    await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(0);
  });

  test('weak supervision with a word list and no scan code: the user may confirm, which resends', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await demo.fault({
      path: '/api/demo/echo',
      times: 1,
      body: {
        code: 200,
        status: true,
        data: {
          code: 401,
          superviseType: 'weak',
          data: { sensitiveWordList: [{ name: 'Block', value: 'x' }] },
        },
      },
    });
    await page.evaluate(() => {
      (window as any).__out = (window as any).Atrium.request({ url: '/api/demo/echo', method: 'POST' });
    });
    await page.getByTestId('atrium-sensitive-confirm').click();
    await page.evaluate(() => (window as any).__out);
    const log = await demo.log('/api/demo/echo');
    expect(log.map((e) => e.query.sensitiveWordconfirm)).toEqual([undefined, '1']);
  });

  test('a data.code other than 401 is a plain answer', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/api/doc/save', body: { code: 200, status: true, data: { code: 200 } } });
    const out = await page.evaluate(() =>
      (window as any).Atrium.request({ url: '/api/doc/save' }).then((b: any) => b.data.code),
    );
    expect(out).toBe(200);
    await expect(page.getByTestId('atrium-sensitive-notice')).toHaveCount(0);
  });
});

test.describe('docs/spec-coverage.md: a caught rendering error', () => {
  const DEMO = ['@weapp/demo-lib'];

  test('on a suite page (startSuitePage) opens the upgrade dialog with the error, one at a time', async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => (window as any).Atrium.startSuitePage());
    await runInit(page, 'session', { apps: DEMO, extra: { locale: 'en_US' } });
    const codes = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const seen: string[] = [];
      A.on('error', (e: any) => seen.push(e.code));
      await A.render('#app', 'demoLib.Broken');
      return seen;
    });
    expect(codes).toEqual(['COMPONENT_CRASHED']);
    const dialog = page.getByTestId('atrium-upgrade-dialog');
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toContainText('the following error occurred');
    await page.getByTestId('atrium-upgrade-dialog-details').click();
    await expect(page.getByTestId('atrium-upgrade-dialog-text')).toContainText('demoLib.Broken');
    // A second crash while the dialog is open does not open another.
    await page.evaluate(() => (window as any).Atrium.render('#app', 'demoLib.Broken'));
    await expect(dialog).toHaveCount(1);
    await page.getByTestId('atrium-upgrade-dialog-close').click();
    await expect(dialog).toHaveCount(0);
  });

  test('in an external system (no startSuitePage): the neutral line and COMPONENT_CRASHED, no dialog', async ({
    page,
  }) => {
    await openBlank(page);
    await runInit(page, 'session', { apps: DEMO, extra: { locale: 'en_US' } });
    const codes = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const seen: string[] = [];
      A.on('error', (e: any) => seen.push(e.code));
      await A.render('#app', 'demoLib.Broken');
      return seen;
    });
    expect(codes).toEqual(['COMPONENT_CRASHED']);
    await expect(page.locator('#app').getByTestId('atrium-component-error')).toBeVisible();
    await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);
  });

  test('after the suite page is stopped, the page is treated as an external system again', async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => (window as any).Atrium.startSuitePage()());
    await runInit(page, 'session', { apps: DEMO });
    await page.evaluate(() => (window as any).Atrium.render('#app', 'demoLib.Broken'));
    await expect(page.locator('#app').getByTestId('atrium-component-error')).toBeVisible();
    await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);
  });
});
