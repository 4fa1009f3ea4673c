// The demo host as a local tool that trusts no web page (docs/testing.md#what-the-demo-host-trusts):
// the fourth red team's attacks on it (issue 32, items 1–5), against the real server in-process,
// over raw HTTP so that paths, Host and Origin go exactly as an attacker sends them.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { type DemoHost, startDemoHost } from '../../../demo-host/server';
import { DEMO_TOKEN_HEADER, demoHost, readDemoToken } from '../../../testing/index';

let demo: DemoHost;
let port: number;

test.beforeAll(async () => {
  demo = await startDemoHost(0, '127.0.0.1', { idleTimeout: 300, maxLogBytes: 64 * 1024 });
  port = Number(new URL(demo.origins.main).port);
});
test.afterAll(async () => {
  await demo.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One raw request: `path` as given (no normalisation), any headers, an optional body. */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { ...options.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const token = () => ({ [DEMO_TOKEN_HEADER]: demo.token });

test('1: an encoded separator never leaves a file root: /etc/passwd through .merge-dist is a 404', async () => {
  const up = 'a%2F..%2F'.repeat(1) + '..%2F'.repeat(12);
  for (const path of [
    `/build/.merge-dist/${up}etc%2Fpasswd`,
    `/build/.merge-dist/${'..%5C'.repeat(12)}etc%5Cpasswd`,
    `/build/.merge-dist/m20261122%2F..%2F..%2F..%2F..%2Fpackage.json`,
    `/pages/..%2F..%2Fpackage.json`,
    `/dist/..%2F..%2F..%2Fetc%2Fpasswd`,
    `/favicon.ico%2F..%2F..%2Fpackage.json`,
  ]) {
    const res = await raw(path, { headers: { origin: 'https://evil.test' } });
    expect(res.status, path).toBe(404);
    expect(res.body).not.toContain('root:');
    expect(res.body).not.toContain('"name"');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  }
  // What the root holds is still served.
  expect((await raw('/build/.merge-dist/m20261122/merged.js')).status).toBe(200);
});

test('2: no CORS on /__demo/*, and platform endpoints answer CORS only to the host’s own origins', async () => {
  const evil = await raw('/__demo/log', { headers: { origin: 'https://evil.test', ...token() } });
  expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
  const own = await raw('/__demo/log', { headers: { origin: demo.origins.second, ...token() } });
  expect(own.headers['access-control-allow-origin']).toBeUndefined();
  // A preflight for a control POST gets no allowance, from anyone.
  const pre = await raw('/__demo/faults', {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
  });
  expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  // The SDK's cross-origin tests keep theirs: the second origin (and localhost) is allowed.
  const echo = await raw('/api/demo/echo', { headers: { origin: demo.origins.second } });
  expect(echo.headers['access-control-allow-origin']).toBe(demo.origins.second);
  expect(echo.headers['access-control-allow-credentials']).toBe('true');
  const local = `http://localhost:${port + 0}`;
  expect(
    (await raw('/api/demo/echo', { headers: { origin: local } })).headers['access-control-allow-origin'],
  ).toBe(local);
  const foreign = await raw('/api/demo/echo', { headers: { origin: 'https://evil.test' } });
  expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
});

test('2: every control call needs the run’s token; control POSTs take only application/json', async () => {
  expect((await raw('/__demo/log')).status).toBe(401);
  expect((await raw('/__demo/state', { headers: { [DEMO_TOKEN_HEADER]: 'guess' } })).status).toBe(401);
  expect(
    (await raw('/__demo/reset', { method: 'POST', headers: { 'content-type': 'application/json' } })).status,
  ).toBe(401);
  expect((await raw('/__demo/state', { headers: token() })).status).toBe(200);
  // The attack: a cross-origin text/plain POST (no preflight) replacing the SDK's script.
  const fault = JSON.stringify({
    path: '/dist/atrium.umd.js',
    status: 200,
    body: 'alert(1)',
    contentType: 'js',
  });
  const plain = await raw('/__demo/faults', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: fault,
  });
  expect(plain.status).toBe(401);
  const withToken = await raw('/__demo/faults', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...token() },
    body: fault,
  });
  expect(withToken.status).toBe(415);
  expect(demo.ctx.faults).toEqual([]);
  // The token goes to the host's own pages only (a same-origin browser request over loopback).
  expect((await raw('/__demo/token')).status).toBe(403);
  expect((await raw('/__demo/token', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
  const mine = await raw('/__demo/token', { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(JSON.parse(mine.body)).toEqual({ token: demo.token });
});

test('2: the QA kit reads the token the host wrote and its calls pass', async () => {
  expect(readDemoToken(demo.origins.main)).toBe(demo.token);
  const request = await playwrightRequest.newContext();
  try {
    const host = demoHost(request, demo.origins.main);
    await host.faults({ path: '/api/demo/kit', status: 418 });
    expect(demo.ctx.faults.map((f) => f.path)).toEqual(['/api/demo/kit']);
    await host.reset();
    expect(await host.log()).toEqual([]);
    const refused = await demoHost(request, demo.origins.main, 'wrong')
      .state()
      .catch((e: Error) => e);
    expect(String(refused)).toContain('ATRIUM_DEMO_TOKEN');
  } finally {
    await request.dispose();
  }
});

test('3: a Host other than its own address (DNS rebinding) is refused', async () => {
  for (const host of [
    `evil.test:${port}`,
    `attacker.example:${port}`,
    '127.0.0.1',
    `127.0.0.1:${port + 7}`,
  ]) {
    const res = await raw('/api/demo/echo', { headers: { host } });
    expect(res.status, host).toBe(421);
    expect((await raw('/__demo/state', { headers: { host, ...token() } })).status).toBe(421);
  }
  expect((await raw('/api/demo/echo', { headers: { host: `localhost:${port}` } })).status).toBe(200);
  expect((await raw('/api/demo/echo', { headers: { host: `127.0.0.1:${port}` } })).status).toBe(200);
});

test('4: reflected values are escaped: loginSingle?from=<img onerror> is text', async () => {
  const res = await raw(
    `/sp/integration/loginSingle?from=${encodeURIComponent('<img src=x onerror=alert(1)>"\'&')}`,
  );
  expect(res.body).not.toContain('<img');
  expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
});

test('5: request bodies are capped (413) and never reach the log; the log keeps its newest bytes', async () => {
  await raw('/__demo/reset', { method: 'POST', headers: { 'content-type': 'application/json', ...token() } });
  const big = Buffer.alloc(20 * 1024 * 1024, 'a');
  for (let i = 0; i < 3; i++) {
    const res = await raw('/api/demo/echo', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: big,
    });
    expect(res.status).toBe(413);
  }
  // Without a Content-Length (chunked), the cap holds as the bytes arrive.
  const chunked = await new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/demo/echo', method: 'POST', agent: false },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve(413));
    for (let i = 0; i < 6; i++) req.write(Buffer.alloc(1024 * 1024, 'b'));
    req.end();
    void reject;
  });
  expect(chunked).toBe(413);
  expect(demo.ctx.entries('/api/demo/echo')).toEqual([]);
  // The log's cap (64 KiB here): 40 bodies of 4 KiB leave the newest, within the cap.
  for (let i = 0; i < 40; i++) await raw(`/api/demo/echo?n=${i}`, { method: 'POST', body: 'x'.repeat(4096) });
  const kept = demo.ctx.entries('/api/demo/echo');
  expect(kept.length).toBeLessThan(40);
  expect(kept.length).toBeGreaterThan(5);
  expect(kept.at(-1)?.query).toEqual({ n: '39' });
  const bytes = kept.reduce((n, e) => n + String(e.body).length, 0);
  expect(bytes).toBeLessThanOrEqual(64 * 1024);
});

test('5: an idle keep-alive socket is closed', async () => {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  let answer = '';
  socket.on('data', (d) => {
    answer += String(d);
  });
  socket.write(`GET /api/demo/echo HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  await expect.poll(() => answer).toContain('200 OK');
  // The host drops it after its idle timeout (300 ms here; 30 s by default), not never.
  await closed;
});
