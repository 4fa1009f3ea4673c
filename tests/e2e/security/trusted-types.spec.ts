// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Trusted Types (docs/csp.md#trusted-types): a page whose policy refuses the SDK's script loads
// gets a clear failure — BLOCKED_BY_CSP / ChunkLoadError type `blocked` — with no upgrade dialog,
// no unhandled rejection, no tag left and no timer left running; the `atrium` policy signs only
// the configured origins. (The policy that allows `atrium` is served with every dialog by
// csp-policies.spec.ts, with zero violations.)
import type { Page } from '@playwright/test';
import { expect, test } from '../embed/support';

const BASE = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'";

/** Opens a demo-host page under `csp` with the SDK's script, watching what the page reports. */
async function open(page: Page, csp: string) {
  const seen = { pageErrors: [] as string[], consoleErrors: [] as string[] };
  page.on('pageerror', (e) => seen.pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') seen.consoleErrors.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as any;
    w.__csp = [];
    w.__unhandled = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(e.violatedDirective));
    window.addEventListener('unhandledrejection', (e) => w.__unhandled.push(String(e.reason)));
    // Timers of a minute or more still pending (the script load limit is 120 s).
    const live = new Set<unknown>();
    w.__longTimers = live;
    const set = window.setTimeout;
    const clear = window.clearTimeout;
    (window as any).setTimeout = (fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id = set(
        (...a: unknown[]) => {
          live.delete(id);
          if (typeof fn === 'function') fn(...a);
        },
        ms,
        ...rest,
      );
      if ((ms ?? 0) >= 60_000) live.add(id);
      return id;
    };
    (window as any).clearTimeout = (id: number) => {
      live.delete(id);
      clear(id);
    };
  });
  const html = '<div id="app"></div><script src="/dist/atrium.umd.js"></script>';
  await page.goto(`/demo/csp-page?${new URLSearchParams({ csp, html })}`);
  await page.waitForFunction(() => !!(window as any).Atrium);
  return seen;
}

const initWithApp = (page: Page, handled: boolean) =>
  page.evaluate(async (handled) => {
    const A = (window as any).Atrium;
    const run = A.init({
      apiDomain: location.origin,
      eteamsid: 'demo-session-0001',
      apps: ['@weapp/demo-lib'],
      monitor: false,
    });
    if (!handled) return null; // nobody handles it: no catch, no on('error') listener
    return run.then(
      () => 'ok',
      (e: any) => ({
        code: e.code,
        stage: e.stage,
        message: e.message,
        type: e.cause?.type,
        name: e.cause?.name,
      }),
    );
  }, handled);

test("a page whose trusted-types list lacks 'atrium': init rejects BLOCKED_BY_CSP, no dialog, no unhandled rejection, no timer", async ({
  page,
}) => {
  const seen = await open(page, `${BASE}; require-trusted-types-for 'script'; trusted-types other`);
  const out = await initWithApp(page, true);
  expect(out).toMatchObject({
    code: 'BLOCKED_BY_CSP',
    stage: 'resources',
    type: 'blocked',
    name: 'ChunkLoadError',
  });
  expect((out as { message: string }).message).toMatch(/Content Security Policy.*trusted-types atrium/);
  expect((out as { message: string }).message).not.toMatch(/app name/i);
  await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);
  const state = await page.evaluate(() => ({
    unhandled: (window as any).__unhandled,
    timers: (window as any).__longTimers.size,
    tags: document.querySelectorAll('script[data-atrium="chunk"]').length,
    violations: (window as any).__csp,
  }));
  expect(state.unhandled).toEqual([]);
  expect(state.timers).toBe(0);
  expect(state.tags).toBe(0);
  // What the page's own policy reported: the refused policy name (and the refused sink).
  console.log(`trusted-types other: ${state.violations.length} violations (${state.violations.join(', ')})`);
  expect(state.violations.length).toBeGreaterThan(0);
  expect(seen.pageErrors).toEqual([]);
  // Handled by the app: nothing logged by the SDK.
  expect(seen.consoleErrors.filter((t) => t.includes('[atrium]'))).toEqual([]);
});

test('a blocked load nobody handles is logged once and still opens no upgrade dialog (a reload cannot help)', async ({
  page,
}) => {
  const seen = await open(page, `${BASE}; require-trusted-types-for 'script'; trusted-types other`);
  await initWithApp(page, false);
  await expect
    .poll(() => seen.consoleErrors.filter((t) => t.includes('[atrium] init failed')).length)
    .toBe(1);
  // The dialog would have opened in the same turn as the log.
  await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);
  expect(await page.evaluate(() => (window as any).__unhandled)).toEqual([]);
});

test("under 'trusted-types atrium' the policy signs only the configured origins: another URL rejects type blocked, adds no tag", async ({
  page,
}) => {
  const seen = await open(page, `${BASE}; require-trusted-types-for 'script'; trusted-types atrium`);
  expect(await initWithApp(page, true)).toBe('ok');
  await expect(page.getByTestId('demo-hello')).toHaveCount(0);
  const out = await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const before = document.querySelectorAll('script').length;
    const error = await A.loadScript('https://elsewhere.example/x.js').then(
      () => null,
      (e: any) => ({ name: e.name, type: e.type, request: e.request, cause: String(e.cause?.message ?? '') }),
    );
    return { error, added: document.querySelectorAll('script').length - before };
  });
  expect(out.error).toMatchObject({
    name: 'ChunkLoadError',
    type: 'blocked',
    request: 'https://elsewhere.example/x.js',
  });
  expect(out.error?.cause).toContain('atrium');
  expect(out.added).toBe(0);
  expect(await page.evaluate(() => (window as any).__csp)).toEqual([]);
  expect(await page.evaluate(() => (window as any).__longTimers.size)).toBe(0);
  expect(seen.pageErrors).toEqual([]);
});
