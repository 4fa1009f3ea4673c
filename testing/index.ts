// `atrium-sdk/testing`: the QA kit. A Playwright fixture for the demo host (reset before every
// test, faults, request log, state), `waitForReady(page)`, and locators for every test id the
// SDK draws (its overlay is an open shadow root: Playwright's test-id and CSS locators reach it).
//
// Built by `npm run build` into dist/testing/ (rollup.config.mjs); documented in docs/testing.md.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';

export type { Fault, LogEntry } from './wire';
import { DEMO_TOKEN_HEADER, readDemoToken } from './token';
import type { Fault, LogEntry } from './wire';

export { DEMO_TOKEN_HEADER, readDemoToken };

/** Thrown when the demo host cannot be reached or refuses a call. */
export class DemoHostError extends Error {
  override readonly name = 'DemoHostError' as const;
  /** The demo-host URL that failed. */
  readonly url: string;
  constructor(message: string, url: string, options?: { cause?: unknown }) {
    super(message, options);
    this.url = url;
  }
}

/** Thrown by {@link waitForReady} when the page's `init()` failed or never settled in time. */
export class SdkNotReadyError extends Error {
  override readonly name = 'SdkNotReadyError' as const;
  /** The SdkError code init() rejected with (`TIMEOUT`, `INVALID_SESSION`, …), or `WAIT_TIMEOUT`. */
  readonly code: string;
  /** The init step it failed in, when known. */
  readonly stage?: string;
  constructor(code: string, message: string, stage?: string) {
    super(message);
    this.code = code;
    if (stage !== undefined) this.stage = stage;
  }
}

/** Every `data-testid` the SDK draws (docs/reference.md#test-ids), by a short name. */
export const TEST_IDS = {
  upgradeDialog: 'atrium-upgrade-dialog',
  upgradeReload: 'atrium-upgrade-dialog-reload',
  upgradeClose: 'atrium-upgrade-dialog-close',
  upgradeDetails: 'atrium-upgrade-dialog-details',
  upgradeCopy: 'atrium-upgrade-dialog-copy',
  upgradeText: 'atrium-upgrade-dialog-text',
  sensitiveDialog: 'atrium-sensitive-dialog',
  sensitiveConfirm: 'atrium-sensitive-confirm',
  sensitiveCancel: 'atrium-sensitive-cancel',
  sensitiveRule: 'atrium-sensitive-rule',
  sensitiveMore: 'atrium-sensitive-more',
  sensitiveNotice: 'atrium-sensitive-notice',
  sensitiveNoticeClose: 'atrium-sensitive-notice-close',
  sensitivePage: 'atrium-sensitive-page',
  sensitivePageTitle: 'atrium-sensitive-page-title',
  sensitiveBack: 'atrium-sensitive-back',
  linkConfirm: 'atrium-link-confirm',
  linkOpen: 'atrium-link-open',
  linkCancel: 'atrium-link-cancel',
  linkRemember: 'atrium-link-remember',
  batchBanner: 'atrium-batch-banner',
  batchClose: 'atrium-batch-close',
  batchDetails: 'atrium-batch-details',
  batchMore: 'atrium-batch-more',
  batchExpand: 'atrium-batch-expand',
  batchQueued: 'atrium-batch-queued',
  titleBar: 'atrium-title-bar',
  titleBarBack: 'atrium-title-bar-back',
  reloginDialog: 'atrium-relogin-dialog',
  reloginConfirm: 'atrium-relogin-confirm',
  reloginCancel: 'atrium-relogin-cancel',
  message: 'atrium-message',
  messageClose: 'atrium-message-close',
  employeeCard: 'atrium-employee-card',
  componentError: 'atrium-component-error',
} as const;

/** A short name of {@link TEST_IDS}. */
export type SdkTestIdName = keyof typeof TEST_IDS;

/** The SDK's dialogs (what blocks the page until answered). */
const DIALOG_IDS = [
  TEST_IDS.upgradeDialog,
  TEST_IDS.sensitiveDialog,
  TEST_IDS.linkConfirm,
  TEST_IDS.reloginDialog,
] as const;

