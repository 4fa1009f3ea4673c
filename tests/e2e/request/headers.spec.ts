// Header rules (docs/reference.md, docs/spec-coverage.md): what reaches the server with each configuration, set
// through init() on the built script.
import { expect, test } from '../support/fixtures';
import { openPage, SESSION, type Tools } from './support';

declare const T: Tools;
declare const Atrium: typeof import('../../../src/index');

test.describe('request headers', () => {
  test('every request carries timeZoneOffset and langType (zh_CN by default), nothing else by default', async ({
    page,
    demo,
  }) => {
    await page.goto('/pages/blank.html');
    const offset = await page.evaluate(async () => {
      const A = (window as unknown as { Atrium: { request(o: object): Promise<unknown> } }).Atrium;
      await A.request({ url: '/api/demo/echo', params: { a: 1 } });
      return new Date().getTimezoneOffset();
    });
    const [entry] = await demo.log('/api/demo/echo');
    expect(entry?.headers.timezoneoffset).toBe(String(offset));
    expect(entry?.headers.langtype).toBe('zh_CN');
    expect(entry?.headers.eteamsid).toBeUndefined();
    expect(entry?.headers.traceid).toBeUndefined();
    expect(entry?.headers.enabletrans).toBeUndefined();
    expect(entry?.query).toEqual({ a: '1' });
  });

  test('langType follows the configured locale', async ({ page, demo }) => {
    await openPage(page);
    await page.evaluate(async () => {
      await T.init({ locale: 'en_US' });
      await Atrium.request({ url: '/api/demo/echo' });
    });
    const [entry] = await demo.log('/api/demo/echo');
    expect(entry?.headers.langtype).toBe('en_US');
  });

  test('eteamsid goes to the page origin and apiDomain, not to another origin', async ({ page, demo }) => {
    await openPage(page);
    const second = demo.secondOrigin;
    await page.evaluate(async (second) => {
      await T.init();
      await Atrium.request({ url: '/api/demo/echo', params: { n: 'page' } });
      await Atrium.request({ url: `${second}/api/demo/echo`, params: { n: 'foreign' } });
      await T.init({ apiDomain: second });
      await Atrium.request({ url: '/api/demo/echo', params: { n: 'api-relative' } });
      await Atrium.request({
        url: `${second.toUpperCase()}/api/demo/echo`,
        params: { n: 'api-case' },
      });
    }, second);
    const log = await demo.log('/api/demo/echo');
    const byName = Object.fromEntries(log.map((e) => [String(e.query.n), e]));
    expect(byName.page?.origin).toBe('main');
    expect(byName.page?.headers.eteamsid).toBe(SESSION);
    expect(byName.foreign?.origin).toBe('second');
    expect(byName.foreign?.headers.eteamsid).toBeUndefined();
    expect(byName['api-relative']?.origin).toBe('second');
    expect(byName['api-relative']?.headers.eteamsid).toBe(SESSION);
    expect(byName['api-case']?.headers.eteamsid).toBe(SESSION);
  });

  test('trustedDomains are compared as parsed origins: another host name for the same server gets nothing', async ({
    page,
    demo,
  }) => {
    await openPage(page);
    const port = new URL(demo.secondOrigin).port;
    await page.evaluate(async (port) => {
      // Trusted as a bare host with port, then as an origin with another host name.
      await T.init({ trustedDomains: [`127.0.0.1:${port}`] });
      await Atrium.request({ url: `http://127.0.0.1:${port}/api/demo/echo`, params: { n: 'host' } });
      await T.init({ trustedDomains: [`http://localhost:${port}`] });
      await Atrium.request({
        url: `http://127.0.0.1:${port}/api/demo/echo`,
        params: { n: 'other-name' },
      });
      // A string-prefix look-alike of the trusted origin.
      await T.init({ trustedDomains: [`http://127.0.0.1:${port.slice(0, -1)}`] });
      await Atrium.request({
        url: `http://127.0.0.1:${port}/api/demo/echo`,
        params: { n: 'prefix' },
      });
      // Protocol-relative URLs resolve to their own host.
      await T.init({ trustedDomains: [] });
      await Atrium.request({
        url: `//127.0.0.1:${port}/api/demo/echo`,
        params: { n: 'protocol-relative' },
      });
    }, port);
    const log = await demo.log('/api/demo/echo');
    const byName = Object.fromEntries(log.map((e) => [String(e.query.n), e]));
    expect(byName.host?.headers.eteamsid).toBe(SESSION);
    expect(byName['other-name']?.headers.eteamsid).toBeUndefined();
    expect(byName.prefix?.headers.eteamsid).toBeUndefined();
    expect(byName['protocol-relative']?.origin).toBe('second');
    expect(byName['protocol-relative']?.headers.eteamsid).toBeUndefined();
  });

  test('traceid header and weappmonitor_traceId query when the traceId switch is on', async ({
    page,
    demo,
  }) => {
    await openPage(page);
    await page.evaluate(async () => {
      await Atrium.request({ url: '/api/demo/echo', params: { n: 'off' } });
      // The monitor restores the switches the last sub-report answered (kept in storage).
      localStorage.setItem('atrium.monitor.switches', JSON.stringify({ master: true, traceId: true }));
      Atrium.startMonitor();
      await Atrium.request({ url: '/api/demo/echo', params: { n: 'on' } });
      Atrium.stopMonitor();
    });
    const log = await demo.log('/api/demo/echo');
    const off = log.find((e) => e.query.n === 'off');
    const on = log.find((e) => e.query.n === 'on');
    expect(off?.headers.traceid).toBeUndefined();
    expect(off?.query.weappmonitor_traceId).toBeUndefined();
    expect(on?.headers.traceid).toMatch(/^[0-9a-f]{32}$/);
    expect(on?.query.weappmonitor_traceId).toBe(on?.headers.traceid);
  });

  test('enableTrans: true in translation mode', async ({ page, demo }) => {
    await openPage(page);
    await page.evaluate(async () => {
      // Translation mode is read by init(): localStorage atrium.translationMode or the page context.
      localStorage.setItem('atrium.translationMode', 'true');
      await T.init();
      await Atrium.request({ url: '/api/demo/echo' });
    });
    const [entry] = await demo.log('/api/demo/echo');
    expect(entry?.headers.enabletrans).toBe('true');
  });

  test('credentials follow withCredentials on cross-origin calls', async ({ page, demo }) => {
    await openPage(page);
    const second = demo.secondOrigin;
    await page.context().addCookies([{ name: 'atrium_test', value: 'yes', url: demo.origin }]);
    await page.evaluate(async (second) => {
      await Atrium.request({ url: `${second}/api/demo/echo`, params: { n: 'without' } });
      await T.init({ withCredentials: true });
      await Atrium.request({ url: `${second}/api/demo/echo`, params: { n: 'with' } });
    }, second);
    const log = await demo.log('/api/demo/echo');
    expect(log.find((e) => e.query.n === 'without')?.headers.cookie).toBeUndefined();
    expect(log.find((e) => e.query.n === 'with')?.headers.cookie).toContain('atrium_test=yes');
  });

  test('API prefixes get apiDomain and prefixApiPath; other paths stay on the page', async ({
    page,
    demo,
  }) => {
    await openPage(page);
    const second = demo.secondOrigin;
    const statuses = await page.evaluate(async (second) => {
      await T.init({ apiDomain: `${second}/`, prefixApiPath: '/gw/' });
      const a = await T.settle({ url: '/api/demo/echo', params: { n: 'prefixed' } });
      const b = await T.settle({ url: '/apix/demo', params: { n: 'not-api' } });
      return [a.ok, b.status];
    }, second);
    expect(statuses).toEqual([true, 404]);
    const [prefixed] = await demo.log('/gw/api/demo/echo');
    expect(prefixed?.origin).toBe('second');
    expect(prefixed?.query.n).toBe('prefixed');
    const [notApi] = await demo.log('/apix/demo');
    expect(notApi?.origin).toBe('main');
  });
});
