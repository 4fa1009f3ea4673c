// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// Issue 20 items 5, 6 and 7 against the built script: theme values are parsed as colours (a CSS
// url() never reaches the page), property paths parse in linear time, and lookups in server maps
// read own properties only (docs/security.md "Theme values", "Path parsing", "Server maps").
import { openBlank, runInit } from '../embed/support';
import { expect, test } from '../support/fixtures';

const FIELDS = ['primaryColor', 'primaryHoverColor', 'primaryFocusColor', 'bubbleColor', 'fontColor'];

test.describe('theme values are colours', () => {
  test('url(), image-set(), escapes, var() and other non-colours are refused; nothing is fetched', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const sink = `${demo.secondOrigin}/theme-sink`;
    const hostile = [
      `url(${sink}/a.png)`,
      `URL( "${sink}/b.png" )`,
      `image-set("${sink}/c.png" 1x)`,
      `-webkit-image-set(url(${sink}/d.png) 1x)`,
      `\\75 rl(${sink}/e.png)`,
      `\\000075rl(${sink}/f.png)`,
      `u\\rl(${sink}/g.png)`,
      `red url(${sink}/h.png)`,
      `linear-gradient(red, blue), url(${sink}/i.png)`,
      `var(--x, url(${sink}/j.png))`,
      `cross-fade(url(${sink}/k.png), red)`,
      `element(#x)`,
      `red; background: url(${sink}/l.png)`,
      `#fff/**/url(${sink}/m.png)`,
      `rgb(1 2 3) url(${sink}/n.png)`,
      `rgb(1,2,3)) url(${sink}/o.png`,
      `"red"`,
      'expression(alert(1))',
    ];
    const vars = await page.evaluate(
      ({ hostile, fields }) => {
        const A = (window as any).Atrium;
        const probe = document.createElement('div');
        probe.style.cssText =
          'width:10px;height:10px;background:var(--atrium-primary);border:1px solid var(--atrium-bubble);' +
          'list-style-image:var(--atrium-font-color);background-image:var(--atrium-primary-hover)';
        document.body.append(probe);
        const seen: string[] = [];
        for (const value of hostile) {
          A.applyTheme(Object.fromEntries(fields.map((f) => [f, value])));
          const s = document.documentElement.style;
          seen.push(
            ['--atrium-primary', '--atrium-bubble', '--atrium-font-color']
              .map((v) => s.getPropertyValue(v))
              .join('|'),
          );
          getComputedStyle(probe).backgroundImage;
        }
        return seen;
      },
      { hostile, fields: FIELDS },
    );
    expect(vars).toEqual(hostile.map(() => '||'));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect((await demo.log('/theme-sink*')).map((e) => e.path)).toEqual([]);
  });

  test('hex, rgb[a](), hsl[a]() and colour keywords are applied as written', async ({ page }) => {
    await openBlank(page);
    const good = [
      '#1f7a5c',
      '#abc',
      '#abcd',
      '#11223344',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,.5)',
      'rgb(1 2 3 / 50%)',
      'hsl(120deg 50% 40%)',
      'hsla(120, 50%, 40%, 0.3)',
      'red',
      'transparent',
      'currentColor',
    ];
    const seen = await page.evaluate((good) => {
      const A = (window as any).Atrium;
      return good.map((value) => {
        A.applyTheme({ primaryColor: ` ${value} `, fontSize: '15' });
        const s = document.documentElement.style;
        return [s.getPropertyValue('--atrium-primary'), s.getPropertyValue('--atrium-font-size')];
      });
    }, good);
    expect(seen).toEqual(good.map((g) => [g, '15px']));
  });

  test("the team config's theme from the server goes through the same grammar", async ({ page, demo }) => {
    await demo.fault({
      path: '/api/baseserver/layout/baseTeams',
      body: {
        status: true,
        data: {
          tenantKey: 'demo-tenant',
          theme: {
            primaryColor: `url(${demo.secondOrigin}/theme-sink/team.png)`,
            bubbleColor: '#123456',
            fontSize: 'url(x)',
          },
          currentUser: { id: 'u-1001', employeeId: 'e-1001' },
        },
      },
    });
    await openBlank(page);
    expect((await runInit(page, 'session')).ok).toBe(true);
    const vars = await page.evaluate(() => {
      const s = document.documentElement.style;
      return ['--atrium-primary', '--atrium-bubble', '--atrium-font-size'].map((v) => s.getPropertyValue(v));
    });
    expect(vars).toEqual(['', '#123456', '']);
  });
});

test.describe('property paths', () => {
  test('getByPath parses 100,000-character hostile paths at once', async ({ page }) => {
    await openBlank(page);
    const keys = await page.evaluate(() => {
      const A = (window as any).Atrium;
      const n = 100_000;
      const data = { a: { 'x.y': [7] } };
      return [
        A.getByPath(data, `[${' '.repeat(n)}`, 'fallback'),
        A.getByPath(data, '['.repeat(n), 'fallback'),
        A.getByPath(data, `["a"${' '.repeat(n)}x`, 'fallback'),
        A.getByPath(data, `${'[ '.repeat(n / 2)}]`, 'fallback'),
        A.getByPath(data, 'a["x.y"][0]'),
      ];
    });
    expect(keys).toEqual(['fallback', data(), 'fallback', 'fallback', 7]);
    function data() {
      return { a: { 'x.y': [7] } };
    }
  });
});

test.describe('server maps are read by own keys', () => {
  for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
    test(`/_alink_/employee/${id} shows no card (the answer's map has no such own key)`, async ({
      page,
      demo,
    }) => {
      await demo.fault({
        path: '/papi/version/upgrade/trans/getMulNewTableIds',
        body: { code: 200, msg: 'ok', data: { '1001': '88001' } },
      });
      await page.goto('/pages/routing/links.html');
      const response = page.waitForResponse((r) => r.url().includes('/getMulNewTableIds'));
      const result = await page.evaluate(
        (id) => (window as any).Atrium.openLink(`/_alink_/employee/${id}`),
        id,
      );
      expect(result).toBe(true);
      await response;
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await expect(page.getByTestId('atrium-employee-card')).toHaveCount(0);
      // The control: an id the map has shows its card.
      await page.evaluate(() => (window as any).Atrium.openLink('/_alink_/employee/1001'));
      await expect(page.getByTestId('atrium-employee-card')).toContainText('88001');
    });
  }

  test('getLabel does not answer inherited members', async ({ page }) => {
    await openBlank(page);
    const out = await page.evaluate(() => {
      const A = (window as any).Atrium;
      return [A.getLabel('constructor', 'fb'), A.getLabel('toString'), A.getLabel('__proto__', 'p')];
    });
    expect(out).toEqual(['fb', 'toString', 'p']);
  });
});
