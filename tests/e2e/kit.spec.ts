// The QA kit (`atrium-sdk/testing`, source in testing/) used the way QA would: its fixture resets
// the demo host before every test, injects faults, reads the request log, waits for `ready` and
// finds the SDK's UI inside its shadow root.
import { createServer } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, SdkNotReadyError, sdk, test, waitForReady } from '../../testing/index';
import { ownHostOrigin } from './support/hosts';

const GET_INFO = '/papi/app/baseserver/info/getInfo';

/** A page of the demo host that starts init() with a session id, as an integrator's page would. */
async function initWithSession(page: Page, stageTimeout = 15_000): Promise<void> {
  await page.goto('/pages/blank.html');
  await page.evaluate((limit) => {
    const A = (window as unknown as { Atrium: { init(c: object): Promise<void> } }).Atrium;
    A.init({
      apiDomain: location.origin,
      staticDomain: location.origin,
      eteamsid: 'demo-session-0001',
      monitor: false,
      stageTimeout: limit,
    }).catch(() => {});
  }, stageTimeout);
}

// The two tests below run in this order (one worker, in file order): the first forgets a hang
// fault on purpose, the second must not meet it.
test('a forgotten hang fault: waitForReady reports the stage that timed out', async ({ page, demo }) => {
  await demo.faults({ path: GET_INFO, hang: true });
  await initWithSession(page, 1_000);
  const error = await waitForReady(page).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SdkNotReadyError);
  expect(error).toMatchObject({ code: 'TIMEOUT', stage: 'session' });
  // no clearFaults(): the kit's reset before the next test must remove it
});

test('…and the next test starts with a clean demo host: no fault, an empty log', async ({ page, demo }) => {
  expect(await demo.log()).toEqual([]);
  await initWithSession(page);
  await waitForReady(page, { timeout: 10_000 });
  const calls = await demo.log(GET_INFO);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.headers.eteamsid).toBe('demo-session-0001');
});

test('faults() and log(): a failing team config is RESOURCES_FAILED, and the request reached the host', async ({
  page,
  demo,
}) => {
  const active = await demo.faults({ path: '/api/baseserver/layout/baseTeams', status: 500, times: 1 });
  expect(active).toEqual([
    expect.objectContaining({ path: '/api/baseserver/layout/baseTeams', status: 500 }),
  ]);
  await initWithSession(page);
  await expect(waitForReady(page)).rejects.toMatchObject({ code: 'RESOURCES_FAILED', stage: 'resources' });
  const teams = await demo.waitForRequests('/api/baseserver/layout/baseTeams');
  expect(teams[0]?.method).toBe('POST');
  expect(teams[0]?.headers.eteamsid).toBe('demo-session-0001');
});

test('waitForReady waits for an init() the page starts later', async ({ page }) => {
  await page.goto('/pages/blank.html');
  const ready = waitForReady(page);
  await page.evaluate(() => {
    const A = (window as unknown as { Atrium: { init(c: object): Promise<void> } }).Atrium;
    setTimeout(() => {
      A.init({ apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false }).catch(() => {});
    }, 200);
  });
  await ready;
});

test("the locators reach the SDK's dialogs inside its shadow root", async ({ page, sdk: ui }) => {
  expect(ui).toBe(sdk);
  await page.goto('/pages/blank.html');
  await page.evaluate(() => {
    const A = (window as unknown as { Atrium: { openLink(u: string): Promise<boolean> } }).Atrium;
    (window as unknown as { __opened: Promise<boolean> }).__opened = A.openLink('https://example.org/report');
  });
  // the dialog lives in the overlay's open shadow root, not in the page's light DOM
  expect(await page.evaluate(() => document.querySelector('[data-testid="atrium-link-confirm"]'))).toBeNull();
  await expect(sdk.linkConfirm(page)).toBeVisible();
  await expect(sdk.dialog(page)).toHaveCount(1);
  await expect(sdk.linkRemember(page)).toBeVisible();
  await sdk.linkCancel(page).click();
  await expect(sdk.dialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __opened: Promise<boolean> }).__opened)).toBe(
    false,
  );
});

test('the package entry atrium-sdk/testing (dist/testing, through package.json exports) is this kit', async () => {
  // A variable keeps tsc (which runs before the build) from resolving the built file.
  const entry = 'atrium-sdk/testing';
  const built = (await import(entry)) as Record<string, unknown>;
  const source = await import('../../testing/index');
  expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
  expect(built.TEST_IDS).toEqual(source.TEST_IDS);
  expect(typeof built.waitForReady).toBe('function');
});

test('a redirect fault (status + location): the session check is redirected, init() fails NETWORK_FAILED', async ({
  page,
  demo,
}) => {
  await demo.faults({ path: GET_INFO, status: 302, location: '/sso/login' });
  await initWithSession(page);
  const error = await waitForReady(page).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: 'NETWORK_FAILED', stage: 'session' });
  expect(String((error as Error).message)).toContain('redirected');
  expect(await demo.log('/sso/login')).toEqual([]);
});

test('in a bundled app (ES module build, no Atrium.ready on the page) waitForReady and the test ids work the same', async ({
  page,
}) => {
  await page.goto('/pages/react/index.html?broken');
  await waitForReady(page);
  // The page has only the small global app libraries read (React, version, router): no ready().
  expect(
    await page.evaluate(() => typeof (window as unknown as { Atrium?: { ready?: unknown } }).Atrium?.ready),
  ).toBe('undefined');
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
  await expect(sdk.componentError(page)).toHaveCount(1);
  // destroy() (the provider unmounted) takes readiness away; a new run brings it back.
  await page.getByTestId('react-toggle-provider').click();
  await expect(waitForReady(page, { timeout: 500 })).rejects.toMatchObject({ code: 'WAIT_TIMEOUT' });
  await page.getByTestId('react-toggle-provider').click();
  await waitForReady(page);
});

test('the built kit starts the demo host the package ships: dist/demo-host/cli.js (npx atrium-demo-host)', async () => {
  const entry = 'atrium-sdk/testing';
  const built = (await import(entry)) as typeof import('../../testing/index');
  const server = built.demoHostServer({ port: 4400 });
  expect(server.command).toMatch(/dist\/demo-host\/cli\.js" --port 4400$/);
  expect(server).not.toHaveProperty('cwd');
});

/** The application under test on its own server: what `baseURL` points at in a QA project. */
const onApp = test.extend<object, { app: { origin: string; hits: string[] } }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      const hits: string[] = [];
      const server = createServer((req, res) => {
        hits.push(`${req.method} ${req.url}`);
        res.end('the application');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      await use({ origin: `http://127.0.0.1:${port}`, hits });
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.origin);
  },
});

onApp(
  'the fixture resets the demo host it started, never baseURL (the application under test)',
  async ({ app, demo }) => {
    // The config starts one host per worker and names this worker's as atriumDemoURL.
    expect(demo.origin).toBe(ownHostOrigin());
    expect(demo.origin).not.toBe(app.origin);
    expect(await demo.log()).toEqual([]);
    expect(app.hits).toEqual([]);
  },
);
