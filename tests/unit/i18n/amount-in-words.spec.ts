import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { $config } from '../../../src/env/store';
import { amountInWords } from '../../../src/i18n';
import { captureWarnings, show } from './warn-spy';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

// The two tables at the end of docs/reference.md, row by row.
const ZH_TABLE: Array<[string, string]> = [
  ['0', '零元整'],
  ['0.05', '伍分'],
  ['0.5', '伍角'],
  ['10', '壹拾元整'],
  ['1004', '壹仟零肆元整'],
  ['1010.05', '壹仟零壹拾元零伍分'],
  ['1680.32', '壹仟陆佰捌拾元零叁角贰分'],
  ['107000.53', '壹拾万柒仟元零伍角叁分'],
  ['100000010', '壹亿零壹拾元整'],
  ['100010000', '壹亿零壹万元整'],
  ['1000000000', '壹拾亿元整'],
  ['-1234.56', '负壹仟贰佰叁拾肆元伍角陆分'],
];
const EN_TABLE: Array<[string, string]> = [
  ['0', 'ZERO DOLLARS'],
  ['0.01', 'ONE CENT'],
  ['0.5', 'FIFTY CENTS'],
  ['1.01', 'ONE DOLLAR AND ONE CENT'],
  ['101.1', 'ONE HUNDRED ONE DOLLARS AND TEN CENTS'],
  ['1234.56', 'ONE THOUSAND TWO HUNDRED THIRTY-FOUR DOLLARS AND FIFTY-SIX CENTS'],
  ['1000001', 'ONE MILLION ONE DOLLARS'],
  ['-1234.56', 'MINUS ONE THOUSAND TWO HUNDRED THIRTY-FOUR DOLLARS AND FIFTY-SIX CENTS'],
];

test.describe('amountInWords, docs/reference.md tables', () => {
  for (const [value, expected] of ZH_TABLE) {
    test(`zh_CN ${value} → ${expected}`, () => {
      expect(amountInWords(value, { locale: 'zh_CN' })).toBe(expected);
      expect(amountInWords(Number(value), { locale: 'zh_CN' })).toBe(expected);
    });
  }
  for (const [value, expected] of EN_TABLE) {
    test(`en_US ${value} → ${expected}`, () => {
      expect(amountInWords(value, { locale: 'en_US' })).toBe(expected);
      expect(amountInWords(Number(value), { locale: 'en_US' })).toBe(expected);
    });
  }
});

