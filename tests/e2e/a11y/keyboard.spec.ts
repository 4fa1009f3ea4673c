// Every SDK dialog by keyboard alone (docs/host-ui.md#accessibility), on a host page whose Save
// button has focus when the dialog opens: focus moves in, Enter never reaches the host's button,
// Tab and Shift+Tab stay inside, Escape closes with Cancel's outcome, focus goes back to Save,
// the page behind is inert and does not scroll while the dialog is open — and destroy() undoes
// it all.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { focused, IPHONE, openGallery, reset, show } from './support';

/** Each modal of the gallery: its test id and whether Enter right after it opens is safe (Cancel/Close). */
const MODALS: Array<[state: string, testid: string]> = [
  ['sensitive', 'atrium-sensitive-dialog'],
  ['relogin', 'atrium-relogin-dialog'],
  ['link', 'atrium-link-confirm'],
  ['upgrade', 'atrium-upgrade-dialog'],
  ['upgrade-error', 'atrium-upgrade-dialog'],
];

const hostClicks = (page: Page) => page.evaluate(() => document.getElementById('log')?.textContent ?? '');
const pageHeld = (page: Page) =>
  page.evaluate(() => ({
    inert: document.querySelector('header')?.inert ?? null,
    overflow: document.documentElement.style.overflow,
  }));

