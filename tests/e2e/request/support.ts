// Helpers for the request e2e tests. Everything goes through the built script's public surface
// (`window.Atrium`), as a page uses it: `init()` sets what the request layer sends (session id,
// domains, prefix, language, credentials, transfer API), `on()` reports what it emits.
import type { Page } from '@playwright/test';
import type * as Api from '../../../src/index';

/** A request's outcome as plain data (for page.evaluate). */
export interface Settled {
  ok: boolean;
  body?: Api.Envelope;
  name?: string;
  kind?: string;
  message?: string;
  status?: number;
  code?: number;
  url?: string;
}

/** The page-side tools `openPage` installs as `window.T`. */
export interface Tools {
  /** Runs `Atrium.request(options)` and returns its outcome as plain data. */
  settle(options: Api.RequestOptions): Promise<Settled>;
  /**
   * `Atrium.init()` with a valid session id (`demo-session-0001`) on the page's origin, the
   * monitor off, and `extra` on top; a config that differs from the running one destroys it first.
   */
  init(extra?: Record<string, unknown>): Promise<void>;
  /** What `on('requestError')` and `on('sessionExpired')` received, in order. */
  events: Array<{ name: string; payload: Record<string, unknown> }>;
}

/** The session id the demo host accepts for init() (demo-host/routes/embed.ts). */
export const SESSION = 'demo-session-0001';

/** Opens `path` (a page with the script, by default the blank one) and installs `window.T`. */
export async function openPage(page: Page, path = '/pages/blank.html'): Promise<void> {
  await page.goto(path);
  await installTools(page);
}

/** Installs `window.T` on the current page (which has `window.Atrium`). */
export async function installTools(page: Page): Promise<void> {
  await page.evaluate((session) => {
    const A = (window as unknown as { Atrium: typeof Api }).Atrium;
    const events: Tools['events'] = [];
    const listen = () => {
      for (const name of ['requestError', 'sessionExpired'] as const) {
        A.on(name, (payload: object) =>
          events.push({ name, payload: { ...payload } as Record<string, unknown> }),
        );
      }
    };
    listen();
    let running = false;
    const tools: Tools = {
      events,
      async settle(options) {
        try {
          return { ok: true, body: await A.request(options) };
        } catch (e) {
          const error = e as Api.RequestError;
          return {
            ok: false,
            name: error.name,
            kind: error.kind,
            message: error.message,
            status: error.status,
            code: error.code,
            url: error.url,
          };
        }
      },
      async init(extra = {}) {
        if (running) {
          A.destroy();
          listen();
        }
        running = true;
        await A.init({ apiDomain: location.origin, eteamsid: session, monitor: false, ...extra });
      },
    };
    (window as unknown as { T: Tools }).T = tools;
  }, SESSION);
}
