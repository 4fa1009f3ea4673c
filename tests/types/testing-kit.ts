// A QA user: the kit's fixture and locators are typed.
import {
  type AtriumOptions,
  demoHostServer,
  type Fault,
  sdk,
  TEST_IDS,
  test,
  waitForReady,
} from 'atrium-sdk/testing';

const hang: Fault = { path: '/papi/app/baseserver/info/getInfo', hang: true };
// @ts-expect-error faults need a path
const noPath: Fault = { hang: true };

test('types only', async ({ page, demo }) => {
  await demo.faults(hang);
  const entries = await demo.log('/api/*');
  console.log(entries[0]?.headers.eteamsid, noPath, TEST_IDS.upgradeDialog);
  await waitForReady(page, { timeout: 1000 });
  await sdk.upgradeReload(page).click();
  await sdk.dialog(page).waitFor({ state: 'detached' });
  // @ts-expect-error no such test id
  sdk.nope(page);
});

// The kit's own option for the demo host (baseURL stays the app's), and the shipped host as a webServer.
export const options: AtriumOptions = { atriumDemoURL: 'http://127.0.0.1:4300' };
export const server: { command: string; url: string } = demoHostServer({ port: 4300 });
export const fromClone = demoHostServer({ cwd: '../atrium' });
test.use({ atriumDemoURL: 'http://127.0.0.1:4300' });
// @ts-expect-error the option is a string
test.use({ atriumDemoURL: 4300 });
