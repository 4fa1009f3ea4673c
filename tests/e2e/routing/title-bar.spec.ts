import { expect, test } from '../support/fixtures';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type AtriumWindow = { Atrium: { setTitle(title: string): void } };
const setTitle = (title: string) => (window as unknown as AtriumWindow).Atrium.setTitle(title);

test.describe('on a mobile user agent', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('setTitle shows a 47 px title bar while a title exists and removes it when empty', async ({
    page,
  }) => {
    await page.goto('/pages/routing/links.html');
    const bar = page.getByTestId('atrium-title-bar');
    await expect(bar).toHaveCount(0);
    await page.evaluate(setTitle, 'Task details');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Task details');
    expect(await page.title()).toBe('Task details');
    const box = await bar.boundingBox();
    expect(box?.height).toBe(47);
    expect(box?.y).toBe(0);
    expect(await page.evaluate(() => document.body.style.paddingTop)).toBe('47px');

    await page.evaluate(setTitle, 'Another title');
    await expect(bar).toHaveCount(1);
    await expect(bar).toContainText('Another title');

    await page.evaluate(setTitle, '');
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.paddingTop)).toBe('');
  });

  test('the wea_link_keep_hide_h5_title flag hides the bar but the title still changes', async ({ page }) => {
    await page.goto('/pages/routing/links.html?wea_link_keep_hide_h5_title=1');
    await page.evaluate(setTitle, 'Hidden bar');
    expect(await page.title()).toBe('Hidden bar');
    await expect(page.getByTestId('atrium-title-bar')).toHaveCount(0);
  });

  test('the back button goes back in history', async ({ page }) => {
    await page.goto('/pages/blank.html');
    await page.goto('/pages/routing/links.html');
    await page.evaluate(setTitle, 'With back');
    await page.getByTestId('atrium-title-bar-back').click();
    await expect(page).toHaveURL(/blank\.html$/);
  });

  test('the host container title API is called when its JS-SDK is present', async ({ page }) => {
    await page.goto('/pages/routing/links.html');
    const calls = await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { dd: unknown }).dd = {
        biz: { navigation: { setTitle: (o: { title: string }) => seen.push(`dd:${o.title}`) } },
      };
      (window as unknown as { tt: unknown }).tt = {
        setNavigationBarTitle: () => {
          throw new Error('container failure must not escape');
        },
      };
      (window as unknown as AtriumWindow).Atrium.setTitle('Bridged');
      return seen;
    });
    expect(calls).toEqual(['dd:Bridged']);
    expect(await page.title()).toBe('Bridged');
  });
});

test('on desktop setTitle changes only the document title', async ({ page }) => {
  await page.goto('/pages/routing/links.html');
  await page.evaluate(setTitle, 'Desktop title');
  expect(await page.title()).toBe('Desktop title');
  await expect(page.getByTestId('atrium-title-bar')).toHaveCount(0);
});

test.describe('with the tenant H5 title setting', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true });

  test('styleSetting colours the bar, showBackButton:false drops the back button', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { TEAMS: unknown }).TEAMS = {
        globalConfig: {
          h5TitleSetting: {
            showH5Title: true,
            showBackButton: false,
            styleSetting: { background: 'rgb(10, 20, 30)', color: 'rgb(250, 250, 250)' },
          },
        },
      };
    });
    await page.goto('/pages/routing/links.html');
    await page.evaluate(setTitle, 'Styled');
    const bar = page.getByTestId('atrium-title-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('background-color', 'rgb(10, 20, 30)');
    await expect(bar).toHaveCSS('color', 'rgb(250, 250, 250)');
    await expect(page.getByTestId('atrium-title-bar-back')).toHaveCount(0);
  });

  test('showH5Title:false keeps the bar away', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { TEAMS: unknown }).TEAMS = {
        globalConfig: { h5TitleSetting: { showH5Title: false } },
      };
    });
    await page.goto('/pages/routing/links.html');
    await page.evaluate(setTitle, 'No bar');
    expect(await page.title()).toBe('No bar');
    await expect(page.getByTestId('atrium-title-bar')).toHaveCount(0);
  });
});

test.describe('inside WeCom', () => {
  test.use({
    userAgent: `${IPHONE} wxwork/4.1.22 MicroMessenger/7.0.1`,
    viewport: { width: 390, height: 844 },
  });

  test('the container draws its own bar unless the white list names it', async ({ page }) => {
    await page.goto('/pages/routing/links.html');
    await page.evaluate(setTitle, 'In WeCom');
    await expect(page.getByTestId('atrium-title-bar')).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as { TEAMS: unknown }).TEAMS = {
        globalConfig: { h5TitleSetting: { thirdPartyAppSetting: 'whiteList', whiteLists: ['wxwork'] } },
      };
    });
    await page.evaluate(setTitle, 'In WeCom, whitelisted');
    await expect(page.getByTestId('atrium-title-bar')).toContainText('In WeCom, whitelisted');
  });
});
