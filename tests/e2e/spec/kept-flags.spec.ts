// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// keep_vconsole and keep_ebAgentKey are kept on the pages the SDK opens (docs/spec-coverage.md
// L37), through the built script.
import { expect, test } from '../embed/support';

test.describe('L37: keep_vconsole and keep_ebAgentKey', () => {
  test('pages the SDK opens keep the flags and the agent key', async ({ page }) => {
    await page.goto('/pages/blank.html?keep_vconsole=1&keep_ebAgentKey=1&ebAgentKey=ak-7');
    const popup = page.waitForEvent('popup');
    await page.evaluate(() => (window as any).Atrium.openLink('/pages/blank.html?doc=5'));
    const opened = new URL((await popup).url());
    expect(opened.pathname).toBe('/pages/blank.html');
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      doc: '5',
      keep_vconsole: '1',
      keep_ebAgentKey: '1',
      ebAgentKey: 'ak-7',
    });
  });

  test('keep_vconsole keeps console output on a suite page (vConsole shows it)', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto('/pages/blank.html?keep_vconsole=1');
    await page.evaluate(() => {
      (window as any).Atrium.startSuitePage();
      console.log('kept-log');
    });
    await page.goto('/pages/blank.html');
    await page.evaluate(() => {
      (window as any).Atrium.startSuitePage();
      console.log('silenced-log');
    });
    expect(logs).toContain('kept-log');
    expect(logs).not.toContain('silenced-log');
  });
});
