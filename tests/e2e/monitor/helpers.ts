// Shared helpers of the monitor e2e tests.
import type { Page } from '@playwright/test';
import { demoJson } from '../support/control';
import { type Demo, expect } from '../support/fixtures';

export interface MonitorState {
  /** Distinct records (the demo host de-duplicates by id). */
  errors: Array<Record<string, unknown> & { id: string; errType: string; message: string }>;
  /** Records that arrived again, one entry per repeat. */
  duplicates: Array<{ id: string; time: number }>;
  uploads: Array<{
    creator: unknown;
    clientInfo: unknown;
    browserInfo: unknown;
    dropped: unknown;
    ids: string[];
  }>;
  reports: Array<Record<string, unknown>>;
  subReports: Array<{
    reportId: string;
    reportData: Record<string, unknown>;
    data: Record<string, unknown[]>;
    ignoreSwitchStatus: boolean;
  }>;
  resourceReports: Array<{ resourceList: Array<Record<string, unknown>> }>;
}

export const USER = { id: 'u-1', employeeId: 'emp-42', loginChannel: 'pc' };

/** Reads what the demo host's monitor endpoints received. */
export async function monitorState(demo: Demo): Promise<MonitorState> {
  return demoJson<MonitorState>(demo.origin, 'monitor');
}

/** Opens the blank page, optionally sets the user, and starts the monitor. */
export async function boot(
  page: Page,
  options: { user?: boolean; start?: boolean; reload?: boolean } = {},
): Promise<void> {
  if (options.reload !== false) await page.goto('/pages/blank.html');
  await page.evaluate(
    ({ user, start }) => {
      const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
      if (user) A.setCurrentUser(user);
      if (start) A.startMonitor();
    },
    { user: options.user === false ? null : USER, start: options.start !== false },
  );
}

/** The monitor part of window.Atrium, for page.evaluate callbacks. */
export interface AtriumMonitor {
  startMonitor(): void;
  stopMonitor(): void;
  captureError(error: unknown, info?: { comName?: string }): void;
  flushErrors(): Promise<number>;
  setCurrentUser(user: { id: string; employeeId: string; loginChannel?: string } | null): void;
  request(options: { url: string; method?: string }): Promise<unknown>;
}

/** Captures `n` errors with messages `${prefix}-${i}` in the page. */
export async function captureMany(page: Page, n: number, prefix: string): Promise<void> {
  await page.evaluate(
    ({ n, prefix }) => {
      const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
      for (let i = 0; i < n; i++) A.captureError(new Error(`${prefix}-${i}`));
    },
    { n, prefix },
  );
}

/** Calls Atrium.flushErrors() in the page. */
export function flush(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { Atrium: AtriumMonitor }).Atrium.flushErrors());
}

/**
 * The messages of the records in the monitor's IndexedDB store (`WeappErrorMonitor`/`errorList`),
 * for waiting until captured records are written. Reads nothing, and creates nothing, while the
 * monitor has not made the database yet.
 */
export function storedMessages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'WeappErrorMonitor')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('WeappErrorMonitor');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('errorList')) {
          db.close();
          resolve([]);
          return;
        }
        const req = db.transaction('errorList', 'readonly').objectStore('errorList').getAll();
        req.onsuccess = () => {
          db.close();
          const rows = req.result as Array<{ id: string; message?: unknown }>;
          resolve(rows.filter((r) => r.id !== '~dropped').map((r) => String(r.message)));
        };
        req.onerror = () => {
          db.close();
          resolve([]);
        };
      };
    });
  });
}

/** Waits until every message `${prefix}-${i}`, i < n, is in the store. */
export async function waitStored(page: Page, n: number, prefix: string): Promise<void> {
  await expect
    .poll(async () => (await storedMessages(page)).filter((m) => m.startsWith(`${prefix}-`)).length)
    .toBe(n);
}

/**
 * Renders, through the React the SDK exposes on `window[handle]`, a component named SlowPanel
 * whose render blocks for 150 ms (a slow render for the profiler, docs/monitor.md).
 */
export function renderSlowPanel(page: Page, handle: 'Atrium' | 'AtriumModule'): Promise<void> {
  return page.evaluate((handle) => {
    type R = { createElement(...a: unknown[]): unknown; render(v: unknown, el: Element): void };
    const React = (window as unknown as Record<string, { React: R }>)[handle]!.React;
    function SlowPanel() {
      const t = performance.now();
      while (performance.now() - t < 150) {
        // a render that blocks for 150 ms
      }
      return React.createElement('div', null, 'slow');
    }
    const host = document.createElement('div');
    document.body.append(host);
    React.render(React.createElement(SlowPanel), host);
  }, handle);
}

/**
 * Makes every `indexedDB.open()` of the page throw `new DOMException(message, name)` (a private
 * window, a blocked store), from before the page's own scripts; returns the page errors seen.
 */
export async function withoutIndexedDB(page: Page, message: string, name: string): Promise<string[]> {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.addInitScript(
    ([message, name]) => {
      IDBFactory.prototype.open = () => {
        throw new DOMException(message, name);
      };
    },
    [message, name] as const,
  );
  return pageErrors;
}
