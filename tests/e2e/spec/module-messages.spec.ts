// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// The message of a non-success code is shown for certain API modules, also behind a gateway prefix
// (docs/spec-coverage.md L324), through the built script.
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

test.describe('L324: the message of a non-success code is shown for certain API modules', () => {
  test('a business module (from the API path or `module`) shows it; others do not; the list is configurable', async ({
    page,
    demo,
  }) => {
    await demo.fault([
      { path: '/api/doc/save', body: { code: 500, status: false, msg: 'doc save failed' } },
      { path: '/api/demo/code500', body: { code: 500, status: false, msg: 'demo failed' } },
    ]);
    await openBlank(page);
    const message = page.getByTestId('atrium-message');
    await page.evaluate(() => (window as any).Atrium.request({ url: '/api/demo/code500' }));
    await expect(message).toHaveCount(0);
    await page.evaluate(() => (window as any).Atrium.request({ url: '/api/doc/save' }));
    await expect(message).toContainText('doc save failed');
    await page.evaluate(() =>
      (window as any).Atrium.request({ url: '/api/demo/code500', module: 'task', params: { n: 1 } }),
    );
    await expect(message).toContainText('demo failed');
    // Configurable: only `demo`. (The message is shown before request() resolves.)
    await demo.fault([
      { path: '/api/doc/other', body: { code: 500, status: false, msg: 'doc other failed' } },
      { path: '/api/demo/again', body: { code: 500, status: false, msg: 'demo again failed' } },
    ]);
    await page.evaluate(() => (window as any).Atrium.setErrorMessageModules(['demo']));
    await page.evaluate(() => (window as any).Atrium.request({ url: '/api/doc/other' }));
    await expect(message).not.toContainText('doc other failed');
    await page.evaluate(() => (window as any).Atrium.request({ url: '/api/demo/again' }));
    await expect(message).toContainText('demo again failed');
    expect(await page.evaluate(() => (window as any).Atrium.getErrorMessageModules())).toEqual(['demo']);
  });
});
