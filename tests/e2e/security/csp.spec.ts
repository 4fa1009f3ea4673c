// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// A host page under a strict, nonce-only CSP (no 'unsafe-inline', no 'self' for scripts or styles):
// init() with an app library, render(), and the SDK's dialogs must work with `cspNonce` alone,
// and the browser must report no `securitypolicyviolation`. (tests/e2e/request/csp.spec.ts
// covers the request dialogs under a style-only policy.)
import { expect, test } from '../embed/support';

const NONCE = 'sec-n0nce-42';
const POLICY = [
  "default-src 'self'",
  `script-src 'nonce-${NONCE}'`,
  `style-src 'nonce-${NONCE}'`,
  "connect-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>strict CSP host</title>
<script nonce="${NONCE}">
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')));
</script>
<script nonce="${NONCE}" src="/dist/atrium.umd.js"></script>
</head><body><div id="app"></div></body></html>`;

test('strict nonce-only CSP: init with an app library, render, dialogs — no violation', async ({
  page,
  demo,
}) => {
  // The host page is the integrator's, not ours: serve it with its policy header.
  await page.route('**/security/strict-csp.html', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': POLICY },
      body: PAGE,
    }),
  );
  await page.goto(`${demo.origin}/security/strict-csp.html`);
  const outcome = await page.evaluate(async (nonce) => {
    const A = (window as any).Atrium;
    try {
      await A.init({
        apiDomain: location.origin,
        staticDomain: location.origin,
        eteamsid: 'demo-session-0001',
        apps: ['@weapp/demo-lib'],
        monitor: false,
        cspNonce: nonce,
      });
      await A.render('#app', 'demoLib.Hello', { name: 'CSP' });
      return 'ok';
    } catch (e: any) {
      return `${e.code ?? e.name}: ${e.message}`;
    }
  }, NONCE);
  expect(outcome).toBe('ok');
  await expect(page.locator('#app [data-testid=demo-hello]')).toHaveText('Hello, CSP');
  // lib.css arrived with the nonce: the theme colour applies.
  await expect(page.locator('#app .demo-hello')).toHaveCSS('color', 'rgb(31, 122, 92)');
  await page.evaluate(() => (window as any).Atrium.showUpgradeDialog(new Error('boom')));
  const dialog = page.getByTestId('atrium-upgrade-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('atrium-upgrade-dialog-close').click();
  await page.evaluate(() =>
    (window as any).Atrium.showBatchTaskResult({ taskId: 't1', failCount: 0, content: 'done' }),
  );
  await expect(page.getByTestId('atrium-batch-banner')).toBeVisible();
  expect(await page.evaluate(() => (window as any).__csp)).toEqual([]);
});
