// Errors (docs/reference.md): the status catalogue in both languages, network failures, timeouts,
// unparsable bodies, and non-success envelopes that resolve but reach the monitor's hook.
import { expect, test } from '../support/fixtures';
import { openPage, type Tools } from './support';

declare const T: Tools;

const EN = [
  [400, 'Request error'],
  [401, 'Unauthorized, please log in'],
  [403, 'Access denied'],
  [408, 'Request timeout'],
  [500, 'Internal server error'],
  [501, 'Not implemented'],
  [502, 'Gateway error'],
  [503, 'Service unavailable'],
  [504, 'Gateway timeout'],
  [505, 'HTTP version not supported'],
] as const;

test.describe('request errors', () => {
  test('HTTP 400+ rejects a RequestError kind http with the zh_CN catalogue message (UMD bundle)', async ({
    page,
    demo,
  }) => {
    await page.goto('/pages/blank.html');
    await demo.fault({ path: '/api/demo/echo', status: 503, body: { status: false, code: 503 }, times: 1 });
    const results = await page.evaluate(async () => {
      const A = (
        window as unknown as { Atrium: { request(o: object): Promise<unknown>; RequestError: unknown } }
      ).Atrium;
      const out: unknown[] = [];
      for (const url of ['/api/demo/echo', '/api/demo/missing']) {
        try {
          await A.request({ url, method: 'POST', data: { x: 1 } });
          out.push('resolved');
        } catch (e) {
          const err = e as { name: string; kind: string; status: number; message: string; url: string };
          out.push({
            name: err.name,
            kind: err.kind,
            status: err.status,
            message: err.message,
            url: err.url,
            isClass: e instanceof (A.RequestError as new () => Error),
          });
        }
      }
      return out;
    });
    expect(results[0]).toMatchObject({
      name: 'RequestError',
      kind: 'http',
      status: 503,
      message: '服务不可用',
    });
    expect(results[0]).toMatchObject({ isClass: true });
    const url = `${demo.origin}/api/demo/missing`;
    expect(results[1]).toMatchObject({ kind: 'http', status: 404, message: `请求地址出错: ${url}`, url });
    expect(await demo.log('/api/demo/echo')).toHaveLength(1);
  });

  test('the en_US catalogue covers 400…505 and 404 names the URL', async ({ page, demo }) => {
    await openPage(page);
    await demo.fault(
      EN.map(([status]) => ({ path: `/api/demo/status/${status}`, status, body: { status: false } })),
    );
    const messages = await page.evaluate(
      async (statuses) => {
        await T.init({ locale: 'en_US' });
        const out: Record<string, string | undefined> = {};
        for (const s of [...statuses, 404]) {
          out[s] = (await T.settle({ url: `/api/demo/status/${s}` })).message;
        }
        return out;
      },
      EN.map(([s]) => s) as number[],
    );
    for (const [status, text] of EN) expect(messages[status]).toBe(text);
    expect(messages[404]).toBe(`Request address error: ${demo.origin}/api/demo/status/404`);
  });

  test('a dropped connection rejects kind network', async ({ page, demo }) => {
    await openPage(page);
    await demo.fault({ path: '/api/demo/echo', drop: true });
    const result = await page.evaluate(() => T.settle({ url: '/api/demo/echo' }));
    expect(result).toMatchObject({ ok: false, name: 'RequestError', kind: 'network' });
    // The request did reach the server (Chromium itself may retry once on a reset keep-alive socket).
    expect((await demo.log('/api/demo/echo')).length).toBeGreaterThanOrEqual(1);
  });

  test('a request that outlives its timeout rejects kind timeout', async ({ page, demo }) => {
    await openPage(page);
    await demo.fault({ path: '/api/demo/echo', hang: true });
    const result = await page.evaluate(() => T.settle({ url: '/api/demo/echo', timeout: 300 }));
    expect(result).toMatchObject({ ok: false, kind: 'timeout', message: '请求超时' });
  });

  test('an unparsable body rejects with a typed error carrying the status', async ({ page, demo }) => {
    await openPage(page);
    await demo.fault({
      path: '/api/demo/echo',
      status: 200,
      body: '{"broken": ',
      contentType: 'application/json',
    });
    const result = await page.evaluate(() => T.settle({ url: '/api/demo/echo', method: 'POST' }));
    expect(result).toMatchObject({ ok: false, name: 'RequestError', kind: 'http', status: 200 });
    expect(result.message).toBe('响应内容无法解析');
  });

  test('non-success envelopes resolve and are handed to the monitor as requestError', async ({
    page,
    demo,
  }) => {
    await openPage(page);
    await demo.fault([
      { path: '/api/demo/code500', body: { code: 500, status: false, msg: 'boom' } },
      { path: '/api/demo/code100', body: { code: 100, status: true, msg: 'low' } },
      { path: '/api/demo/nostatus', body: { code: 200, data: 1 } },
      { path: '/api/demo/fine', body: { code: 200, status: true, data: 2 } },
    ]);
    const out = await page.evaluate(async () => {
      const results = [];
      for (const p of ['code500', 'code100', 'nostatus', 'fine']) {
        results.push(await T.settle({ url: `/api/demo/${p}`, module: 'demo' }));
      }
      return { results, errors: T.events.filter((e) => e.name === 'requestError') };
    });
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true, true]);
    expect(out.results[0]?.body).toEqual({ code: 500, status: false, msg: 'boom' });
    expect(out.errors.map((e) => e.payload.url)).toEqual([
      `${demo.origin}/api/demo/code500`,
      `${demo.origin}/api/demo/code100`,
      `${demo.origin}/api/demo/nostatus`,
    ]);
    expect(out.errors[0]?.payload).toMatchObject({ code: 500, status: 200, message: 'boom', module: 'demo' });
  });
});
