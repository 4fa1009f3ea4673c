import { expect, test } from '../support/fixtures';

type Atrium = { init(config: object): Promise<void>; openLink(url: string): Promise<boolean> };

test('overseas tenants open .cn hosts as .cc', async ({ page, context, demo }) => {
  const served: string[] = [];
  await context.route(/\.example\.(cn|cc)\//, (route) => {
    served.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>overseas stub</title>' });
  });
  await page.goto('/pages/routing/links.html');
  await page.evaluate(
    (origin) =>
      (window as unknown as { Atrium: Atrium }).Atrium.init({
        apiDomain: origin,
        eteamsid: 'demo-session-0001',
        overseas: true,
        // Trust is decided on the URL that opens: the .cc host (docs/security.md, overseas).
        trustedDomains: ['weapp.example.cc'],
        monitor: false,
      }),
    demo.origin,
  );
  const popup = page.waitForEvent('popup');
  const opened = await page.evaluate(() =>
    (window as unknown as { Atrium: Atrium }).Atrium.openLink(
      'https://weapp.example.cn/sp/doc/docDetail/5?from=a.cn',
    ),
  );
  expect(opened).toBe(true);
  const win = await popup;
  await win.waitForLoadState();
  expect(win.url()).toBe('https://weapp.example.cc/sp/doc/docDetail/5?from=a.cn');
  expect(served).toEqual(['https://weapp.example.cc/sp/doc/docDetail/5?from=a.cn']);
});
