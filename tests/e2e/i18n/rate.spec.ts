import { expect, test } from '../support/fixtures';
import { openHarness } from './harness-bundle';
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

test('the tenant key from the context is sent', async ({ page, demo }) => {
  await openHarness(page);
  await page.evaluate(async () => {
    (window as unknown as I18nWindow).I18nHarness.$context.setKey('tenantKey', 'tenant-acme');
    await (window as unknown as I18nWindow).I18nHarness.getRate({ from: 'GBP', to: 'USD' });
  });
  const [entry] = await demo.log(RATE);
  expect(entry!.body).toMatchObject({ tenantKey: 'tenant-acme', rateSymbol: 'GBP' });
});

test('currency symbols: fetched only on distribute / reportShare pages', async ({ page, demo }) => {
  await openHarness(page, '?view=normal');
  const plain = await page.evaluate(async () => {
    const H = (window as unknown as I18nWindow).I18nHarness;
    await H.loadCurrencySymbols();
    return [H.getCurrencySymbol('USD'), H.getCurrencySymbol('jpy'), H.getCurrencySymbol('XYZ')];
  });
  expect(plain).toEqual(['$', '¥', 'XYZ']);
  expect(await demo.log('/papi/i18n/currency/getSymbolMap')).toHaveLength(0);

  for (const query of ['?from=distribute', '?page=reportShare']) {
    await openHarness(page, query);
    const shared = await page.evaluate(async () => {
      const H = (window as unknown as I18nWindow).I18nHarness;
      H.$context.setKey('tenantKey', 'tenant-acme');
      const map = await H.loadCurrencySymbols();
      return { map, usd: H.getCurrencySymbol('USD'), gbp: H.getCurrencySymbol('GBP') };
    });
    expect(shared.map).toMatchObject({ USD: 'US$', JPY: 'JP¥' });
    expect(shared.usd).toBe('US$');
    expect(shared.gbp).toBe('£'); // not in the tenant map: the built-in symbol
  }
  const log = await demo.log('/papi/i18n/currency/getSymbolMap');
  expect(log).toHaveLength(2);
  expect(log[0]!.method).toBe('POST');
  expect(log[0]!.body).toEqual({ tenantKey: 'tenant-acme' });
});

test('currency symbols: a failed envelope rejects with its message', async ({ page }) => {
  await openHarness(page, '?from=distribute');
  const message = await page.evaluate(() =>
    (window as unknown as I18nWindow).I18nHarness.loadCurrencySymbols().then(
      () => 'resolved',
      (e: Error) => e.message,
    ),
  );
  expect(message).toBe('tenantKey is required');
});

test('the session id goes to apiDomain but not to a foreign static domain', async ({ page, demo }) => {
  await openHarness(page);
  await page.evaluate(
    async ({ second }) => {
      const H = (window as unknown as I18nWindow).I18nHarness;
      H.$session.set('sess-42');
      H.$config.setKey('apiDomain', second);
      await H.getRate({ from: 'USD', to: 'EUR' });
      H.$config.setKey('apiDomain', '');
      H.$config.setKey('staticDomain', second);
      await H.loadLabels('common');
    },
    { second: demo.secondOrigin },
  );
  const [rate] = await demo.log('/papi/i18n/rate/getTargetRate');
  expect(rate!.origin).toBe('second');
  expect(rate!.headers.eteamsid).toBe('sess-42');
  expect(rate!.headers.langtype).toBe('zh_CN');
  expect(rate!.headers.timezoneoffset).toMatch(/^-?\d+$/);
  const [labels] = await demo.log('/static/public/resource/i18n/zh_CN/common.json');
  expect(labels!.origin).toBe('second');
  expect(labels!.headers.eteamsid).toBeUndefined();
});
