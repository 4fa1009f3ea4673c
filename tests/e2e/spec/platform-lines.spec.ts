// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Spec lines outside routing (docs/spec-coverage.md "Platform lines"), through the built script.
import { expect, openBlank, runInit, test } from '../embed/support';

const TEAM_WITHOUT_THEME = {
  status: true,
  msg: 'ok',
  data: { tenantKey: 'demo-tenant', currentUser: { id: 'u-1', employeeId: 'e-1' } },
};

const themeVars = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const s = document.documentElement.style;
    return [s.getPropertyValue('--atrium-primary'), s.getPropertyValue('--atrium-font-size')];
  });

test.describe('L143: the page context theme', () => {
  test('is the fallback when neither config.theme nor the team config has one', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({ path: '/api/baseserver/layout/baseTeams', body: TEAM_WITHOUT_THEME });
    await page.evaluate(() => {
      (window as any).TEAMS = { theme: { primaryColor: '#123456', fontSize: 'small' } };
    });
    const out = await runInit(page, 'session');
    expect(out.ok).toBe(true);
    expect(await themeVars(page)).toEqual(['#123456', '12px']);
  });

  test('loses to the team config', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() => {
      (window as any).TEAMS = { theme: { primaryColor: '#123456' } };
    });
    await runInit(page, 'session');
    expect((await themeVars(page))[0]).toBe('#1f7a5c');
  });
});

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

test.describe('L201: one sensitive-word prompt at a time, recorded in a session flag', () => {
  test('a second copy of the module (a reload within the tab) sees the open prompt and does not prompt again', async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => {
      (window as any).__first = (window as any).Atrium;
      (window as any).__firstOutcome = (window as any).Atrium.request({ url: '/api/demo/sensitive' }).then(
        () => 'resolved',
        (e: any) => e.kind,
      );
    });
    await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('atrium.sensitive.open'))).not.toBeNull();
    // The module again: a fresh copy of the script, with none of the first copy's memory.
    await page.evaluate(async () => {
      (window as any).Atrium = undefined;
      await new Promise((resolve, reject) => {
        const s = document.createElement('script');
        s.src = `/dist/atrium.umd.js?copy=2`;
        s.onload = resolve;
        s.onerror = reject;
        document.head.append(s);
      });
    });
    const second = await page.evaluate(() =>
      (window as any).Atrium.request({ url: '/api/demo/sensitive', params: { n: 2 } }).then(
        () => 'resolved',
        (e: any) => e.kind,
      ),
    );
    expect(second).toBe('sensitive');
    await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(1);
    await page.getByTestId('atrium-sensitive-cancel').click();
    expect(await page.evaluate(() => (window as any).__firstOutcome)).toBe('sensitive');
    expect(await page.evaluate(() => sessionStorage.getItem('atrium.sensitive.open'))).toBeNull();
  });

  test('a flag left by an earlier page of the tab (closed while prompting) does not block prompts', async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => sessionStorage.setItem('atrium.sensitive.open', '12345.5'));
    await page.reload();
    await page.evaluate(() => {
      void (window as any).Atrium.request({ url: '/api/demo/sensitive' }).catch(() => undefined);
    });
    await expect(page.getByTestId('atrium-sensitive-dialog')).toBeVisible();
  });
});

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
