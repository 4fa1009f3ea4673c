// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// A request answered with code 401 inside data leads to the sensitive-word prompt (docs/spec-
// coverage.md L198, L200), through the built script.
import { expect, openBlank, test } from '../embed/support';

test.describe('L198, L200: a request answered with code 401 inside data leads to a prompt', () => {
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
