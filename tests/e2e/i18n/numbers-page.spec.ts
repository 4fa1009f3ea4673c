import { expect, test } from '../support/fixtures';
import type { I18nWindow } from './window';

test('the bundle exports the number helpers with the contract behaviour', async ({ page }) => {
  await page.goto('/pages/blank.html');
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const out = await page.evaluate(() => {
    const A = (window as unknown as I18nWindow).Atrium;
    return [
      A.formatNumber(1234567.89),
      A.formatNumber(1234567.89, { format: 2 }),
      A.formatNumber('1234567.89', { format: 3 }),
      A.formatNumber('2.675', { decimals: 2 }),
      A.formatNumber(1.005, { decimals: 2 }),
      A.formatNumber('-0.001', { decimals: 2 }),
      A.formatNumber(1e21),
      A.parseNumber('1.234.567,89', { format: 3 }),
      A.parseNumber('1\u202f234,5', { format: 2 }),
      A.parseNumber('abc'),
      A.amountInWords('107000.53', { locale: 'zh_CN' }),
      A.amountInWords('1.01', { locale: 'en_US' }),
      A.amountInWords('10'),
      A.getLocale().lang,
    ];
  });
  expect(out).toEqual([
    '1,234,567.89',
    '1 234 567,89',
    '1.234.567,89',
    '2.68',
    '1.01',
    '0.00',
    '1e+21',
    '1234567.89',
    '1234.5',
    '',
    '壹拾万柒仟元零伍角叁分',
    'ONE DOLLAR AND ONE CENT',
    '壹拾元整',
    'zh_CN',
  ]);
  await expect
    .poll(() => warnings)
    .toEqual(['non-standard format data 1e+21', 'non-standard format data abc']);
});

test('the "Language and numbers" demo page: playground, labels and rates', async ({ page, demo }) => {
  await page.goto('/pages/i18n/numbers.html');
  await expect(page).toHaveTitle('Language and numbers');
  await expect(page.getByTestId('i18n-formatted')).toHaveText('1,234,567.891');
  await page.getByTestId('i18n-value').fill('1680.325');
  await page.getByTestId('i18n-format').selectOption('3');
  await page.getByTestId('i18n-decimals').fill('2');
  await expect(page.getByTestId('i18n-formatted')).toHaveText('1.680,33');
  await expect(page.getByTestId('i18n-parsed')).toHaveText('1680.33');
  await expect(page.getByTestId('i18n-words-zh')).toHaveText('壹仟陆佰捌拾元零叁角贰分');
  await expect(page.getByTestId('i18n-words-en')).toHaveText(
    'ONE THOUSAND SIX HUNDRED EIGHTY DOLLARS AND THIRTY-TWO CENTS',
  );
  await page.getByTestId('i18n-value').fill('12e3');
  await expect(page.getByTestId('i18n-warning')).toHaveText('non-standard format data 12e3');
  await expect(page.getByTestId('i18n-formatted')).toHaveText('12e3');

  await page.getByTestId('i18n-module').selectOption('crm');
  await page.getByTestId('i18n-load').click();
  await expect(page.getByTestId('i18n-labels')).toContainText('crm.customer → 客户');
  expect(await demo.log('/static/public/resource/i18n/zh_CN/crm.json')).toHaveLength(1);

  await page.getByTestId('i18n-rate-btn').click();
  await expect(page.getByTestId('i18n-rate')).toHaveText('1 USD = 7.1 CNY');
  await page.getByTestId('i18n-from').fill('ABC');
  await page.getByTestId('i18n-rate-btn').click();
  await expect(page.getByTestId('i18n-rate')).toHaveText('error: No exchange rate from ABC to CNY');
});
