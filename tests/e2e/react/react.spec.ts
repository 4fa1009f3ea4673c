// `atrium-sdk/react` in a real React 19 app (react/react-dom, development build, StrictMode on),
// bundled against the package's ES module build: what reaches the demo host, what the page
// shows and logs. The app: demo-host/pages/react/app.tsx.
import { expect, test } from '../../../testing/index';
import { hold } from '../support/hold';
import { countByPath, openReady, REACT_PAGE, record, watchConsole } from './support';

const TOKEN = '/external/atrium-token';
const CLEAR_COOKIE = '/papi/app/baseserver/clearCookie';
const GET_INFO = '/papi/app/baseserver/info/getInfo';
const BASE_TEAMS = '/api/baseserver/layout/baseTeams';

test('StrictMode: every pipeline request goes out once, the component renders once, the console is clean', async ({
  page,
  demo,
  waitForReady,
}) => {
  const logged = watchConsole(page);
  await openReady(page, waitForReady);
  await expect(page.getByTestId('demo-counter-value')).toHaveText('clicks: 0');
  for (const path of [TOKEN, CLEAR_COOKIE, GET_INFO, BASE_TEAMS]) {
    expect(await demo.log(path), path).toHaveLength(1);
  }
  const manifests = countByPath(await demo.log('/build/*'));
  expect(Object.keys(manifests)).toContain('/build/demo-lib/asset-manifest.json');
  for (const [path, count] of Object.entries(manifests)) expect(count, path).toBe(1);
  // One Hello and one Counter: the platform components mount once (StrictMode re-runs the
  // binding's effects, not the SDK's render).
  await expect(page.getByTestId('demo-hello')).toHaveCount(1);
  expect(
    await page.evaluate(() => (window as unknown as { __demoCounterMounts: number }).__demoCounterMounts),
  ).toBe(1);
  const seen = await record(page);
  expect(seen.steps).toEqual([...new Set(seen.steps)]);
  expect(seen.steps).toEqual(expect.arrayContaining(['auth', 'session', 'resources', 'ready']));
  expect(seen.events).toEqual(['ready']);
  expect(seen.initErrors).toEqual([]);
  expect(logged).toEqual([]);
});

test('children mounted before init resolves wait for it: the fallback, then the component (no NOT_INITIALIZED)', async ({
  page,
}) => {
  const logged = watchConsole(page);
  // The session check is held until the test lets it go: init is still running meanwhile.
  const session = await hold(page, /\/papi\/app\/baseserver\/info\/getInfo\b/);
  await page.goto(REACT_PAGE);
  await session.arrived;
  await expect(page.getByTestId('react-status')).toHaveText('initializing');
  await expect(page.getByTestId('react-hello-fallback')).toBeVisible();
  // A function called before ready waits for it.
  await page.getByTestId('react-sum').click();
  session.release();
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
  await expect(page.getByTestId('react-hello-fallback')).toHaveCount(0);
  await expect(page.getByTestId('react-sum-result')).toHaveText('6');
  expect((await record(page)).componentErrors).toEqual([]);
  expect(logged).toEqual([]);
});

test('new props update the mounted component in place; a new config object with the same values is no new run', async ({
  page,
  demo,
  waitForReady,
}) => {
  await openReady(page, waitForReady);
  const hello = page.getByTestId('demo-hello');
  await hello.evaluate((el) => {
    (el as unknown as { __mark: boolean }).__mark = true;
  });
  // Each keystroke re-renders the app (and the provider, with a new config object).
  await page.getByTestId('react-name').fill('Grace');
  await expect(hello).toHaveText('Hello, Grace');
  expect(await hello.evaluate((el) => (el as unknown as { __mark?: boolean }).__mark)).toBe(true);
  expect(await demo.log(TOKEN)).toHaveLength(1);
  expect(await demo.log(GET_INFO)).toHaveLength(1);
});

