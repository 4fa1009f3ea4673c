// Shared e2e fixtures: every test starts with a reset demo host; one that asks for `demo` gets
// helpers to read what the server received and to inject faults. The client is the shipped QA
// kit's (`atrium-sdk/testing`, testing/index.ts), so the repo's tests exercise what QA uses;
// only `fault()` keeps the repo's name (the kit's `faults()` also resolves to the active list).
import { test as base, expect } from '@playwright/test';
import { type DemoHost, demoHost, type Fault, type LogEntry } from '../../../testing/index';

export type { Fault, LogEntry };

export interface Demo extends Omit<DemoHost, 'faults' | 'reset'> {
  /** Adds faults (the newest match first). */
  fault(fault: Fault | Fault[]): Promise<void>;
}

export const test = base.extend<{ demo: Demo; resetDemo: undefined }>({
  demo: async ({ request, baseURL }, use) => {
    const host = demoHost(request, baseURL ?? 'http://127.0.0.1:4310');
    await host.reset();
    const { faults, reset: _reset, ...rest } = host;
    await use({
      ...rest,
      async fault(fault) {
        await faults(fault);
      },
    });
  },
  // Every test starts with a reset demo host, also one that never asks for `demo`: a fault an
  // earlier test of the worker left (a getInfo that never answers, say) must not reach it.
  resetDemo: [
    async ({ demo }, use) => {
      void demo;
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
