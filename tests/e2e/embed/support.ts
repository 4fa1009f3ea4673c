// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Helpers for the embedding-SDK e2e tests: start init() in the page with one of the auth
// modes and read back how it settled.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The shared `test`: the demo host is reset before every test (also those not using `demo`). */
export { expect, test };

export type AuthMode = 'token' | 'request' | 'session' | 'oa' | 'passport' | 'none';

export interface InitOutcome {
  ok: boolean;
  code?: string;
  stage?: string;
  message?: string;
  name?: string;
  steps: string[];
  events: string[];
}

export interface InitOptions {
  apps?: string[];
  stageTimeout?: number;
  extra?: Record<string, unknown>;
  tenantKey?: string;
}

/** Page with the bundle and an #app container. */
export async function openBlank(page: Page): Promise<void> {
  await page.goto('/pages/blank.html');
}

/** Starts init() in the page (not awaited); the outcome is stored on window.__init. */
export async function startInit(page: Page, mode: AuthMode, options: InitOptions = {}): Promise<void> {
  await page.evaluate(
    ({ mode, options }) => {
      const A = (window as any).Atrium;
      const origin = location.origin;
      const base: Record<string, unknown> = {
        apiDomain: origin,
        staticDomain: origin,
        apps: options.apps ?? [],
        monitor: false,
        ...(options.stageTimeout ? { stageTimeout: options.stageTimeout } : {}),
      };
      const configs: Record<string, Record<string, unknown>> = {
        token: { ...base, authTokenApi: `${origin}/external/atrium-token`, oadomain: origin },
        request: {
          ...base,
          oadomain: origin,
          authTokenRequest: () =>
            fetch('/external/atrium-token')
              .then((r) => r.json())
              .then((b) => b.data.eteamsid),
        },
        session: { ...base, eteamsid: 'demo-session-0001' },
        oa: { ...base, oadomain: origin, oatenantkey: options.tenantKey ?? 'demo-tenant' },
        passport: { ...base, eteamsid: 'demo-session-0001', enablePassport: true },
        none: { ...base },
      };
      const w = window as any;
      w.__steps = [];
      w.__events = [];
      A.on('step', (s: string) => w.__steps.push(s));
      A.on('ready', () => w.__events.push('ready'));
      A.on('error', (e: any) => w.__events.push(`error:${e.code}`));
      w.__initPromise = A.init({ ...configs[mode], ...options.extra });
      w.__init = null;
      w.__initPromise.then(
        () => {
          w.__init = { ok: true };
        },
        (e: any) => {
          w.__init = { ok: false, code: e.code, stage: e.stage, message: e.message, name: e.name };
        },
      );
    },
    { mode, options },
  );
}

/** Runs init() with an auth mode and waits for it to settle. */
export async function runInit(page: Page, mode: AuthMode, options: InitOptions = {}): Promise<InitOutcome> {
  await startInit(page, mode, options);
  await page.waitForFunction(() => (window as any).__init !== null, undefined, { timeout: 20_000 });
  return page.evaluate(() => {
    const w = window as any;
    return { ...w.__init, steps: w.__steps, events: w.__events };
  });
}

export const ALL_STEPS = ['clearCookie', 'auth', 'session', 'interceptors', 'resources', 'theme', 'ready'];

/**
 * Calls `init()` once per value of `field` (beside a valid session-id config) and returns
 * `[code, message]` for each: `['ok', '']` when it resolved.
 */
export async function initRejections(
  page: Page,
  field: string,
  values: unknown[],
): Promise<Array<[string, string]>> {
  return page.evaluate(
    async ({ field, values }) => {
      const A = (window as any).Atrium;
      const res: Array<[string, string]> = [];
      for (const value of values) {
        const config = {
          apiDomain: location.origin,
          eteamsid: 'demo-session-0001',
          monitor: false,
          [field]: value,
        };
        res.push(
          await A.init(config).then(
            (): [string, string] => ['ok', ''],
            (e: { code: string; message: string }): [string, string] => [e.code, e.message],
          ),
        );
      }
      return res;
    },
    { field, values },
  );
}