test('unmount and remount: the component, then the provider (destroy(), a new run, the event hooks still listen)', async ({
  page,
  demo,
  waitForReady,
}) => {
  const logged = watchConsole(page);
  await openReady(page, waitForReady);

  await page.getByTestId('react-toggle-component').click();
  await expect(page.getByTestId('demo-hello')).toHaveCount(0);
  await page.getByTestId('react-toggle-component').click();
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');

  await page.getByTestId('react-toggle-provider').click();
  await expect(page.getByTestId('react-provider-unmounted')).toBeVisible();
  // destroy(): the SDK's components are unmounted, its readiness gone.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __demoCounterUnmounts?: number }).__demoCounterUnmounts),
    )
    .toBe(1);
  expect(await page.evaluate(() => Symbol.for('atrium-sdk.ready') in window)).toBe(false);

  await page.getByTestId('react-toggle-provider').click();
  await waitForReady(page);
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
  expect(await demo.log(TOKEN)).toHaveLength(2);
  expect(await demo.log(GET_INFO)).toHaveLength(2);
  // useAtriumEvent listeners outlive destroy(): both runs' `ready` reached them.
  await expect.poll(async () => (await record(page)).events).toEqual(['ready', 'ready']);
  expect(logged).toEqual([]);
});

test('a new config value starts a new run', async ({ page, demo, waitForReady }) => {
  await openReady(page, waitForReady);
  await page.getByTestId('react-change-config').click();
  await expect.poll(async () => (await demo.log(TOKEN)).length).toBe(2);
  await waitForReady(page);
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
  expect(await demo.log(GET_INFO)).toHaveLength(2);
});

test('a failed init: the fallback instead of the children, onError once with the SdkError, nothing logged', async ({
  page,
  demo,
  waitForReady,
}) => {
  const logged = watchConsole(page);
  await demo.faults({ path: TOKEN, status: 500 });
  await page.goto(REACT_PAGE);
  await expect(waitForReady(page)).rejects.toMatchObject({ code: 'TOKEN_FAILED' });
  await expect(page.getByTestId('react-init-failed')).toBeVisible();
  await expect(page.getByTestId('react-status')).toHaveCount(0);
  await expect(page.getByTestId('demo-hello')).toHaveCount(0);
  const seen = await record(page);
  expect(seen.initErrors).toEqual(['TOKEN_FAILED:auth']);
  expect(seen.events).toEqual(['error:TOKEN_FAILED']);
  expect(await demo.log(TOKEN)).toHaveLength(1);
  expect(logged).toEqual([]);
});

test('render failures go to onError, never through the React tree: a crash and an unknown component', async ({
  page,
  waitForReady,
}) => {
  const logged = watchConsole(page);
  await page.goto(`${REACT_PAGE}?broken&missing`);
  await waitForReady(page);
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
  await expect
    .poll(async () => (await record(page)).componentErrors.sort())
    .toEqual(['COMPONENT_CRASHED:demoLib.Broken', 'COMPONENT_NOT_FOUND:']);
  await expect(page.locator('[data-atrium-component="demoLib.Broken"]')).toHaveAttribute(
    'data-atrium-status',
    'failed',
  );
  await expect(page.locator('[data-atrium-component="demoLib.Missing"]')).toHaveAttribute(
    'data-atrium-status',
    'failed',
  );
  // The rest of the app still works.
  await page.getByTestId('react-name').fill('Lin');
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Lin');
  expect(logged).toEqual([]);
});

test('useAtriumFunction: a result, and a rejection with the SdkError', async ({ page, waitForReady }) => {
  await openReady(page, waitForReady);
  await page.getByTestId('react-sum').click();
  await expect(page.getByTestId('react-sum-result')).toHaveText('6');
  await page.getByTestId('react-missing').click();
  await expect(page.getByTestId('react-sum-result')).toHaveText('rejected: FUNCTION_NOT_FOUND');
});

test('a new name renders the other component, also when it changes before init resolved', async ({
  page,
}) => {
  const session = await hold(page, /\/papi\/app\/baseserver\/info\/getInfo\b/);
  await page.goto(REACT_PAGE);
  await session.arrived;
  await expect(page.getByTestId('react-status')).toHaveText('initializing');
  // Swapped twice and once more while init runs: only the last name is drawn, once.
  await page.getByTestId('react-swap-component').click();
  await page.getByTestId('react-swap-component').click();
  await page.getByTestId('react-swap-component').click();
  session.release();
  await expect(page.getByTestId('demo-clock')).toHaveText('noon');
  await expect(page.getByTestId('demo-hello')).toHaveCount(0);
  await page.getByTestId('react-swap-component').click();
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
  await expect(page.getByTestId('demo-clock')).toHaveCount(0);
});

test('the demo index lists the React page among the capability demos', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('demo-index-demos').locator('a[href="/pages/react/index.html"]')).toHaveText(
    /A React host app/,
  );
});