/** Locators for the SDK's UI: one function per test id, plus `dialog` (any SDK dialog) and `byTestId`. */
export type SdkLocators = { readonly [K in SdkTestIdName]: (page: Page) => Locator } & {
  /** Any of the SDK's dialogs (upgrade, sensitive words, link confirm, re-login). */
  readonly dialog: (page: Page) => Locator;
  /** Any SDK test id, by its full value. */
  readonly byTestId: (page: Page, id: string) => Locator;
};

function makeLocators(): SdkLocators {
  const out: Record<string, unknown> = {};
  for (const [key, id] of Object.entries(TEST_IDS)) out[key] = (page: Page) => page.getByTestId(id);
  // CSS locators pierce open shadow roots, so one selector finds a dialog in the SDK's overlay.
  out.dialog = (page: Page) => page.locator(DIALOG_IDS.map((id) => `[data-testid="${id}"]`).join(', '));
  out.byTestId = (page: Page, id: string) => page.getByTestId(id);
  return out as SdkLocators;
}

/**
 * Locators for every test id the SDK draws, shadow root included: `sdk.upgradeDialog(page)`,
 * `sdk.sensitiveConfirm(page)`, `sdk.dialog(page)` (any SDK dialog), …
 */
export const sdk: SdkLocators = makeLocators();

/** Options for {@link waitForReady}. */
export interface WaitForReadyOptions {
  /** How long to wait for `init()` to be called and to settle, in ms (default 20000). */
  timeout?: number;
}

type ReadyOutcome = { ok: true } | { ok: false; code: string; message: string; stage?: string };

/**
 * Waits until the SDK on `page` is ready: `init()` has been called (it may be called later) and
 * has resolved, on a script-tag page and in an app that bundles the ES module build alike. Rejects with {@link SdkNotReadyError} carrying init()'s error code when init failed,
 * or `WAIT_TIMEOUT` when nothing settled within `timeout`.
 */
export async function waitForReady(page: Page, options: WaitForReadyOptions = {}): Promise<void> {
  const timeout = options.timeout ?? 20_000;
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const outcome: ReadyOutcome | 'not-initialized' = await page
      .evaluate(async (ms) => {
        // Any build puts the ready() of the copy that init() ran in under this symbol (an ES module
        // app has no `Atrium` global); a script-tag page also has `Atrium.ready`.
        const w = window as unknown as { Atrium?: { ready?: unknown } } & Record<symbol, unknown>;
        const fromSymbol = w[Symbol.for('atrium-sdk.ready')];
        const ready = typeof fromSymbol === 'function' ? fromSymbol : w.Atrium?.ready;
        if (typeof ready !== 'function') return 'not-initialized' as const;
        const A = { ready: ready as () => Promise<void> };
        let timer: ReturnType<typeof setTimeout> | undefined;
        const limit = new Promise<'pending'>((resolve) => {
          timer = setTimeout(() => resolve('pending'), ms);
        });
        try {
          const settled = await Promise.race([A.ready().then(() => ({ ok: true }) as const), limit]);
          if (settled === 'pending') return { ok: false, code: 'WAIT_TIMEOUT', message: 'init() did not settle' };
          return settled;
        } catch (error) {
          const e = error as { code?: unknown; message?: unknown; stage?: unknown };
          const code = typeof e?.code === 'string' ? e.code : 'UNKNOWN';
          if (code === 'NOT_INITIALIZED') return 'not-initialized' as const;
          const out: ReadyOutcome = { ok: false, code, message: String(e?.message ?? error) };
          if (typeof e?.stage === 'string') out.stage = e.stage;
          return out;
        } finally {
          clearTimeout(timer);
        }
      }, left)
      .catch((error: unknown) => {
        // A navigation destroys the evaluation context: look again on the new page.
        if (String(error).includes('Execution context was destroyed')) return 'not-initialized' as const;
        throw error;
      });
    if (outcome === 'not-initialized') {
      await page.waitForTimeout(Math.min(50, Math.max(0, deadline - Date.now())));
      continue;
    }
    if (outcome.ok) return;
    if (outcome.code === 'WAIT_TIMEOUT') break;
    throw new SdkNotReadyError(
      outcome.code,
      `Atrium init() failed: ${outcome.code}${outcome.stage ? ` in ${outcome.stage}` : ''}: ${outcome.message}`,
      outcome.stage,
    );
  }
  throw new SdkNotReadyError('WAIT_TIMEOUT', `Atrium was not ready within ${timeout} ms`);
}

