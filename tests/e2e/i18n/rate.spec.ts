import { expect, test } from '../support/fixtures';
import type { I18nWindow } from './window';

const RATE = '/papi/i18n/rate/getTargetRate';

test('getRate posts the query and resolves data.rate as a number', async ({ page, demo }) => {
  await page.goto('/pages/blank.html');
  const rate = await page.evaluate(() =>
    (window as unknown as I18nWindow).Atrium.getRate({ from: 'USD', to: 'CNY', date: '2024-03-01' }),
  );
  expect(rate).toBe(7.1);
  const log = await demo.log(RATE);
  expect(log).toHaveLength(1);
  expect(log[0]!.method).toBe('POST');
  expect(log[0]!.body).toEqual({ rateSymbol: 'USD', targetSymbol: 'CNY', date: '2024-03-01', tenantKey: '' });
});

test('type 1 sends today as the date', async ({ page, demo }) => {
  await page.goto('/pages/blank.html');
  const { rate, today } = await page.evaluate(async () => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    return {
      rate: await (window as unknown as I18nWindow).Atrium.getRate({
        from: 'EUR',
        to: 'CNY',
        type: 1,
        date: '1999-01-01',
      }),
      today,
    };
  });
  expect(rate).toBe(7.7);
  const [entry] = await demo.log(RATE);
  expect(entry!.body).toMatchObject({ rateSymbol: 'EUR', targetSymbol: 'CNY', type: 1, date: today });
});

test('an unknown pair rejects with the server message', async ({ page }) => {
  await page.goto('/pages/blank.html');
  const message = await page.evaluate(() =>
    (window as unknown as I18nWindow).Atrium.getRate({ from: 'XXX', to: 'CNY' }).then(
      (r) => `resolved ${r}`,
      (e: Error) => e.message,
    ),
  );
  expect(message).toBe('No exchange rate from XXX to CNY');
});

test('HTTP failures and envelopes without data reject', async ({ page, demo }) => {
  await page.goto('/pages/blank.html');
  await demo.fault({ path: RATE, status: 502, body: { status: false }, times: 1 });
  await demo.fault({
    path: RATE,
    status: 200,
    body: { status: false, msg: 'rate service down' },
    times: 1,
    every: 1,
  });
  const messages = await page.evaluate(async () => {
    const one = () =>
      (window as unknown as I18nWindow).Atrium.getRate({ from: 'USD', to: 'CNY' }).then(
        (r) => `resolved ${r}`,
        (e: Error) => e.message,
      );
    return [await one(), await one(), await one()];
  });
  // Faults are tried newest first: the envelope fault, then the 502, then the real endpoint.
  expect(messages).toEqual(['rate service down', expect.stringContaining('HTTP 502'), 'resolved 7.1']);
});

test('the tenant key from the page context is sent', async ({ page, demo }) => {
  await page.addInitScript(() => {
    (window as unknown as { TEAMS: object }).TEAMS = { tenantKey: 'tenant-acme' };
  });
  await page.goto('/pages/blank.html');
  await page.evaluate(async () => {
    const A = (window as unknown as I18nWindow).Atrium;
    A.startSuitePage(); // reads the page context, as init() does
    await A.getRate({ from: 'GBP', to: 'USD' });
  });
  const [entry] = await demo.log(RATE);
  expect(entry!.body).toMatchObject({ tenantKey: 'tenant-acme', rateSymbol: 'GBP' });
});

// The currency symbol map of shared pages is loaded by init() and read by getCurrencySymbol():
// tests/e2e/spec/currency-symbols.spec.ts.

test('the session id goes to apiDomain but not to a foreign static domain', async ({ page, demo }) => {
  await page.goto('/pages/blank.html');
  await page.evaluate(
    async ({ second }) => {
      const A = (window as unknown as I18nWindow).Atrium;
      await A.init({
        apiDomain: location.origin,
        staticDomain: second,
        eteamsid: 'demo-session-0001',
        monitor: false,
      });
      await A.getRate({ from: 'USD', to: 'EUR' });
      await A.loadLabels('common');
    },
    { second: demo.secondOrigin },
  );
  const [rate] = await demo.log('/papi/i18n/rate/getTargetRate');
  expect(rate!.origin).toBe('main');
  expect(rate!.headers.eteamsid).toBe('demo-session-0001');
  expect(rate!.headers.langtype).toBe('zh_CN');
  expect(rate!.headers.timezoneoffset).toMatch(/^-?\d+$/);
  const [labels] = await demo.log('/static/public/resource/i18n/zh_CN/common.json');
  expect(labels!.origin).toBe('second');
  expect(labels!.headers.eteamsid).toBeUndefined();
});