/** Focuses the host's Save button and opens `state` from there, as a request it sent would. */
async function openFromSave(page: Page, state: string): Promise<void> {
  await page.focus('#save');
  await show(page, state);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every modal: focus in, Enter stays in the dialog, Tab and Shift+Tab trapped, Escape = Cancel, focus back, page inert and still', async ({
    page,
  }) => {
    await openGallery(page, 'en_US', 'default');
    await page.evaluate(() => document.documentElement.style.setProperty('overflow', 'auto'));
    for (const [state, testid] of MODALS) {
      // Enter right after the prompt opens answers the prompt (its first control: Cancel/Close),
      // never clicks the host's Save again.
      await openFromSave(page, state);
      expect(await focused(page), state).toEqual({ sdk: testid, host: '' });
      expect(await pageHeld(page), state).toEqual({ inert: true, overflow: 'hidden' });
      await page.keyboard.press('Enter');
      await expect(page.getByTestId(testid), state).toHaveCount(0);
      expect(await focused(page), state).toEqual({ sdk: '', host: 'save' });
      expect(await pageHeld(page), state).toEqual({ inert: false, overflow: 'auto' });

      await reset(page); // a session expires once per init
      await openFromSave(page, state);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect((await focused(page)).sdk, `${state} Tab ${i}`).toBe(testid);
      }
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Shift+Tab');
        expect((await focused(page)).sdk, `${state} Shift+Tab ${i}`).toBe(testid);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(testid), state).toHaveCount(0);
      expect(await focused(page), state).toEqual({ sdk: '', host: 'save' });
      expect(await pageHeld(page), state).toEqual({ inert: false, overflow: 'auto' });
    }
    expect(await hostClicks(page)).toBe('');
  });

  test("Escape has Cancel's outcome: the link stays closed, the sensitive request is not resent", async ({
    page,
    demo,
  }) => {
    await openGallery(page, 'zh_CN', 'default');
    const answer = page.evaluate(() =>
      (window as unknown as { Atrium: { openLink(u: string): Promise<boolean> } }).Atrium.openLink(
        'https://elsewhere.example.org/x',
      ),
    );
    await expect(page.getByTestId('atrium-link-confirm')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await answer).toBe(false);
    await show(page, 'sensitive');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(0);
    expect((await demo.log('/api/demo/sensitive')).map((e) => e.query.sensitiveWordconfirm)).toEqual([
      undefined,
    ]);
  });

  test('the employee card: focus moves in, Escape closes it and focus goes back; the page stays usable', async ({
    page,
  }) => {
    await openGallery(page, 'zh_CN', 'default');
    await openFromSave(page, 'employee-card');
    const card = page.getByTestId('atrium-employee-card');
    expect(await focused(page)).toEqual({ sdk: 'atrium-employee-card', host: '' });
    await expect(card.getByRole('button', { name: '关闭' })).toBeVisible();
    expect(await pageHeld(page)).toEqual({ inert: false, overflow: '' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focused(page)).sdk).toBe('atrium-employee-card');
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    expect(await focused(page)).toEqual({ sdk: '', host: 'save' });
  });

  test('destroy() with a dialog open gives the page back: not inert, scrolling, focus on Save', async ({
    page,
  }) => {
    await openGallery(page, 'en_US', 'default');
    await openFromSave(page, 'relogin');
    await show(page, 'upgrade'); // a second modal over the first
    expect(await pageHeld(page)).toEqual({ inert: true, overflow: 'hidden' });
    await reset(page);
    expect(await pageHeld(page)).toEqual({ inert: false, overflow: '' });
    await expect(page.getByTestId('atrium-relogin-dialog')).toHaveCount(0);
  });

  test('names and roles: titled, described, localised; details disclose; "Copied" is said; messages say their type', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openGallery(page, 'zh_CN', 'default');
    await show(page, 'upgrade-error');
    const dialog = page.getByRole('alertdialog', { name: '系统升级' });
    await expect(dialog).toHaveAccessibleDescription(/系统已升级，出现以下错误/);
    const details = dialog.getByRole('button', { name: '查看详情' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await details.click();
    await expect(dialog.getByRole('button', { name: '收起详情' })).toHaveAttribute('aria-expanded', 'true');
    await dialog.getByRole('button', { name: '复制' }).click();
    await expect(dialog.getByRole('status')).toHaveText('已复制');
    await reset(page);
    for (const [state, name] of [
      ['relogin', '登录超时'],
      ['link', '打开外部链接'],
      ['sensitive', '页面内容包含以下敏感词'],
    ]) {
      await show(page, state as string);
      await expect(page.getByRole('alertdialog', { name })).toBeVisible();
      await reset(page);
    }
    await show(page, 'message-error');
    const alert = page.locator('#atrium-overlay-root').getByRole('alert');
    await expect(alert).toHaveText(/^错误: Export failed/);
    await expect(page.getByTestId('atrium-message').getByRole('button', { name: '关闭' })).toBeVisible();
    await reset(page);
    await show(page, 'message-warning');
    await expect(page.locator('#atrium-overlay-root').getByRole('status')).toHaveText(/^警告: /);
    await expect(page.locator('#atrium-overlay-root').getByRole('alert')).toHaveText('');
  });

  test('Arabic without Arabic labels: the English dialogs are lang=en, left to right', async ({ page }) => {
    await openGallery(page, 'ar', 'default');
    await show(page, 'link');
    expect(
      await page.evaluate(() => {
        const host = document.getElementById('atrium-overlay-root');
        return [host?.lang, host?.dir, document.documentElement.dir];
      }),
    ).toEqual(['en', 'ltr', 'rtl']);
  });

  test('Arabic with its labels loaded: the dialogs are lang=ar, right to left and mirrored; the URL stays left to right; the keyboard works the same', async ({
    page,
  }) => {
    await openGallery(page, 'ar', 'default', true);
    await page.focus('#save');
    await show(page, 'link');
    const dialog = page.getByTestId('atrium-link-confirm');
    await expect(dialog).toHaveAccessibleName('فتح رابط خارجي');
    const layout = await page.evaluate(() => {
      const host = document.getElementById('atrium-overlay-root');
      const root = host?.shadowRoot;
      const box = (id: string) =>
        root?.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().x ?? -1;
      const url = root?.querySelector('.atrium-link-url');
      const dialogEl = root?.querySelector('[data-testid="atrium-link-confirm"]');
      return {
        lang: host?.lang,
        dir: host?.dir,
        direction: dialogEl ? getComputedStyle(dialogEl).direction : '',
        urlDirection: url ? getComputedStyle(url).direction : '',
        // Cancel comes first in the DOM: right to left, it sits to the right of Open.
        mirrored: box('atrium-link-cancel') > box('atrium-link-open'),
      };
    });
    expect(layout).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl', urlDirection: 'ltr', mirrored: true });
    expect((await focused(page)).sdk).toBe('atrium-link-confirm');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await focused(page)).host).toBe('save');
    // The message types are said in Arabic too.
    await show(page, 'message-error');
    await expect(page.locator('#atrium-overlay-root').getByRole('alert')).toHaveText(/^خطأ: /);
  });

  test('a message sits centred at its own width, words unbroken, held open while hovered', async ({
    page,
  }) => {
    await page.clock.install();
    await openGallery(page, 'en_US', 'default');
    await show(page, 'message-error');
    const message = page.getByTestId('atrium-message');
    const box = await message.boundingBox();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 640)).toBeLessThan(2);
    await message.hover();
    await page.clock.runFor(60_000);
    await expect(message).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(8_100);
    await expect(message).toHaveCount(0);
  });
});

