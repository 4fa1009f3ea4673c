import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';
import type { AtriumOptions } from './testing/index';
import { FIRST_PORT, hostOrigin, ownHostOrigin, selectsE2e, workerCount } from './tests/e2e/support/hosts';

// One demo host per worker (tests/e2e/support/hosts.ts): Playwright starts one per worker slot,
// and worker slot n (TEST_PARALLEL_INDEX, set before a worker evaluates this file) talks to the
// host on DEMO_PORT + 2n only. Each host has its own log, faults and state, so e2e files run
// side by side without seeing each other's requests.
const workers = workerCount();
const baseURL = ownHostOrigin();
// Only a run that selects e2e tests starts the hosts and checks that dist/ is the build of the
// code (`--project=unit` starts nothing; docs/testing.md#how-the-suite-runs).
const e2e = selectsE2e();

export default defineConfig<AtriumOptions>({
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers,
  reporter: [['list'], ['./scripts/summary-reporter.ts']],
  globalSetup: e2e ? './tests/e2e/support/fresh-build.ts' : undefined,
  projects: [
    {
      name: 'unit',
      testDir: 'tests/unit',
      fullyParallel: true,
    },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      // A file's tests run in order in one worker (some share a page or a host state between
      // tests); files spread over the workers, each with its own demo host.
      fullyParallel: false,
      use: {
        baseURL,
        // The QA kit's demo host (tests that use `atrium-sdk/testing`); here it also serves the pages.
        atriumDemoURL: baseURL,
        browserName: 'chromium',
        // The suite's own language: pages without a page context follow the browser's (tests that
        // need another language say so with test.use({ locale })).
        locale: 'zh-CN',
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  webServer:
    !e2e || process.env.E2E_NO_SERVER
      ? undefined
      : Array.from({ length: workers }, (_, slot) => ({
          command: 'node --import tsx demo-host/server.ts',
          env: {
            DEMO_PORT: String(FIRST_PORT + 2 * slot),
            ...(process.env.ATRIUM_OUT ? { ATRIUM_OUT: process.env.ATRIUM_OUT } : {}),
          },
          url: `${hostOrigin(slot)}/__demo/state`,
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: 'ignore' as const,
          stderr: 'pipe' as const,
        })),
});
