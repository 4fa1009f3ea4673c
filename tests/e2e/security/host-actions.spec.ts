// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Host-UI actions answer once and die with their init (issue 20 item 8, docs/security.md
// "Host-UI actions"), against the built script: the `relogin()` a `sessionExpired` event hands
// out fetches one token however often it is called, and one from an earlier init, called after
// destroy() and a new init(), never runs the new config's token source. Token fetches are
// counted in the demo host's log.
import type { Page } from '@playwright/test';
import type { Demo } from '../support/fixtures';
import { expect, test } from '../support/fixtures';

/** init({ ui: 'host' }) with a token function on `path`, recording sessionExpired events. */
async function initWithTokens(page: Page, path: string): Promise<void> {
  await page.evaluate(async (path) => {
    const w = window as any;
    w.__expired = [];
    await w.Atrium.init({
      apiDomain: location.origin,
      monitor: false,
      ui: 'host',
      authTokenRequest: () =>
        fetch(path)
          .then((r) => r.json())
          .then((b) => b.data.eteamsid),
    });
    w.Atrium.on('sessionExpired', (e: any) => w.__expired.push(e));
  }, path);
}

/** The session goes stale and one token fetch fails: a request rejects kind session, the event fires. */
async function expire(page: Page, demo: Demo, tokenPath: string): Promise<void> {
  await page.evaluate(() =>
    fetch('/api/demo/session-set', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: 'gone' }),
    }),
  );
  // Two failures: one failed token call is retried once before the session counts as expired.
  await demo.fault({ path: tokenPath, status: 500, body: { status: false }, times: 2 });
  const kind = await page.evaluate(() =>
    (window as any).Atrium.request({ url: '/api/demo/session/status', method: 'POST', data: {} }).then(
      () => 'ok',
      (e: any) => e.kind,
    ),
  );
  expect(kind).toBe('session');
  await page.waitForFunction(() => (window as any).__expired.length === 1);
}

const tokens = async (demo: Demo) => (await demo.log('/api/demo/token')).length;

/**
 * Keeps the first expiry's payload, destroys, inits again on another token path, then calls the
 * kept payload's relogin(): what it gave, and whether the token endpoint was asked again.
 */
async function reloginAfterReinit(page: Page, demo: Demo): Promise<{ outcome: unknown; asked: boolean }> {
  await page.evaluate(() => {
    const w = window as any;
    w.__old = w.__expired[0];
    w.Atrium.destroy();
  });
  // The new init's token source is another path on the same token endpoint.
  await initWithTokens(page, '/api/demo/token?second=1');
  const before = await tokens(demo);
  const outcome = await page.evaluate(() =>
    (window as any).__old.relogin().then(
      (v: unknown) => ({ value: v }),
      (e: any) => ({ code: e.code }),
    ),
  );
  return { outcome, asked: (await tokens(demo)) !== before };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/pages/blank.html');
});

test('relogin() answers once: a second call, also concurrent, fetches no second token', async ({
  page,
  demo,
}) => {
  await initWithTokens(page, '/api/demo/token');
  await expire(page, demo, '/api/demo/token');
  const before = await tokens(demo);
  const outcomes = await page.evaluate(async () => {
    const e = (window as any).__expired[0];
    const first = e.relogin();
    const second = e.relogin();
    const settled = await Promise.allSettled([first, second]);
    const third = await e.relogin().then(
      (v: unknown) => v,
      (err: any) => err.code,
    );
    return [...settled.map((s) => (s.status === 'fulfilled' ? s.value : s.reason?.code)), third];
  });
  // The first call logs in again; the later ones answer with the same outcome and fetch nothing.
  expect(outcomes).toEqual([true, true, true]);
  expect(await tokens(demo)).toBe(before + 1);
});

test("relogin() from an earlier init, called after destroy() and a new init(), never runs the new config's token source", async ({
  page,
  demo,
}) => {
  await initWithTokens(page, '/api/demo/token');
  await expire(page, demo, '/api/demo/token');
  expect(await reloginAfterReinit(page, demo)).toEqual({
    outcome: { code: 'NOT_INITIALIZED' },
    asked: false,
  });
  // The new init's own session is untouched: a request still goes with it.
  const { requestSession } = await demo.state<{ requestSession: string }>();
  const ok = await page.evaluate(() =>
    (window as any).Atrium.request({ url: '/api/demo/session/status', method: 'POST', data: {} }).then(
      () => true,
      () => false,
    ),
  );
  expect(ok).toBe(true);
  const last = (await demo.log('/api/demo/session/status')).at(-1);
  expect(last?.headers.eteamsid).toBe(requestSession);
});

test('a sensitive prompt answers once, and its confirm() after destroy() and a new init() resends nothing', async ({
  page,
  demo,
}) => {
  await initWithTokens(page, '/api/demo/token');
  const outcome = await page.evaluate(async () => {
    const w = window as any;
    const prompts: any[] = [];
    // The n-th prompt, as a promise that resolves when the SDK emits it.
    const waiting: ((p: any) => void)[] = [];
    const prompt = (n: number) =>
      new Promise<any>((resolve) => {
        if (prompts[n]) resolve(prompts[n]);
        else waiting[n] = resolve;
      });
    w.Atrium.on('sensitive', (p: any) => {
      waiting[prompts.length]?.(p);
      prompts.push(p);
    });
    const settled = w.Atrium.request({ url: '/api/demo/sensitive', method: 'POST', data: { n: 1 } }).then(
      () => 'ok',
      (e: any) => e.kind,
    );
    await prompt(0);
    prompts[0].confirm();
    prompts[0].confirm();
    prompts[0].cancel();
    const first = await settled;
    // A second prompt, left waiting: destroy() cancels it; its late confirm() does nothing.
    const late = w.Atrium.request({ url: '/api/demo/sensitive', method: 'POST', data: { n: 2 } }).then(
      () => 'ok',
      (e: any) => e.kind,
    );
    await prompt(1);
    w.__late = prompts[1];
    w.Atrium.destroy();
    return [first, await late];
  });
  expect(outcome).toEqual(['ok', 'sensitive']);
  await initWithTokens(page, '/api/demo/token');
  await page.evaluate(() => (window as any).__late.confirm());
  const sent = await demo.log('/api/demo/sensitive');
  // The first request and its one resend; the second request, never resent.
  expect(sent.map((e) => [(e.body as { n?: number } | undefined)?.n, e.query.sensitiveWordconfirm])).toEqual([
    [1, undefined],
    [1, '1'],
    [2, undefined],
  ]);
});

test('issue 32 item 12: a relogin() already answered, called again after destroy() and a new init(), rejects NOT_INITIALIZED', async ({
  page,
  demo,
}) => {
  await initWithTokens(page, '/api/demo/token');
  await expire(page, demo, '/api/demo/token');
  // Answered within its init.
  expect(await page.evaluate(() => (window as any).__expired[0].relogin())).toBe(true);
  // One rule: bound to its init wins over "the first answer again".
  expect(await reloginAfterReinit(page, demo)).toEqual({
    outcome: { code: 'NOT_INITIALIZED' },
    asked: false,
  });
});
