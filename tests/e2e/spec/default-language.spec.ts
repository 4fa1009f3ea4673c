// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// The default language zh_CN, after the browser's (docs/spec-coverage.md L363, a deliberate
// difference), through the built script.
import { expect, test } from '../embed/support';

test.describe('L363: default language zh_CN, after the browser’s (a deliberate difference)', () => {
  test.describe('a browser language the platform has no texts for', () => {
    test.use({ locale: 'fr-FR' });
    test('falls back to zh_CN, on every request', async ({ page, demo }) => {
      await page.goto('/pages/blank.html');
      expect(await page.evaluate(() => (window as any).Atrium.getLocale().lang)).toBe('zh_CN');
      await page.evaluate(() => (window as any).Atrium.request({ url: '/api/demo/echo' }));
      expect((await demo.log('/api/demo/echo'))[0]?.headers.langtype).toBe('zh_CN');
    });
  });

  test.describe('a supported browser language', () => {
    test.use({ locale: 'ja-JP' });
    test('comes before the default; the page context and init({ locale }) come before it', async ({
      page,
    }) => {
      await page.goto('/pages/blank.html');
      const langs = await page.evaluate(async () => {
        const A = (window as any).Atrium;
        const browser = A.getLocale().lang;
        (window as any).TEAMS = { locale: { lang: 'en_US' } };
        await A.init({ apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false });
        const context = A.getLocale().lang;
        A.destroy();
        await A.init({
          apiDomain: location.origin,
          eteamsid: 'demo-session-0001',
          monitor: false,
          locale: 'zh_TW',
        });
        return [browser, context, A.getLocale().lang];
      });
      expect(langs).toEqual(['ja_JP', 'en_US', 'zh_TW']);
    });
  });
});
