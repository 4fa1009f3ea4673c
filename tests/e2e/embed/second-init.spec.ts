// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// init() after a successful run returns that run's promise; a different config is not applied.
// With debug the SDK says so in the console (docs/getting-started.md "Every init() field").
import { expect, openBlank, runInit, test } from './support';

const DIFFERENT = { apiDomain: 'https://elsewhere.example', eteamsid: 'another-session' };

test('a different config after success: the first run stays, and with debug the console says so', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await openBlank(page);
  expect((await runInit(page, 'session', { extra: { debug: true } })).ok).toBe(true);
  const same = await page.evaluate((cfg) => {
    const A = (window as any).Atrium;
    return A.init(cfg)
      .then(() => A.ready())
      .then(() => 'resolved');
  }, DIFFERENT);
  expect(same).toBe('resolved');
  await expect
    .poll(() => warnings.filter((w) => w.includes('different config after a successful run')))
    .toHaveLength(1);
});

test('without debug the same call is silent', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await openBlank(page);
  expect((await runInit(page, 'session')).ok).toBe(true);
  await page.evaluate((cfg) => (window as any).Atrium.init(cfg), DIFFERENT);
  // The first test shows the warning arrives while init() returns; here none may. Console
  // messages arrive in order: once a marker logged after the call has, a warning would have too.
  await page.evaluate(() => console.warn('marker: after the second init()'));
  await expect.poll(() => warnings.includes('marker: after the second init()')).toBe(true);
  expect(warnings.filter((w) => w.includes('different config'))).toEqual([]);
});
