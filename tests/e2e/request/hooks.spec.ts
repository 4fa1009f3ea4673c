// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped global the script defines
// request()'s public hooks (docs/reference.md#request-hooks), on the built script: what reaches
// the demo host, stacking and removal, destroy(), and hooks that throw.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

async function open(page: Page): Promise<string[]> {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto('/pages/blank.html');
  return pageErrors;
}

test('two registrations stack; each remover removes its own; destroy() removes the rest', async ({
  page,
  demo,
}) => {
  await open(page);
  await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const w = window as any;
    w.offA = A.addRequestHooks({ beforeRequest: (r: Request) => r.headers.set('x-hook-a', '1') });
    w.offB = A.addRequestHooks({
      beforeRequest: [(r: Request) => r.headers.set('x-hook-b', '1')],
      afterResponse: [() => undefined],
    });
    await A.request({ url: '/api/demo/echo', params: { n: 'both' }, dedupe: false });
    w.offA();
    w.offA(); // a second call removes nothing else
    await A.request({ url: '/api/demo/echo', params: { n: 'b-only' }, dedupe: false });
    await A.destroy();
    await A.request({ url: '/api/demo/echo', params: { n: 'none' }, dedupe: false });
  });
  const log = await demo.log('/api/demo/echo');
  const byName = Object.fromEntries(log.map((e) => [String(e.query.n), e.headers]));
  expect(byName.both).toMatchObject({ 'x-hook-a': '1', 'x-hook-b': '1', langtype: 'zh_CN' });
  expect(byName['b-only']?.['x-hook-a']).toBeUndefined();
  expect(byName['b-only']?.['x-hook-b']).toBe('1');
  expect(byName.none?.['x-hook-a']).toBeUndefined();
  expect(byName.none?.['x-hook-b']).toBeUndefined();
});

test('beforeRequest may answer without the network; afterResponse may replace the answer', async ({
  page,
  demo,
}) => {
  await open(page);
  const out = await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const off = A.addRequestHooks({
      beforeRequest: (r: Request) =>
        new URL(r.url).searchParams.get('n') === 'cached'
          ? json({ code: 200, status: true, data: 'from the hook' })
          : undefined,
      afterResponse: async (_r: Request, _o: unknown, res: Response) => {
        const body = await res.json();
        const seen = typeof body.data === 'string' ? body.data : body.data.query.n;
        return json({ ...body, data: { seen, patched: true } });
      },
    });
    const cached = await A.request({ url: '/api/demo/echo', params: { n: 'cached' } });
    const patched = await A.request({ url: '/api/demo/echo', params: { n: 'sent' } });
    off();
    return { cached: cached.data, patched: patched.data };
  });
  // A Response from beforeRequest still passes through afterResponse (as in ky).
  expect(out.cached).toEqual({ seen: 'from the hook', patched: true });
  expect(out.patched).toEqual({ seen: 'sent', patched: true });
  const log = await demo.log('/api/demo/echo');
  expect(log.map((e) => e.query.n)).toEqual(['sent']);
});

test('a hook that throws rejects that request with a RequestError, never the page', async ({
  page,
  demo,
}) => {
  const pageErrors = await open(page);
  const out = await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const settle = (p: Promise<unknown>) =>
      p.then(
        () => ({ ok: true }),
        (e: any) => ({ ok: false, name: e.name, kind: e.kind, message: e.message, cause: e.cause?.message }),
      );
    let off = A.addRequestHooks({
      beforeRequest: () => {
        throw new Error('broken hook');
      },
    });
    const thrown = await settle(A.request({ url: '/api/demo/echo', params: { n: 'before' } }));
    off();
    off = A.addRequestHooks({
      afterResponse: () => {
        throw new A.RequestError('intercept', 'stopped by the app', { url: '/api/demo/echo' });
      },
    });
    const typed = await settle(A.request({ url: '/api/demo/echo', params: { n: 'after' } }));
    off();
    const after = await settle(A.request({ url: '/api/demo/echo', params: { n: 'healthy' } }));
    return { thrown, typed, after };
  });
  expect(out.thrown).toEqual({
    ok: false,
    name: 'RequestError',
    kind: 'network',
    message: 'a request hook failed: broken hook',
    cause: 'broken hook',
  });
  expect(out.typed).toMatchObject({
    ok: false,
    name: 'RequestError',
    kind: 'intercept',
    message: 'stopped by the app',
  });
  expect(out.after).toEqual({ ok: true });
  // The throwing beforeRequest hook stopped its request; the afterResponse one ran after the answer.
  expect((await demo.log('/api/demo/echo')).map((e) => e.query.n)).toEqual(['after', 'healthy']);
  expect(pageErrors).toEqual([]);
});

