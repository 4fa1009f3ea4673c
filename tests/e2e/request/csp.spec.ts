// The request UI lives in the overlay's open shadow root and honours the CSP nonce.
import { expect, test } from '../support/fixtures';
import { installTools, type Tools } from './support';

declare const T: Tools;

async function maskPosition(page: import('@playwright/test').Page, nonce: string): Promise<string> {
  await page.goto('/demo/request/csp?nonce=n-123');
  await page.addScriptTag({ url: '/dist/atrium.umd.js' });
  await installTools(page);
  await page.evaluate(async (nonce) => {
    await T.init({ cspNonce: nonce });
    void T.settle({ url: '/api/demo/sensitive', method: 'POST', data: {} });
  }, nonce);
  // Without its styles the dialog sits in the zero-size overlay host, so only check it is there.
  await expect(page.getByTestId('atrium-sensitive-dialog')).toBeAttached();
  return page.evaluate(() => {
    const root = document.getElementById('atrium-overlay-root')?.shadowRoot;
    const mask = root?.querySelector('.atrium-mask');
    return mask ? getComputedStyle(mask).position : 'missing';
  });
}

test('under a style CSP the dialog is styled when cspNonce matches', async ({ page }) => {
  expect(await maskPosition(page, 'n-123')).toBe('fixed');
  await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
});

test('under a style CSP a wrong nonce leaves the overlay unstyled (the policy is really enforced)', async ({
  page,
}) => {
  expect(await maskPosition(page, 'wrong')).toBe('static');
});