/** The demo host, as a test sees it. */
export interface DemoHost {
  /** Origin of the main demo host, e.g. `http://127.0.0.1:4310`. */
  readonly origin: string;
  /** The second origin (port + 1): an "external system" page on its own origin. */
  readonly secondOrigin: string;
  /** Adds faults (the newest match first); resolves to every active fault. */
  faults(fault: Fault | Fault[]): Promise<Fault[]>;
  /** Removes every fault. */
  clearFaults(): Promise<void>;
  /** Requests the host received, optionally for one path (a prefix when it ends with `*`). */
  log(path?: string): Promise<LogEntry[]>;
  /** Waits until at least `count` requests for `path` arrived; resolves to them. */
  waitForRequests(path: string, count?: number, timeout?: number): Promise<LogEntry[]>;
  /** The host's per-area state (e.g. `monitor` errors it received). */
  state<T = Record<string, unknown>>(): Promise<T>;
  /** Clears the log, the faults and the state (the fixture does this before every test). */
  reset(): Promise<void>;
}

async function call(
  request: APIRequestContext,
  token: () => string,
  method: 'get' | 'post' | 'delete',
  url: string,
  data?: unknown,
) {
  let res: Awaited<ReturnType<APIRequestContext['get']>>;
  // The control plane takes the run's token on every call, and JSON on every POST.
  const headers: Record<string, string> = { [DEMO_TOKEN_HEADER]: token() };
  if (method === 'post') headers['content-type'] = 'application/json';
  try {
    res = await request[method](url, data === undefined ? { headers } : { headers, data });
  } catch (error) {
    throw new DemoHostError(
      `the Atrium demo host does not answer at ${url} (start it, or set the atriumDemoURL option or ATRIUM_DEMO_URL)`,
      url,
      { cause: error },
    );
  }
  if (res.status() === 401)
    throw new DemoHostError(
      `the demo host refused the control token at ${url}: run the kit on the host's machine (it reads the token the host wrote) or set ATRIUM_DEMO_TOKEN to the token the host printed`,
      url,
    );
  if (!res.ok()) throw new DemoHostError(`the demo host answered ${res.status()} to ${method.toUpperCase()} ${url}`, url);
  return res;
}

/**
 * A {@link DemoHost} client for the demo host at `origin`, using Playwright's `request`. Its control
 * calls carry the host's per-run token: `token`, else `ATRIUM_DEMO_TOKEN`, else the file the host
 * wrote on this machine ({@link readDemoToken}).
 */
export function demoHost(request: APIRequestContext, origin: string, token?: string): DemoHost {
  const base = origin.replace(/\/+$/, '');
  let known = token ?? '';
  const tokenOf = () => {
    known ||= readDemoToken(base);
    return known;
  };
  const u = new URL(base);
  const secondOrigin = `${u.protocol}//${u.hostname}:${Number(u.port || (u.protocol === 'https:' ? 443 : 80)) + 1}`;
  const host: DemoHost = {
    origin: base,
    secondOrigin,
    async faults(fault) {
      const res = await call(request, tokenOf, 'post', `${base}/__demo/faults`, fault);
      return ((await res.json()) as { faults: Fault[] }).faults;
    },
    async clearFaults() {
      await call(request, tokenOf, 'delete', `${base}/__demo/faults`);
    },
    async log(path) {
      const res = await call(request, tokenOf, 'get', `${base}/__demo/log${path ? `?path=${encodeURIComponent(path)}` : ''}`);
      return (await res.json()) as LogEntry[];
    },
    async waitForRequests(path, count = 1, timeout = 10_000) {
      let entries: LogEntry[] = [];
      await expect
        .poll(
          async () => {
            entries = await host.log(path);
            return entries.length;
          },
          { timeout, message: `waiting for ${count} request(s) to ${path}` },
        )
        .toBeGreaterThanOrEqual(count);
      return entries;
    },
    async state<T>() {
      const res = await call(request, tokenOf, 'get', `${base}/__demo/state`);
      return (await res.json()) as T;
    },
    async reset() {
      await call(request, tokenOf, 'post', `${base}/__demo/reset`);
    },
  };
  return host;
}

/**
 * The demo host the fixture uses and resets: the `atriumDemoURL` option (`origin`), else
 * `ATRIUM_DEMO_URL`, else the one the config's `webServer` starts (an entry whose `url` is
 * `…/__demo/state`, as {@link demoHostServer} writes it); `undefined` when none. Never `baseURL`:
 * that is your app's, which must not receive `POST /__demo/reset`.
 */
