// A fetch that records what it was asked and answers from the test: the platform fetch's unit tests
// assert on what would reach the server.

/** A recording fetch: `fn` answers with `answer(url, init)`; `calls` holds every request as url + init. */
export function fakeFetch(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  // The platform fetch runs on ky, which hands fetch a Request (and the body beside it, unless a
  // request hook may read it: docs/architecture.md#one-platform-fetch): record it as url + init,
  // as fetch itself would combine them.
  const fn = (async (input: RequestInfo | URL, given?: RequestInit) => {
    const request = new Request(input, given);
    const url = request.url;
    const init: RequestInit = {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: (await request.text()) || undefined,
    };
    calls.push({ url, init });
    return answer(url, init);
  }) as typeof fetch;
  return { fn, calls };
}