test('beforeError hooks chain on the RequestError; a throwing one leaves it as it was', async ({
  page,
  demo,
}) => {
  const pageErrors = await open(page);
  await demo.fault({ path: '/api/demo/echo', status: 500, body: { code: 500, msg: 'down' } });
  const out = await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const seen: string[] = [];
    const off1 = A.addRequestHooks({
      beforeError: (e: any) => {
        seen.push(`${e.kind}:${e.status}`);
        return new A.RequestError(e.kind, `checkout failed (${e.status})`, { url: e.url, status: e.status });
      },
    });
    const off2 = A.addRequestHooks({
      beforeError: [
        () => {
          throw new Error('a broken error hook');
        },
        (e: any) => {
          seen.push(e.message);
          return e;
        },
      ],
    });
    const error = await A.request({ url: '/api/demo/echo' }).catch((e: any) => e);
    off1();
    off2();
    return { seen, name: error.name, kind: error.kind, status: error.status, message: error.message };
  });
  expect(out).toEqual({
    seen: ['http:500', 'checkout failed (500)'],
    name: 'RequestError',
    kind: 'http',
    status: 500,
    message: 'checkout failed (500)',
  });
  expect(pageErrors).toEqual([]);
});

test('a hook that sends the request elsewhere never takes the session id to an untrusted origin', async ({
  page,
  demo,
}) => {
  await open(page);
  await page.evaluate(async (second) => {
    const A = (window as any).Atrium;
    await A.init({ apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false });
    A.addRequestHooks({
      beforeRequest: (r: Request) =>
        new URL(r.url).searchParams.get('n') === 'moved'
          ? new Request(`${second}/api/demo/echo?n=moved`, r)
          : undefined,
    });
    await A.request({ url: '/api/demo/echo', params: { n: 'kept' } });
    await A.request({ url: '/api/demo/echo', params: { n: 'moved' } });
  }, demo.secondOrigin);
  const log = await demo.log('/api/demo/echo');
  const byName = Object.fromEntries(log.map((e) => [String(e.query.n), e]));
  expect(byName.kept).toMatchObject({ origin: 'main', headers: { eteamsid: 'demo-session-0001' } });
  expect(byName.moved?.origin).toBe('second');
  expect(byName.moved?.headers.eteamsid).toBeUndefined();
});

test('bad hooks are refused with a TypeError at registration', async ({ page }) => {
  await open(page);
  const messages = await page.evaluate(() => {
    const A = (window as any).Atrium;
    const out: string[] = [];
    for (const bad of [null, { beforeRequest: 'x' }, { afterResponse: [() => {}, 1] }]) {
      try {
        A.addRequestHooks(bad);
      } catch (e: any) {
        out.push(`${e.name}: ${e.message}`);
      }
    }
    return out;
  });
  expect(messages).toEqual([
    'TypeError: addRequestHooks(): hooks must be an object',
    'TypeError: addRequestHooks(): beforeRequest must be a function or a list of functions',
    'TypeError: addRequestHooks(): afterResponse must be a function or a list of functions',
  ]);
});
