// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// A caught rendering error: the upgrade dialog on suite pages, the neutral line elsewhere
// (docs/spec-coverage.md L203), through the built script.
import type { Page } from '@playwright/test';
import { expect, openBlank, runInit, test } from '../embed/support';

test.describe('L203: a caught rendering error', () => {
  const DEMO = ['@weapp/demo-lib'];
  /** Renders the demo library's crashing component; returns the error codes `on('error')` got. */
  const renderBroken = (page: Page) =>
    page.evaluate(async () => {
      const A = (window as any).Atrium;
      const seen: string[] = [];
      A.on('error', (e: any) => seen.push(e.code));
      await A.render('#app', 'demoLib.Broken');
      return seen;
    });

  test('on a suite page (startSuitePage) opens the upgrade dialog with the error, one at a time', async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => (window as any).Atrium.startSuitePage());
    await runInit(page, 'session', { apps: DEMO, extra: { locale: 'en_US' } });
    const codes = await renderBroken(page);
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
    const codes = await renderBroken(page);
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
