// The client against a fake network (an injected fetch that records what it was sent).
import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { on } from '../../../src/env/events';
import { $config, $session, DEFAULT_CONFIG } from '../../../src/env/store';
import { setTokenRefresher } from '../../../src/request';
import { createClient } from '../../../src/request/client';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

function fakeNetwork(answer: (req: Sent) => { status?: number; body: unknown; after?: Promise<unknown> }) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = new Request(input, init);
    const entry: Sent = {
      url: req.url,
      method: req.method,
      headers: Object.fromEntries(req.headers),
      body: await req.text(),
    };
    sent.push(entry);
    const a = answer(entry);
    if (a.after) await a.after;
    return new Response(JSON.stringify(a.body), {
      status: a.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

test.beforeEach(() => {
  resetAll();
  $config.set({ ...DEFAULT_CONFIG, apiDomain: 'https://api.example', prefixApiPath: '/gw' });
});
test.afterEach(() => resetAll());

test('builds the URL, sends JSON with the header rules, resolves the envelope', async () => {
  $session.set('sid');
  const net = fakeNetwork(() => ({ body: { code: 200, status: true, data: 1 } }));
  const request = createClient({ fetch: net.fetch });
  const body = await request({ url: '/api/x', method: 'POST', params: { a: [1, 2] }, data: { b: 1 } });
  expect(body).toEqual({ code: 200, status: true, data: 1 });
  expect(net.sent[0]?.url).toBe('https://api.example/gw/api/x?a=1&a=2');
  expect(net.sent[0]?.headers).toMatchObject({
    eteamsid: 'sid',
    langtype: 'zh_CN',
    'content-type': 'application/json',
  });
  expect(net.sent[0]?.body).toBe('{"b":1}');
  await request({ url: 'https://elsewhere.example/api/x' });
  expect(net.sent[1]?.headers.eteamsid).toBeUndefined();
});

test('with a refresher, every request failing together shares one refresh and is retried once', async () => {
  $session.set('old');
  // The four answer 401 once all four are in flight, and the refresh ends only then: all four
  // fail while the one refresh runs, whatever the machine's speed.
  let allSent = (): void => {};
  const inFlight = new Promise<void>((resolve) => {
    allSent = resolve;
  });
  const net = fakeNetwork((req) => {
    if (req.headers.eteamsid === 'new') return { body: { code: 200, status: true, data: req.url } };
    if (net.sent.length === 4) allSent();
    return { status: 401, body: { code: -1 }, after: inFlight };
  });
  let refreshes = 0;
  setTokenRefresher(async () => {
    refreshes++;
    await inFlight;
    return 'new';
  });
  const expired: unknown[] = [];
  const off = on('sessionExpired', (e) => expired.push(e));
  const request = createClient({ fetch: net.fetch });
  const results = await Promise.all([1, 2, 3, 4].map((i) => request({ url: '/api/x', params: { i } })));
  off();
  expect(results.map((r) => r.status)).toEqual([true, true, true, true]);
  expect(refreshes).toBe(1);
  expect($session.get()).toBe('new');
  expect(net.sent.filter((s) => s.headers.eteamsid === 'old')).toHaveLength(4);
  expect(net.sent.filter((s) => s.headers.eteamsid === 'new')).toHaveLength(4);
  expect(expired).toHaveLength(0);
});

test('a failed refresh rejects kind session and emits sessionExpired once for the burst', async () => {
  $session.set('old');
  const net = fakeNetwork(() => ({ body: { code: 200, actionMsg: { code: -1 } } }));
  let refreshes = 0;
  setTokenRefresher(async () => {
    refreshes++;
    throw new Error('token api down');
  });
  const expired: unknown[] = [];
  const off = on('sessionExpired', (e) => expired.push(e));
  const request = createClient({ fetch: net.fetch });
  const results = await Promise.allSettled([1, 2, 3].map((i) => request({ url: '/api/x', params: { i } })));
  off();
  for (const r of results) {
    expect(r.status).toBe('rejected');
    expect((r as PromiseRejectedResult).reason).toMatchObject({ name: 'RequestError', kind: 'session' });
  }
  // The token call and its one retry (session.ts REFRESH_RETRY_MS), shared by the whole burst.
  expect(refreshes).toBe(2);
  expect(expired).toHaveLength(1);
  expect(net.sent).toHaveLength(3);
});

test('a failed token call is tried once more after a backoff: the burst recovers, no expiry', async () => {
  $session.set('old');
  const net = fakeNetwork((req) =>
    req.headers.eteamsid === 'new'
      ? { body: { code: 200, status: true } }
      : { status: 401, body: { code: -1 } },
  );
  const calls: number[] = [];
  setTokenRefresher(async () => {
    calls.push(performance.now());
    if (calls.length === 1) throw new Error('flap');
    return 'new';
  });
  const expired: unknown[] = [];
  const off = on('sessionExpired', (e) => expired.push(e));
  const request = createClient({ fetch: net.fetch });
  const results = await Promise.all([1, 2, 3].map((i) => request({ url: '/api/x', params: { i } })));
  off();
  expect(results.map((r) => r.status)).toEqual([true, true, true]);
  expect(calls).toHaveLength(2);
  expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(490);
  expect(expired).toHaveLength(0);
});

test('a first token failure the retry heals logs no console.error; a second one logs both, once', async () => {
  $session.set('old');
  const net = fakeNetwork((req) =>
    req.headers.eteamsid === 'new'
      ? { body: { code: 200, status: true } }
      : { status: 401, body: { code: -1 } },
  );
  let calls = 0;
  let failTimes = 1;
  setTokenRefresher(async () => {
    calls += 1;
    if (calls <= failTimes) throw new Error(`flap ${calls}`);
    return 'new';
  });
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const request = createClient({ fetch: net.fetch });
    expect((await request({ url: '/api/x' })).status).toBe(true);
    expect(calls).toBe(2);
    expect(errors).toEqual([]);
    // Now the token source keeps failing: one log with both failures.
    $session.set('old-again');
    calls = 0;
    failTimes = 2;
    await expect(request({ url: '/api/y' })).rejects.toMatchObject({ kind: 'session' });
    const refreshLogs = errors.filter((e) => String(e[0]).includes('token refresh'));
    expect(refreshLogs).toHaveLength(1);
    expect(refreshLogs[0]?.slice(1).map((e) => (e as Error).message)).toEqual(['flap 1', 'flap 2']);
  } finally {
    console.error = original;
  }
});

test("a call's time limit is measured on the injected monotonic clock, not the wall clock", async () => {
  $session.set('old');
  let clock = 1_000;
  const net = fakeNetwork((req) =>
    req.headers.eteamsid === 'new'
      ? { body: { code: 200, status: true } }
      : { status: 401, body: { code: -1 } },
  );
  setTokenRefresher(async () => {
    clock += 61_000; // the refresh took longer than the call's 60 s on the monotonic clock
    return 'new';
  });
  const request = createClient({ fetch: net.fetch, now: () => clock });
  await expect(request({ url: '/api/x' })).rejects.toMatchObject({ kind: 'timeout' });
  expect(net.sent).toHaveLength(1);
});

test('callers that share one call each get their own answer object', async () => {
  const net = fakeNetwork(() => ({ body: { code: 200, status: true, data: { list: [1] } }, delay: 5 }));
  const request = createClient({ fetch: net.fetch });
  const [a, b] = await Promise.all([request({ url: '/api/x' }), request({ url: '/api/x' })]);
  expect(a).not.toBe(b);
  (a.data as { list: number[] }).list.push(2);
  const c = await request({ url: '/api/x' });
  expect([b.data, c.data]).toEqual([{ list: [1] }, { list: [1] }]);
  expect(net.sent).toHaveLength(1);
});

test('transferApi wraps the call', async () => {
  $config.setKey('transferApi', 'https://host.example/transfer');
  const net = fakeNetwork(() => ({ body: { code: 200, status: true } }));
  const request = createClient({ fetch: net.fetch });
  await request({ url: '/api/x', method: 'DELETE', params: { id: 1 }, data: { why: 'x' } });
  expect(net.sent[0]?.url).toBe('https://host.example/transfer');
  expect(net.sent[0]?.method).toBe('POST');
  expect(JSON.parse(net.sent[0]?.body ?? '')).toEqual({
    route: '/gw/api/x',
    method: 'DELETE',
    form: { id: 1 },
    body: { why: 'x' },
    contentType: 'application/json',
  });
});

test('identical concurrent calls share one fetch; dedupe:false does not', async () => {
  const net = fakeNetwork(() => ({ body: { code: 200, status: true }, delay: 10 }));
  const request = createClient({ fetch: net.fetch });
  await Promise.all(
    Array.from({ length: 10 }, () => request({ url: '/api/x', method: 'POST', data: { a: 1 } })),
  );
  expect(net.sent).toHaveLength(1);
  await Promise.all([request({ url: '/api/y', dedupe: false }), request({ url: '/api/y', dedupe: false })]);
  expect(net.sent).toHaveLength(3);
});

test('invalid options throw a TypeError', async () => {
  const request = createClient({ fetch: fakeNetwork(() => ({ body: {} })).fetch });
  await expect(request({ url: '' })).rejects.toThrow(TypeError);
  await expect(request({ url: '/api/x', method: 'TRACE' as 'GET' })).rejects.toThrow(/unsupported method/);
});

/** A network that answers 401 (session expired) and a refresher that never settles by itself. */
function expiredWithHangingRefresh() {
  $session.set('old');
  const net = fakeNetwork(() => ({ status: 401, body: { code: -1 } }));
  setTokenRefresher(() => new Promise<string>(() => {}));
  return { net, request: createClient({ fetch: net.fetch }) };
}

test("a call cancelled while it waits for a refresh has the caller's abort reason as its cause", async () => {
  const { net, request } = expiredWithHangingRefresh();
  const controller = new AbortController();
  const reason = new Error('the user left');
  const aborted = request({ url: '/api/a', signal: controller.signal }).catch((e: unknown) => e);
  await expect.poll(() => net.sent.length).toBe(1);
  controller.abort(reason);
  const error = (await aborted) as Error;
  expect(error).toMatchObject({ name: 'RequestError', kind: 'cancelled' });
  expect(error.cause).toBe(reason);
});

test('a call that runs out of time while it waits for a refresh has no internal error as its cause', async () => {
  const { request } = expiredWithHangingRefresh();
  const error = (await request({ url: '/api/b', timeout: 50 }).catch((e: unknown) => e)) as Error;
  expect(error).toMatchObject({ name: 'RequestError', kind: 'timeout' });
  expect(error.cause).toBeUndefined();
});
