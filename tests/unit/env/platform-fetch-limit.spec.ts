// The platform fetch's time limit and the caller's abort, on both paths: the browser's native
// AbortSignal.timeout/any, and the timer-and-controller fallback (env/time-limit) for browsers
// without them. ky calls the fetch with a Request: its signal is the one to follow.
import { expect, test } from '@playwright/test';
import { PlatformFetchError, platformFetch } from '../../../src/env/platform-fetch';

/** A fetch that never answers: it rejects only when its signal aborts (as the browser's does). */
const hangingFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  })) as typeof fetch;

const reasonOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof PlatformFetchError ? e.reason : `other: ${String(e)}`),
  );

const paths: Array<[string, () => () => void]> = [
  ['native AbortSignal.timeout/any', () => () => {}],
  [
    'fallback (no AbortSignal.timeout)',
    () => {
      // ky reads AbortSignal.any once, when it loads: the fallback is tested without `timeout`.
      const S = AbortSignal as unknown as { timeout?: unknown };
      const timeout = S.timeout;
      S.timeout = undefined;
      return () => {
        S.timeout = timeout;
      };
    },
  ],
];

for (const [name, setUp] of paths) {
  test.describe(name, () => {
    let restore = () => {};
    test.beforeEach(() => {
      restore = setUp();
    });
    test.afterEach(() => restore());

    test('the limit aborts a hung exchange: reason timeout', async () => {
      expect(
        await reasonOf(platformFetch('https://api.example.test/x', { timeout: 30, fetch: hangingFetch })),
      ).toBe('timeout');
    });

    test("the caller's abort: reason aborted, not timeout", async () => {
      const caller = new AbortController();
      const pending = reasonOf(
        platformFetch('https://api.example.test/x', {
          timeout: 60_000,
          signal: caller.signal,
          fetch: hangingFetch,
        }),
      );
      caller.abort();
      expect(await pending).toBe('aborted');
    });

    test('an already aborted caller signal never waits for the limit', async () => {
      const caller = new AbortController();
      caller.abort();
      expect(
        await reasonOf(
          platformFetch('https://api.example.test/x', { signal: caller.signal, fetch: hangingFetch }),
        ),
      ).toBe('aborted');
    });

    test('no limit (0) and no caller: the exchange is not cut', async () => {
      let seen: AbortSignal | null | undefined;
      const answer = await platformFetch('https://api.example.test/x', {
        timeout: 0,
        fetch: (async (input: RequestInfo | URL) => {
          seen = (input as Request).signal;
          return new Response('{"ok":1}', { status: 200, headers: { 'content-type': 'application/json' } });
        }) as typeof fetch,
      });
      expect(answer.text).toBe('{"ok":1}');
      expect(seen?.aborted ?? false).toBe(false);
    });
  });
}