export function demoHostOrigin(origin?: string | null, webServer?: { url?: string } | null): string | undefined {
  if (origin) return origin;
  if (process.env.ATRIUM_DEMO_URL) return process.env.ATRIUM_DEMO_URL;
  try {
    const url = new URL(webServer?.url ?? '');
    return url.pathname === '/__demo/state' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The fixture's `demo` when no demo host is known: every call rejects, nothing is sent. */
function noDemoHost(): DemoHost {
  const fail = () =>
    Promise.reject(
      new DemoHostError(
        'no demo host: set the atriumDemoURL option or ATRIUM_DEMO_URL, or start one with demoHostServer() (baseURL is never used)',
        '',
      ),
    );
  return { origin: '', secondOrigin: '', faults: fail, clearFaults: fail, log: fail, waitForRequests: fail, state: fail, reset: fail };
}

/** The demo host this package ships (`npx atrium-demo-host`), next to the kit in dist/. */
function shippedDemoHost(): string | null {
  try {
    const cli = fileURLToPath(new URL('../demo-host/cli.js', import.meta.url));
    return existsSync(cli) ? cli : null;
  } catch {
    return null;
  }
}

/**
 * A Playwright `webServer` entry that starts the demo host on `port` (the second origin takes
 * `port + 1`): the one this package ships (`atrium-demo-host` in node_modules), or with `cwd`
 * the one of a clone of the Atrium repository. Use it in `playwright.config.ts`, or point the
 * kit at a running host with the `atriumDemoURL` option or `ATRIUM_DEMO_URL` instead.
 */
export function demoHostServer(options: { cwd?: string; port?: number } = {}) {
  const port = options.port ?? 4300;
  const shipped = options.cwd ? null : shippedDemoHost();
  let command = `npx atrium-demo-host --port ${port}`;
  if (options.cwd) command = 'node --import tsx demo-host/server.ts';
  else if (shipped) command = `${JSON.stringify(process.execPath)} ${JSON.stringify(shipped)} --port ${port}`;
  return {
    command,
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: { DEMO_PORT: String(port) },
    url: `http://127.0.0.1:${port}/__demo/state`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  };
}

/** The kit's option: `test.use({ atriumDemoURL })`, or `use: { atriumDemoURL }` in the config. */
export interface AtriumOptions {
  /** The demo host's origin (default: `ATRIUM_DEMO_URL`, else `http://127.0.0.1:4300`); your app keeps `baseURL`. */
  atriumDemoURL: string | undefined;
}

/** The fixtures the kit adds to Playwright's `test`. */
export interface AtriumFixtures {
  /** The demo host, reset before this test. */
  demo: DemoHost;
  /** Locators for the SDK's test ids (same as the exported {@link sdk}). */
  sdk: SdkLocators;
  /** {@link waitForReady} bound to nothing: `await waitForReady(page)`. */
  waitForReady: typeof waitForReady;
}

// `test` is typed in @playwright/test's names: the inferred type names the `playwright` package,
// which an app that installed only @playwright/test may not resolve.
/**
 * Playwright's `test` with the kit's fixtures. Every test starts with a reset demo host (log,
 * faults and state cleared), so a fault one test forgets — even `hang` — never reaches the next.
 *
 * @example
 * ```ts
 * import { expect, test } from 'atrium-sdk/testing';
 * test('a hanging session check times out', async ({ page, demo, sdk, waitForReady }) => { … });
 * ```
 */
export const test: TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & AtriumFixtures & AtriumOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = base.extend<AtriumFixtures & AtriumOptions>({
  atriumDemoURL: [undefined, { option: true }],
  // auto: the reset runs before every test, also one that never asks for `demo`.
  demo: [
    async ({ request, atriumDemoURL }, use, testInfo) => {
      const origin = demoHostOrigin(atriumDemoURL, testInfo.config.webServer);
      if (!origin) return use(noDemoHost());
      const host = demoHost(request, origin);
      await host.reset();
      await use(host);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument
  sdk: async ({}, use) => {
    await use(sdk);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument
  waitForReady: async ({}, use) => {
    await use(waitForReady);
  },
});

export { expect };
