// The built UMD bundle in Chromium: detect()/device on the demo page, base64 and appInfo in a
// real browser.
import { expect, test } from '../support/fixtures';

type A = {
  detect: (
    ua: string,
    hints?: { maxTouchPoints?: number },
  ) => Record<string, unknown> & {
    os: { name: string };
    browser: { name: string; version: string };
    engine: { name: string };
  };
  device: Record<string, unknown>;
  encodeBase64: (s: string) => string;
  decodeBase64: (s: string) => string;
  appInfo: (name: string) => { name: string; libraryName: string; publicUrl: string };
  parseQuery: (s: string) => Record<string, unknown>;
  stringifyQuery: (o: object) => string;
};
declare const Atrium: A;

test('the demo page shows detect() for this Chromium: chrome / blink / pc, and Atrium.device agrees', async ({
  page,
}) => {
  await page.goto('/pages/env/detect.html');
  await expect(page).toHaveTitle(/Environment: detect\(\) for this browser/);
  const ua = await page.evaluate(() => navigator.userAgent);
  const major = /(?:HeadlessChrome|Chrome)\/(\d+)/.exec(ua)?.[1];
  await expect(page.getByTestId('detect-browser')).toContainText('chrome');
  await expect(page.getByTestId('detect-engine')).toContainText('blink');
  await expect(page.getByTestId('detect-type')).toHaveText('pc');
  await expect(page.getByTestId('detect-container')).toHaveText('null');
  await expect(page.getByTestId('device-match')).toHaveText('yes');
  const result = await page.evaluate(() => {
    const d = Atrium.detect(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints });
    return { d, device: JSON.parse(JSON.stringify(Atrium.device)) };
  });
  expect(result.d.browser.name).toBe('chrome');
  expect(result.d.browser.version.split('.')[0]).toBe(major);
  expect(result.d.engine.name).toBe('blink');
  expect(result.d.os.name).toBe('linux');
  expect(result.d).toMatchObject({ type: 'pc', isPC: true, isMobile: false, container: null });
  expect(result.device).toEqual(result.d);
});

test('Atrium.device follows an emulated iPad (Mac user agent with 5 touch points)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  });
  // An iPad reports 5 touch points; emulate that before the bundle reads navigator.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 });
  });
  const page = await context.newPage();
  await page.goto('/pages/env/detect.html');
  const info = await page.evaluate(() => ({
    touch: navigator.maxTouchPoints,
    os: (Atrium.device.os as { name: string }).name,
    type: Atrium.device.type,
  }));
  expect(info.touch).toBeGreaterThan(1);
  expect(info).toMatchObject({ os: 'ios', type: 'tablet' });
  await context.close();
});

test('encodeBase64/decodeBase64 in the browser handle emoji and CJK and agree with btoa on bytes', async ({
  page,
}) => {
  await page.goto('/pages/env/detect.html');
  await expect(page.getByTestId('b64-out')).toHaveText('aMOpbGxvIHfDtnJsZCDwn5GLIOS4reaWhw==');
  await expect(page.getByTestId('b64-dec-out')).toHaveText('héllo 👋');
  const out = await page.evaluate(() => {
    const texts = ['👋🏽 🧑‍💻', '中文测试', 'plain ascii', '', 'ß\u0000\uffff'];
    return texts.map((t) => {
      const bytes = new TextEncoder().encode(t);
      const viaBtoa = btoa(String.fromCharCode(...bytes));
      const ours = Atrium.encodeBase64(t);
      return { t, same: ours === viaBtoa, back: Atrium.decodeBase64(ours) };
    });
  });
  for (const o of out) expect(o).toEqual({ t: o.t, same: true, back: o.t });
  const errors = await page.evaluate(() =>
    ['Zm9v!', '=Zg', '/w'].map((s) => {
      try {
        Atrium.decodeBase64(s);
        return 'no error';
      } catch (e) {
        return `${(e as Error).name}: ${(e as Error).message}`;
      }
    }),
  );
  expect(errors[0]).toMatch(/^TypeError: invalid base64: /);
  expect(errors[1]).toMatch(/^TypeError: invalid base64: /);
  expect(errors[2]).toMatch(/^TypeError: invalid base64: .*UTF-8/);
});

test('Atrium.appInfo gives the library name, and throws "App does not exist" for bad names', async ({
  page,
}) => {
  await page.goto('/pages/blank.html');
  const out = await page.evaluate(() => {
    const attempt = (n: unknown) => {
      try {
        return Atrium.appInfo(n as string);
      } catch (e) {
        return { error: `${(e as Error).constructor.name}: ${(e as Error).message}` };
      }
    };
    return [attempt('@weapp/hr-manage'), attempt('hr-manage'), attempt('@weapp/'), attempt(undefined)];
  });
  expect(out[0]).toMatchObject({ name: '@weapp/hr-manage', libraryName: 'weappHrManage' });
  expect((out[0] as { publicUrl: string }).publicUrl).toMatch(/\/build\/hr-manage\/$/);
  expect(out.slice(1)).toEqual([
    { error: 'Error: App does not exist' },
    { error: 'Error: App does not exist' },
    { error: 'Error: App does not exist' },
  ]);
});

test('parseQuery in the page ignores prototype keys and round-trips with stringifyQuery', async ({
  page,
}) => {
  await page.goto('/pages/env/detect.html');
  const out = await page.evaluate(() => {
    const parsed = Atrium.parseQuery(
      '?a[b][0]=1&a[b][1]=2&__proto__[polluted]=1&constructor[prototype][p]=1',
    );
    return {
      parsed,
      polluted: ({} as Record<string, unknown>).polluted ?? null,
      back: Atrium.stringifyQuery(parsed),
    };
  });
  expect(out).toEqual({
    parsed: { a: { b: ['1', '2'] } },
    polluted: null,
    back: 'a%5Bb%5D%5B0%5D=1&a%5Bb%5D%5B1%5D=2',
  });
  await expect(page.getByTestId('q-out')).toContainText('"tags"');
  await expect(page.getByTestId('q-out')).not.toContainText('__proto__');
});
