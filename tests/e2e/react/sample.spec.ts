// The sample QA project of docs/testing.md ("A bundled app"), run for real: the package's own
// `atrium-sdk/testing` (dist/testing, through package.json exports) against an app that bundles
// the ES module build and `atrium-sdk/react` (the React page). Keep the two in step.
import { expect, test } from 'atrium-sdk/testing';

test('the React app renders the greeting once the SDK is ready', async ({
  page,
  demo,
  sdk,
  waitForReady,
}) => {
  await page.goto('/pages/react/index.html'); // the app (baseURL is the app's own server)
  await waitForReady(page); // init() resolved, in the app's bundled copy of the SDK
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
  expect(await demo.log('/papi/app/baseserver/info/getInfo')).toHaveLength(1); // once, StrictMode or not
  await expect(sdk.dialog(page)).toHaveCount(0);
});

test('a hanging session check: waitForReady names the stage, the app shows its fallback', async ({
  page,
  demo,
  waitForReady,
}) => {
  await demo.faults({ path: '/papi/app/baseserver/info/getInfo', hang: true });
  await page.goto('/pages/react/index.html?stageTimeout=1000');
  await expect(waitForReady(page)).rejects.toMatchObject({ code: 'TIMEOUT', stage: 'session' });
  await expect(page.getByTestId('react-init-failed')).toBeVisible();
});
