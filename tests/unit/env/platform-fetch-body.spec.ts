// What a platform fetch's body looks like where it leaves the page: the request the injected fetch
// is called with, read as the network would (`new Request(input, init)`), with and without a
// caller's hook — a hook sees the body in ky's Request and may replace it.
import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { type FetchHooks, PlatformFetchError, platformFetch } from '../../../src/env/platform-fetch';

interface Seen {
  method: string;
  contentType: string | null;
  body: string;
}

/** A fetch that records what would go on the wire and answers 200 `ok`. */
function wire() {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    });
    return new Response('ok');
  }) as typeof globalThis.fetch;
  return { seen, fetch };
}

const URL_ = 'https://api.example.test/x';
const noHooks: FetchHooks | undefined = undefined;
const aHook: FetchHooks = { afterResponse: [() => undefined] };

test.beforeEach(() => resetAll());
test.afterEach(() => resetAll());

for (const [name, hooks] of [
  ['without hooks', noHooks],
  ['with a hook', aHook],
] as const) {
  test.describe(name, () => {
    const extra = hooks ? { hooks } : {};

    test('JSON: the serialised body with content-type application/json', async () => {
      const net = wire();
      await platformFetch(URL_, { method: 'POST', json: { a: 1, b: ['x'] }, fetch: net.fetch, ...extra });
      expect(net.seen).toEqual([
        { method: 'POST', contentType: 'application/json', body: '{"a":1,"b":["x"]}' },
      ]);
    });

    test("JSON: the caller's content-type is kept, whatever its case", async () => {
      const net = wire();
      await platformFetch(URL_, {
        method: 'POST',
        json: {},
        headers: { 'Content-Type': 'application/json;charset=UTF-8' },
        fetch: net.fetch,
        ...extra,
      });
      expect(net.seen[0]).toEqual({
        method: 'POST',
        contentType: 'application/json;charset=UTF-8',
        body: '{}',
      });
    });

    test('a string, a form and search params go as given, with the type the browser gives them', async () => {
      const net = wire();
      const form = new FormData();
      form.set('field', 'value');
      await platformFetch(URL_, { method: 'POST', body: 'plain text', fetch: net.fetch, ...extra });
      await platformFetch(URL_, { method: 'POST', body: form, fetch: net.fetch, ...extra });
      await platformFetch(URL_, {
        method: 'PUT',
        body: new URLSearchParams({ q: 'a b' }),
        fetch: net.fetch,
        ...extra,
      });
      expect(net.seen[0]).toEqual({
        method: 'POST',
        contentType: 'text/plain;charset=UTF-8',
        body: 'plain text',
      });
      expect(net.seen[1]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(net.seen[1]?.body).toContain('name="field"\r\n\r\nvalue');
      expect(net.seen[2]).toEqual({
        method: 'PUT',
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        body: 'q=a+b',
      });
    });

    test('no body: none is sent', async () => {
      const net = wire();
      await platformFetch(URL_, { fetch: net.fetch, ...extra });
      await platformFetch(URL_, { method: 'POST', body: null, fetch: net.fetch, ...extra });
      expect(net.seen).toEqual([
        { method: 'GET', contentType: null, body: '' },
        { method: 'POST', contentType: null, body: '' },
      ]);
    });

    test('a body that cannot be serialised: a typed network failure, nothing sent', async () => {
      const net = wire();
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      const error = await platformFetch(URL_, {
        method: 'POST',
        json: circular,
        fetch: net.fetch,
        ...extra,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformFetchError);
      expect((error as PlatformFetchError).reason).toBe('network');
      expect(net.seen).toEqual([]);
    });
  });
}

test('a beforeRequest hook reads the body and may replace the request; the replacement is sent', async () => {
  const net = wire();
  const read: string[] = [];
  await platformFetch(URL_, {
    method: 'POST',
    json: { n: 1 },
    fetch: net.fetch,
    hooks: {
      beforeRequest: [
        async (request) => {
          read.push(await request.clone().text());
          return undefined;
        },
        (request) => new Request(request, { body: '{"n":2}' }),
      ],
    },
  });
  expect(read).toEqual(['{"n":1}']);
  expect(net.seen).toEqual([{ method: 'POST', contentType: 'application/json', body: '{"n":2}' }]);
});
