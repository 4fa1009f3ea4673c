import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';
import type { AtriumOptions } from './testing/index';

const port = Number(process.env.DEMO_PORT || 4310);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig<AtriumOptions>({
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['./scripts/summary-reporter.ts']]
    : [['list'], ['./scripts/summary-reporter.ts']],
  projects: [
    {
      name: 'unit',
      testDir: 'tests/unit',
      fullyParallel: true,
    },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      // One demo host with shared state: e2e tests run one at a time.
      fullyParallel: false,
      workers: 1,
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
  webServer: process.env.E2E_NO_SERVER
    ? undefined
    : {
        command: `node --import tsx demo-host/server.ts`,
        env: {
          DEMO_PORT: String(port),
          ...(process.env.ATRIUM_OUT ? { ATRIUM_OUT: process.env.ATRIUM_OUT } : {}),
        },
        url: `${baseURL}/__demo/state`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
