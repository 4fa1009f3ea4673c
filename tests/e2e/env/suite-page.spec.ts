// The suite-page names on the built script (window.Atrium): startSuitePage() and what destroy()
// undoes, and each behaviour made public from a module nothing reached before.
import type { Page } from '@playwright/test';
import type * as Api from '../../../src/index';
import { expect, test } from '../support/fixtures';

declare const Atrium: typeof Api;

const WECOM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1';

/** Console messages of `type` the page printed, in order. */
function consoleOf(page: Page, type: string): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === type) seen.push(m.text());
  });
  return seen;
}

const viewport = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? null);

test('startSuitePage in WeCom on a phone: console quiet, viewport fixed, chat keys in the URL; destroy() undoes all three', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, userAgent: WECOM_IPHONE });
  await context.addInitScript(() => {
    (window as unknown as { TEAMS: object }).TEAMS = { tenantKey: 'tk1', runMode: 'dev' };
  });
  const page = await context.newPage();
  const logs = consoleOf(page, 'log');
  const warnings = consoleOf(page, 'warning');
  await page.goto('/pages/blank.html?x=1#/home');
  expect(await viewport(page)).toBeNull();

  await page.evaluate(() => Atrium.startSuitePage({ chatKeys: { corpId: 'ww7', agentId: '1000002' } }));
  const url = new URL(page.url());
  expect(url.searchParams.get('x')).toBe('1');
  expect(url.searchParams.get('tenantKey')).toBe('tk1');
  expect(url.searchParams.get('corpId')).toBe('ww7');
  expect(url.searchParams.get('agentId')).toBe('1000002');
  expect(url.hash).toBe('#/home');
  expect(await viewport(page)).toBe(
    'width=device-width, initial-scale=1, maximum-scale=1, minimum-scale=1, user-scalable=no',
  );
  await page.evaluate(() => {
    console.log('quiet log');
    console.info('quiet info');
    console.warn('loud warn');
  });
  await expect.poll(() => warnings).toContain('loud warn');
  expect(logs).not.toContain('quiet log');

  await page.evaluate(() => Atrium.destroy());
  expect(page.url()).toMatch(/\/pages\/blank\.html\?x=1#\/home$/);
  expect(await viewport(page)).toBeNull();
  await page.evaluate(() => console.log('back again'));
  await expect.poll(() => logs).toContain('back again');
  await context.close();
});

test('startSuitePage on a desktop in test run mode: nothing to install, and its uninstall is harmless', async ({
  page,
}) => {
  const logs = consoleOf(page, 'log');
  await page.addInitScript(() => {
    (window as unknown as { TEAMS: object }).TEAMS = { tenantKey: 'tk1', runMode: 'test' };
  });
  await page.goto('/pages/blank.html');
  const before = page.url();
  await page.evaluate(() => {
    const stop = Atrium.startSuitePage({ chatKeys: { corpId: 'ww7' } });
    console.log('still logging');
    stop();
  });
  await expect.poll(() => logs).toContain('still logging');
  expect(page.url()).toBe(before);
  expect(await viewport(page)).toBeNull();
});

test('the show_console URL flag keeps console.log on a phone outside test/release', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, userAgent: WECOM_IPHONE });
  const page = await context.newPage();
  const logs = consoleOf(page, 'log');
  await page.goto('/pages/blank.html?show_console=1');
  await page.evaluate(() => {
    Atrium.startSuitePage();
    console.log('shown');
  });
  await expect.poll(() => logs).toContain('shown');
  await context.close();
});