test.describe('desktop, held and fallbacks', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a message is held open while focus is on it, and closes once focus leaves', async ({ page }) => {
    await page.clock.install();
    await openGallery(page, 'en_US', 'default');
    await show(page, 'message-error');
    const message = page.getByTestId('atrium-message');
    await message.getByRole('button', { name: 'Close' }).focus();
    await page.clock.runFor(60_000);
    await expect(message).toBeVisible();
    await page.focus('#save');
    await page.clock.runFor(8_100);
    await expect(message).toHaveCount(0);
  });

  test('where the browser has no inert (Safari 14, Firefox 78): the page behind is aria-hidden while a modal is open, and given back', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (HTMLElement.prototype as { inert?: boolean }).inert;
    });
    await openGallery(page, 'en_US', 'default');
    await page.evaluate(() => document.querySelector('table')?.setAttribute('aria-hidden', 'true'));
    const hidden = () =>
      page.evaluate(() =>
        ['header', 'table'].map((tag) => {
          const el = document.querySelector(tag);
          return [tag, el?.getAttribute('aria-hidden') ?? null, el?.hasAttribute('inert') ?? null];
        }),
      );
    await openFromSave(page, 'link');
    expect(await hidden()).toEqual([
      ['header', 'true', false],
      ['table', 'true', false],
    ]);
    expect((await focused(page)).sdk).toBe('atrium-link-confirm');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('atrium-link-confirm')).toHaveCount(0);
    // What the page had hidden itself stays hidden; the rest is given back.
    expect(await hidden()).toEqual([
      ['header', null, false],
      ['table', 'true', false],
    ]);
    expect((await focused(page)).host).toBe('save');
  });
});

test.describe('mobile', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sensitive rules page takes focus, Escape goes back; the message uses the width of the phone', async ({
    page,
  }) => {
    await openGallery(page, 'en_US', 'default');
    await openFromSave(page, 'sensitive');
    expect(await focused(page)).toEqual({ sdk: 'atrium-sensitive-page', host: '' });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('atrium-sensitive-page')).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/ui/gallery.html');
    await show(page, 'message-error');
    const box = await page.getByTestId('atrium-message').boundingBox();
    expect(box?.width).toBeGreaterThan(340);
    expect(box?.x).toBeGreaterThanOrEqual(15);
  });

  test('the title bar: a heading, "Back" localised, back at the start side in Arabic; the host header opts in below it', async ({
    page,
  }) => {
    await openGallery(page, 'ar', 'default');
    await show(page, 'title-bar');
    const bar = page.getByTestId('atrium-title-bar');
    await expect(bar.getByRole('heading', { level: 1 })).toHaveText(/Quarterly report/);
    const back = page.getByTestId('atrium-title-bar-back');
    await expect(back).toHaveAttribute('aria-label', 'Back');
    const b = await back.boundingBox();
    expect((b?.x ?? 0) + (b?.width ?? 0)).toBeGreaterThan(380);
    const header = await page.locator('.host-header').boundingBox();
    expect(header?.y).toBe(47);
  });
});
