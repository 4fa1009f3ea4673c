// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Public setters for the expiry hook, the timeout dialog and the tenant-admin check
// (docs/spec-coverage.md L209, L320, L260), through the built script.
import { expect, openBlank, runInit, test } from '../embed/support';

test.describe('L209, L320, L260: public setters for the expiry hook, the timeout dialog and the tenant-admin check', () => {
  test('L209: setTokenExpireHook replaces the re-login dialog when it returns true, and its removal restores it', async ({
    page,
  }) => {
    await openBlank(page);
    // Installed before the first expiry: the fake clock restarts performance.now(), which bursts use.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
    const calls = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const seen: unknown[] = [];
      const off = A.setTokenExpireHook((info: unknown) => {
        seen.push(info);
        return true;
      });
      await A.request({ url: '/api/demo/session/status' }).catch(() => undefined);
      off();
      return seen;
    });
    expect(calls).toEqual([{ url: expect.stringContaining('/api/demo/session/status'), kind: 'status' }]);
    await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
    // Removed: the next burst of expiry (after the burst window) shows the dialog.
    await page.clock.fastForward(5_000);
    await page.evaluate(() =>
      (window as any).Atrium.request({ url: '/api/demo/session/actionMsg' }).catch(() => undefined),
    );
    await expect(page.getByTestId('atrium-relogin-dialog')).toBeVisible();
  });

  test('L320: the timeout dialog is on by default; setTimeoutDialog(false) before init() makes PC log out', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await page.evaluate(() => (window as any).Atrium.setTimeoutDialog(false));
    expect((await runInit(page, 'session')).ok).toBe(true);
    await page.evaluate(() => {
      void (window as any).Atrium.request({ url: '/api/demo/session/status' }).catch(() => undefined);
    });
    await page.waitForURL('**/papi/passport/logout');
    expect(await demo.log('/papi/passport/logout')).toHaveLength(1);
  });

  test('L320: setTimeoutDialog(true) shows the re-login dialog', async ({ page, demo }) => {
    await openBlank(page);
    await page.evaluate(async () => {
      const A = (window as any).Atrium;
      A.setTimeoutDialog(false);
      A.setTimeoutDialog(true);
      await A.request({ url: '/api/demo/session/status' }).catch(() => undefined);
    });
    await expect(page.getByTestId('atrium-relogin-dialog')).toBeVisible();
    expect(await demo.log('/papi/passport/logout')).toHaveLength(0);
  });

  test('L260: setTenantAdminHook runs on code 20220610 with the envelope', async ({ page }) => {
    await openBlank(page);
    const seen = await page.evaluate(async () => {
      const A = (window as any).Atrium;
      const calls: Array<{ code: unknown; url: string }> = [];
      const off = A.setTenantAdminHook((body: { code: unknown }, url: string) =>
        calls.push({ code: body.code, url }),
      );
      await A.request({ url: '/api/demo/tenant-admin' });
      off();
      await A.request({ url: '/api/demo/tenant-admin', params: { again: 1 } });
      return calls;
    });
    expect(seen).toEqual([{ code: 20220610, url: expect.stringContaining('/api/demo/tenant-admin') }]);
  });
});
