// Issue 32 item 11: one deployment per page in React. A second <AtriumProvider> with another
// config (another origin) fails with CONFIG_CONFLICT — its fallback and its onError — and leaves
// the first one's run untouched (nothing goes to the second origin, also after it unmounts); equal
// configs share the run. Real react/react-dom (demo-host/pages/react/app.tsx, StrictMode on).
import { expect, test } from '../../../testing/index';
import { openReady } from '../react/support';

const GET_INFO = '/papi/app/baseserver/info/getInfo';
const secondErrors = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __react: { secondErrors: string[] } }).__react.secondErrors);

test('a second provider with another config fails with CONFIG_CONFLICT; the first stays on its deployment', async ({
  page,
  demo,
  waitForReady,
}) => {
  await openReady(page, waitForReady);
  await page.getByTestId('react-second-other').click();
  await expect(page.getByTestId('react-second-failed')).toBeVisible();
  // onError once (StrictMode runs the effect twice), with the code.
  await expect.poll(() => secondErrors(page)).toEqual(['CONFIG_CONFLICT']);
  await expect(page.getByTestId('react-status')).toHaveText('ready');
  // The first provider's platform calls still go to its own origin.
  await page.getByTestId('react-sum').click();
  await expect(page.getByTestId('react-sum-result')).toHaveText('6');
  // The second unmounts: the first is untouched, still ready; nothing reached the second origin.
  await page.getByTestId('react-second-other').click();
  await expect(page.getByTestId('react-second-failed')).toHaveCount(0);
  await expect(page.getByTestId('react-status')).toHaveText('ready');
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
  const log = await demo.log();
  expect(log.filter((e) => e.origin === 'second')).toEqual([]);
  expect(log.filter((e) => e.path === GET_INFO)).toHaveLength(1);
});

test('a second provider with an equal config shares the run: ready, no second init', async ({
  page,
  demo,
  waitForReady,
}) => {
  await openReady(page, waitForReady);
  await page.getByTestId('react-second-same').click();
  await expect(page.getByTestId('react-second-status')).toHaveText('ready');
  await expect(page.getByTestId('react-status')).toHaveText('ready');
  expect(await secondErrors(page)).toEqual([]);
  await page.getByTestId('react-second-same').click();
  await expect(page.getByTestId('react-second-status')).toHaveCount(0);
  await expect(page.getByTestId('react-status')).toHaveText('ready');
  expect(await demo.log(GET_INFO)).toHaveLength(1);
});