test.describe('amountInWords, more Chinese vectors (PBOC examples and edge cases)', () => {
  const vectors: Array<[string, string]> = [
    ['1409.50', '壹仟肆佰零玖元伍角'],
    ['6007.14', '陆仟零柒元壹角肆分'],
    ['325.04', '叁佰贰拾伍元零肆分'],
    ['1.05', '壹元零伍分'],
    ['1.5', '壹元伍角'],
    ['1.55', '壹元伍角伍分'],
    ['20.5', '贰拾元零伍角'],
    ['20.05', '贰拾元零伍分'],
    ['1', '壹元整'],
    ['11', '壹拾壹元整'],
    ['100', '壹佰元整'],
    ['101', '壹佰零壹元整'],
    ['110', '壹佰壹拾元整'],
    ['1001', '壹仟零壹元整'],
    ['10000', '壹万元整'],
    ['10001', '壹万零壹元整'],
    ['10100', '壹万零壹佰元整'],
    ['100100', '壹拾万零壹佰元整'],
    ['1000100', '壹佰万零壹佰元整'],
    ['1100000', '壹佰壹拾万元整'],
    ['100001000', '壹亿零壹仟元整'],
    ['110000000', '壹亿壹仟万元整'],
    ['101000000', '壹亿零壹佰万元整'],
    ['1000010000', '壹拾亿零壹万元整'],
    ['1000000000000', '壹万亿元整'],
    ['1000100000000', '壹万零壹亿元整'],
    ['9999999999999.99', '玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['12.349', '壹拾贰元叁角肆分'],
    ['0.999', '玖角玖分'],
    ['0.001', '零元整'],
    ['-0.001', '零元整'],
    ['-0', '零元整'],
    ['-0.5', '负伍角'],
    ['00012', '壹拾贰元整'],
    ['0.00', '零元整'],
  ];
  for (const [value, expected] of vectors) {
    test(`${value} → ${expected}`, () => {
      expect(amountInWords(value, { locale: 'zh_CN' })).toBe(expected);
    });
  }
  test('every zh* locale gives Chinese', () => {
    expect(amountInWords('10', { locale: 'zh_TW' })).toBe('壹拾元整');
    expect(amountInWords('10', { locale: 'zh-HK' })).toBe('壹拾元整');
    expect(amountInWords('10', { locale: 'ZH_cn' })).toBe('壹拾元整');
  });
});

test.describe('amountInWords, more English vectors', () => {
  const vectors: Array<[string, string]> = [
    ['1', 'ONE DOLLAR'],
    ['2', 'TWO DOLLARS'],
    ['0.1', 'TEN CENTS'],
    ['0.02', 'TWO CENTS'],
    ['1.1', 'ONE DOLLAR AND TEN CENTS'],
    ['15', 'FIFTEEN DOLLARS'],
    ['20', 'TWENTY DOLLARS'],
    ['21', 'TWENTY-ONE DOLLARS'],
    ['99.99', 'NINETY-NINE DOLLARS AND NINETY-NINE CENTS'],
    ['100', 'ONE HUNDRED DOLLARS'],
    ['110', 'ONE HUNDRED TEN DOLLARS'],
    ['1000', 'ONE THOUSAND DOLLARS'],
    ['1001', 'ONE THOUSAND ONE DOLLARS'],
    ['12345', 'TWELVE THOUSAND THREE HUNDRED FORTY-FIVE DOLLARS'],
    ['1000000', 'ONE MILLION DOLLARS'],
    ['2000000000', 'TWO BILLION DOLLARS'],
    ['1000000000001', 'ONE TRILLION ONE DOLLARS'],
    [
      '9999999999999.99',
      'NINE TRILLION NINE HUNDRED NINETY-NINE BILLION NINE HUNDRED NINETY-NINE MILLION NINE HUNDRED NINETY-NINE THOUSAND NINE HUNDRED NINETY-NINE DOLLARS AND NINETY-NINE CENTS',
    ],
    ['12.349', 'TWELVE DOLLARS AND THIRTY-FOUR CENTS'],
    ['0.009', 'ZERO DOLLARS'],
    ['-0.009', 'ZERO DOLLARS'],
    ['-1', 'MINUS ONE DOLLAR'],
    ['-0.01', 'MINUS ONE CENT'],
  ];
  for (const [value, expected] of vectors) {
    test(`${value} → ${expected}`, () => {
      expect(amountInWords(value, { locale: 'en_US' })).toBe(expected);
      expect(amountInWords(value, { locale: 'fr_FR' })).toBe(expected);
    });
  }
});

test.describe('amountInWords, locale default and bad input', () => {
  test('defaults to the current language (zh_CN, then init locale)', () => {
    expect(amountInWords('10')).toBe('壹拾元整');
    $config.setKey('locale', 'en_US');
    try {
      expect(amountInWords('10')).toBe('TEN DOLLARS');
    } finally {
      $config.setKey('locale', '');
    }
  });

  const bad: unknown[] = [
    '',
    'abc',
    '1e3',
    1e21,
    '10000000000000',
    '99999999999999.99',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '١٢٣',
    '1,000',
    '.5',
    null,
    undefined,
    {},
  ];
  for (const value of bad) {
    test(`bad input ${show(value)} → String(value) with a warning`, () => {
      for (const locale of ['zh_CN', 'en_US']) {
        const { result, warnings } = captureWarnings(() => amountInWords(value as string, { locale }));
        expect(result).toBe(String(value));
        expect(warnings).toEqual([['non-standard format data', value]]);
      }
    });
  }
});
