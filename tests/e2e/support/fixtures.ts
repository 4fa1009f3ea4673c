// Shared e2e fixtures: every test starts with a reset demo host and gets helpers to read what
// the server received and to inject faults.
import { type APIRequestContext, test as base, expect } from '@playwright/test';
import type { Fault, LogEntry } from '../../../demo-host/lib/context';

export interface Demo {
  /** Origin of the main demo host, e.g. http://127.0.0.1:4310 */
  origin: string;
  /** The second origin (port + 1), for cross-origin tests. */
  secondOrigin: string;
  /** Requests the server received for a path (prefix when it ends with `*`). */
  log(path?: string): Promise<LogEntry[]>;
  /** Waits until at least `count` requests for the path have arrived; returns them. */
  waitForRequests(path: string, count?: number, timeout?: number): Promise<LogEntry[]>;
  fault(fault: Fault | Fault[]): Promise<void>;
  clearFaults(): Promise<void>;
  state<T = Record<string, unknown>>(): Promise<T>;
}

function makeDemo(request: APIRequestContext, origin: string): Demo {
  const u = new URL(origin);
  const secondOrigin = `${u.protocol}//${u.hostname}:${Number(u.port) + 1}`;
  const demo: Demo = {
    origin,
    secondOrigin,
    async log(path) {
      const res = await request.get(`${origin}/__demo/log${path ? `?path=${encodeURIComponent(path)}` : ''}`);
      return (await res.json()) as LogEntry[];
    },
    async waitForRequests(path, count = 1, timeout = 10_000) {
      let entries: LogEntry[] = [];
      await expect
        .poll(
          async () => {
            entries = await demo.log(path);
            return entries.length;
          },
          { timeout, message: `waiting for ${count} request(s) to ${path}` },
        )
        .toBeGreaterThanOrEqual(count);
      return entries;
    },
    async fault(fault) {
      const res = await request.post(`${origin}/__demo/faults`, { data: fault });
      expect(res.ok()).toBe(true);
    },
    async clearFaults() {
      await request.delete(`${origin}/__demo/faults`);
    },
    async state<T>() {
      const res = await request.get(`${origin}/__demo/state`);
      return (await res.json()) as T;
    },
  };
  return demo;
}

export const test = base.extend<{ demo: Demo }>({
  demo: async ({ request, baseURL }, use) => {
    const origin = baseURL ?? 'http://127.0.0.1:4310';
    await request.post(`${origin}/__demo/reset`);
    await use(makeDemo(request, origin));
  },
});

export { expect };
