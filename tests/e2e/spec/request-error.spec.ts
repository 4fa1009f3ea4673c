// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// docs/spec-coverage.md L157: the request-error record (type js|api, message, stack, fileName, status, code) on
// the public `requestError` event; the monitor uploads it as `errType:'ajax'` with `status` and
// `code` as fields (docs/monitor.md), not as JSON inside `stack`. docs/spec-coverage.md L130: the envelope's
// `devOpsUrl` reaches the RequestError, the event and the record.
import { boot, flush, monitorState } from '../monitor/helpers';
import { expect, test } from '../support/fixtures';

test('L157/L130: the requestError event and the uploaded ajax record', async ({ page, demo }) => {
  await demo.fault([
    {
      path: '/api/demo/code500',
      body: { code: 500, status: false, msg: 'boom', devOpsUrl: 'https://ops.example/trace/1' },
    },
    { path: '/api/demo/http502', status: 502, body: { code: 9, msg: 'bad gateway' } },
    { path: '/api/demo/garbled', body: 'not json {', contentType: 'application/json' },
  ]);
  await boot(page);
  const out = await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const events: unknown[] = [];
    const off = A.on('requestError', (e: unknown) => events.push(e));
    const ok = await A.request({ url: '/api/demo/code500', module: 'demo' });
    const failed = await A.request({ url: '/api/demo/http502' }).catch((e: any) => ({
      kind: e.kind,
      status: e.status,
      code: e.code,
    }));
    await A.request({ url: '/api/demo/garbled' }).catch(() => undefined);
    const bad = await A.request({ url: '/api/demo/code500', params: { n: 2 } });
    off();
    return { ok, failed, events, bad };
  });
  expect(out.ok.devOpsUrl).toBe('https://ops.example/trace/1');
  expect(out.failed).toEqual({ kind: 'http', status: 502, code: 9 });
  const [nonSuccess, http, garbled] = out.events as any[];
  expect(nonSuccess).toMatchObject({
    type: 'api',
    message: 'boom',
    fileName: 'code500',
    status: 200,
    code: 500,
    module: 'demo',
    devOpsUrl: 'https://ops.example/trace/1',
  });
  expect(typeof nonSuccess.stack).toBe('string');
  expect(nonSuccess.stack).toContain('/api/demo/code500');
  expect(http).toMatchObject({ type: 'api', fileName: 'http502', status: 502, code: 9 });
  expect(garbled).toMatchObject({ type: 'js', fileName: 'garbled', status: 200 });
  expect(out.events).toHaveLength(4);

  await flush(page);
  const records = (await monitorState(demo)).errors.filter((e) => e.errType === 'ajax');
  const rec = records.find((r) => String(r.filePath).endsWith('/api/demo/code500'));
  expect(rec).toMatchObject({
    errType: 'ajax',
    status: 200,
    code: 500,
    devOpsUrl: 'https://ops.example/trace/1',
  });
  expect(() => JSON.parse(String(rec?.stack))).toThrow();
  const r502 = records.find((r) => String(r.filePath).endsWith('/api/demo/http502'));
  expect(r502).toMatchObject({ status: 502, code: 9 });
});

test('L130: a devOpsUrl that is not an http(s) URL is dropped', async ({ page, demo }) => {
  await demo.fault({
    path: '/api/demo/code500',
    body: { code: 500, status: false, devOpsUrl: 'javascript:alert(1)' },
  });
  await page.goto('/pages/blank.html');
  const event = await page.evaluate(async () => {
    const A = (window as any).Atrium;
    let seen: any;
    const off = A.on('requestError', (e: unknown) => {
      seen = e;
    });
    await A.request({ url: '/api/demo/code500' });
    off();
    return seen;
  });
  expect(event.devOpsUrl).toBeUndefined();
});

test("L130: the envelope's result comes back untouched: in the resolved envelope, on a non-success code and in RequestError.body", async ({
  page,
  demo,
}) => {
  const result = { rows: [{ id: 1, name: 'a' }], total: 1, nested: { list: [1, 2, 3], flag: false } };
  await demo.fault([
    { path: '/api/demo/with-result', body: { code: 200, status: true, data: { id: 7 }, result } },
    { path: '/api/demo/result-code500', body: { code: 500, status: false, msg: 'boom', result } },
    { path: '/api/demo/result-http502', status: 502, body: { code: 9, msg: 'bad gateway', result } },
    // a result that is not an object is passed back as it is too
    { path: '/api/demo/result-text', body: { code: 200, status: true, data: null, result: 'legacy' } },
  ]);
  await page.goto('/pages/blank.html');
  const out = await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const ok = await A.request({ url: '/api/demo/with-result' });
    const nonSuccess = await A.request({ url: '/api/demo/result-code500' });
    const failed = await A.request({ url: '/api/demo/result-http502' }).then(
      () => null,
      (e: any) => ({ kind: e.kind, body: e.body }),
    );
    const text = await A.request({ url: '/api/demo/result-text' });
    return { ok, nonSuccess, failed, text };
  });
  expect(out.ok).toEqual({ code: 200, status: true, data: { id: 7 }, result });
  expect(out.nonSuccess.result).toEqual(result);
  expect(out.failed).toEqual({ kind: 'http', body: { code: 9, msg: 'bad gateway', result } });
  expect(out.text.result).toBe('legacy');
});