test('dates, calendar helpers and relative time on the built script', async ({ page }) => {
  await page.goto('/pages/blank.html');
  const r = await page.evaluate(() => {
    const A = Atrium;
    const q = A.quarterRange(2024, 2);
    const h = A.halfYearRange(2024, 2);
    return {
      date: A.formatDate('2024-03-05T10:20:30'),
      dateTime: A.formatDateTime('2024-03-05T10:20:30'),
      custom: A.formatDate(A.parseDate('09/02/2024', 'DD/MM/YYYY'), 'YYYY-MM-DD'),
      invalid: A.formatDate('not a date'),
      quarter: A.quarterOf('2024-08-15'),
      quarterRange: [A.formatDate(q.start), A.formatDate(q.end)],
      half: A.halfYearOf('2024-08-15'),
      halfRange: [A.formatDate(h.start), A.formatDate(h.end)],
      decade: A.decadeOf('2024-08-15'),
      weekMonday: A.weekNumber('2024-01-07', 1),
      weekSunday: A.weekNumber('2024-01-07', 0),
      startOfWeek: A.formatDateTime(A.startOfWeek('2024-01-10', 0)),
      parsedIsDate: A.parseDate('09/02/2024', 'DD/MM/YYYY') instanceof Date,
      impossible: A.formatDate(A.parseDate('2024-02-30', 'YYYY-MM-DD')),
      ago: A.relativeTime(Date.UTC(2024, 0, 1, 0, 0, 0), Date.UTC(2024, 0, 1, 0, 3, 0)),
      ahead: A.relativeTime(Date.UTC(2024, 0, 3), Date.UTC(2024, 0, 1)),
    };
  });
  expect(r).toEqual({
    date: '2024-03-05',
    dateTime: '2024-03-05 10:20:30',
    custom: '2024-02-09',
    invalid: '',
    quarter: 3,
    quarterRange: ['2024-04-01', '2024-06-30'],
    half: 2,
    halfRange: ['2024-07-01', '2024-12-31'],
    decade: { start: 2020, end: 2029 },
    weekMonday: 1,
    weekSunday: 2,
    startOfWeek: '2024-01-07 00:00:00',
    parsedIsDate: true,
    impossible: '',
    ago: '3 分钟前',
    ahead: '2 天内',
  });
});

test('getByPath, findOpenerHook, isKeyboardOpen and onScroll on the built script', async ({ page }) => {
  await page.goto('/pages/blank.html');
  await page.evaluate(() => {
    document.body.style.height = '5000px';
  });
  const r = await page.evaluate(() => {
    const A = Atrium;
    (window as unknown as { refreshList: () => string }).refreshList = function (this: Window) {
      return this === window ? 'bound to window' : 'unbound';
    };
    const hook = A.findOpenerHook('refreshList');
    return {
      path: A.getByPath({ rows: [{ owner: { 'full.name': 'Ann' } }] }, 'rows[0].owner["full.name"]'),
      missing: A.getByPath({ a: null }, 'a.b.c', 'fallback'),
      hook: typeof hook === 'function' ? hook() : null,
      noHook: A.findOpenerHook('noSuchHook') ?? null,
      phoneOpen: A.isKeyboardOpen({ pageHeight: 900, viewportHeight: 590, isTablet: false }),
      phoneClosed: A.isKeyboardOpen({ pageHeight: 900, viewportHeight: 610, isTablet: false }),
      tabletOpen: A.isKeyboardOpen({ pageHeight: 900, viewportHeight: 650, isTablet: true }),
    };
  });
  expect(r).toEqual({
    path: 'Ann',
    missing: 'fallback',
    hook: 'bound to window',
    noHook: null,
    phoneOpen: true,
    phoneClosed: false,
    tabletOpen: true,
  });
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[]; stopScroll: () => void };
    w.scrolls = [];
    w.stopScroll = Atrium.onScroll(() => w.scrolls.push(window.scrollY));
    for (let y = 100; y <= 1000; y += 100) window.scrollTo(0, y);
  });
  // Throttled: the leading call, then one trailing call with the final position.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls.at(-1)))
    .toBe(1000);
  const count = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls.length);
  expect(count).toBeLessThanOrEqual(3);
  await page.evaluate(() => {
    (window as unknown as { stopScroll: () => void }).stopScroll();
    window.scrollTo(0, 0);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls.length)).toBe(count);
});

test('convertOpenData sends tenantKey and items to the conversion call and fills in the texts', async ({
  page,
  demo,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { TEAMS: object }).TEAMS = { tenantKey: 'tk9' };
  });
  await page.goto('/pages/blank.html');
  const text = await page.evaluate(() => {
    Atrium.startSuitePage();
    return Atrium.convertOpenData('From $userName=zhangsan$ ($departmentName=12$), cc $userName=nobody$');
  });
  expect(text).toBe('From Zhang San (Sales), cc $userName=nobody$');
  const [sent] = await demo.waitForRequests('/papi/wework/opendata/convert');
  expect(sent?.body).toEqual({
    tenantKey: 'tk9',
    items: [
      { type: 'userName', id: 'zhangsan' },
      { type: 'departmentName', id: '12' },
      { type: 'userName', id: 'nobody' },
    ],
  });
});

test('openPage opens a document full-window and returns false for an unknown type', async ({ page }) => {
  await page.goto('/pages/blank.html');
  const popup = page.waitForEvent('popup');
  const opened = await page.evaluate(() => Atrium.openPage('doc', '5'));
  expect(opened).toBe(true);
  const win = await popup;
  expect(win.url()).toContain('/spa/document/index.jsp?id=5');
  expect(await page.evaluate(() => Atrium.openPage('nope', '5'))).toBe(false);
});
