import { expect, test } from '@playwright/test';
import { formatNumber, parseNumber } from '../../../src/i18n';
import { captureWarnings, prng, randomDecimal, show } from './warn-spy';

test.describe('formatNumber', () => {
  const vectors: Array<[number | string, Parameters<typeof formatNumber>[1], string]> = [
    [1234567.89, undefined, '1,234,567.89'],
    [1234567.89, { format: 1 }, '1,234,567.89'],
    [1234567.89, { format: 2 }, '1 234 567,89'],
    [1234567.89, { format: 3 }, '1.234.567,89'],
    [1234567.89, { format: 4 }, '1,234,567.89'],
    ['1234567.89', { format: 3 }, '1.234.567,89'],
    [0, undefined, '0'],
    [1, undefined, '1'],
    [12, undefined, '12'],
    [123, undefined, '123'],
    [1234, undefined, '1,234'],
    [12345, undefined, '12,345'],
    [123456, undefined, '123,456'],
    [-123456, undefined, '-123,456'],
    [-1234.5, { format: 2 }, '-1 234,5'],
    ['1000000', { format: 3 }, '1.000.000'],
    ['0.000001', undefined, '0.000001'],
    ['1234.5000', undefined, '1,234.5000'],
    ['007', undefined, '7'],
    ['-0', undefined, '0'],
    ['-0.000', undefined, '0.000'],
    [
      '123456789012345678901234567890.123456789',
      undefined,
      '123,456,789,012,345,678,901,234,567,890.123456789',
    ],
    [0.1 + 0.2, undefined, '0.30000000000000004'],
    [1e20, undefined, '100,000,000,000,000,000,000'],
    ['2.675', { decimals: 2 }, '2.68'],
    [2.675, { decimals: 2 }, '2.68'],
    [1.005, { decimals: 2 }, '1.01'],
    [1.005, { decimals: 2, format: 3 }, '1,01'],
    ['-2.675', { decimals: 2 }, '-2.68'],
    ['-2.674', { decimals: 2 }, '-2.67'],
    ['1.5', { decimals: 0 }, '2'],
    ['-1.5', { decimals: 0 }, '-2'],
    ['2.5', { decimals: 0 }, '3'],
    ['0.5', { decimals: 0 }, '1'],
    ['0.4999', { decimals: 0 }, '0'],
    ['-0.4', { decimals: 0 }, '0'],
    ['-0.001', { decimals: 2 }, '0.00'],
    ['-0.005', { decimals: 2 }, '-0.01'],
    ['999.995', { decimals: 2 }, '1,000.00'],
    ['999999.9999', { decimals: 3, format: 2 }, '1 000 000,000'],
    ['9.99', { decimals: 1 }, '10.0'],
    [1, { decimals: 2 }, '1.00'],
    ['1.2', { decimals: 4, format: 3 }, '1,2000'],
    [1234.5678, { decimals: 2, format: 2 }, '1 234,57'],
    ['123456789.123456789', { decimals: 5 }, '123,456,789.12346'],
    [-0, { decimals: 2 }, '0.00'],
    [5, { format: 9 as never }, '5'],
    [12345, { format: 9 as never }, '12,345'],
    [1.25, { decimals: 1.9 }, '1.3'],
    [1.25, { decimals: -3 }, '1'],
    [1.25, { decimals: Number.NaN }, '1.25'],
  ];
  for (const [value, options, expected] of vectors) {
    test(`${show(value)} ${JSON.stringify(options)} → ${expected}`, () => {
      const { result, warnings } = captureWarnings(() => formatNumber(value, options));
      expect(result).toBe(expected);
      expect(warnings).toEqual([]);
    });
  }

  const bad: unknown[] = [
    '',
    ' ',
    'abc',
    '12a',
    '1e5',
    '1E5',
    '1e-7',
    1e21,
    1e-7,
    1.5e300,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '١٢٣',
    '１２３',
    '१२३',
    '1.',
    '.5',
    '+1',
    '--1',
    '1.2.3',
    ' 1',
    '1 ',
    '1,234',
    '0x10',
    'Infinity',
    'NaN',
    null,
    undefined,
    {},
    [],
    [1],
    true,
    10n,
  ];
  for (const value of bad) {
    test(`bad input ${show(value)} is returned unchanged with a warning`, () => {
      const { result, warnings } = captureWarnings(() => formatNumber(value as string));
      expect(result).toBe(String(value));
      expect(warnings).toEqual([['non-standard format data', value]]);
    });
  }
});

test.describe('parseNumber', () => {
  const vectors: Array<[string, Parameters<typeof parseNumber>[1], string]> = [
    ['1.234.567,89', { format: 3 }, '1234567.89'],
    ['1,234,567.89', undefined, '1234567.89'],
    ['1,234,567.89', { format: 1 }, '1234567.89'],
    ['1,234,567.89', { format: 4 }, '1234567.89'],
    ['1 234 567,89', { format: 2 }, '1234567.89'],
    ['1\u00a0234\u00a0567,89', { format: 2 }, '1234567.89'],
    ['1\u202f234\u202f567,89', { format: 2 }, '1234567.89'],
    ['-1\u202f234,5', { format: 2 }, '-1234.5'],
    ['-1.234,50', { format: 3 }, '-1234.50'],
    ['0', undefined, '0'],
    ['-0', undefined, '0'],
    ['-0,00', { format: 3 }, '0.00'],
    ['123', { format: 3 }, '123'],
    ['  1,234  ', undefined, '1234'],
    ['0,001', undefined, '1'],
    ['1234', { format: 2 }, '1234'],
    ['1234567,5', { format: 3 }, '1234567.5'],
    ['12,345,678', undefined, '12345678'],
    ['99999999999999999999.99', undefined, '99999999999999999999.99'],
  ];
  for (const [text, options, expected] of vectors) {
    test(`${JSON.stringify(text)} ${JSON.stringify(options)} → ${expected}`, () => {
      const { result, warnings } = captureWarnings(() => parseNumber(text, options));
      expect(result).toBe(expected);
      expect(warnings).toEqual([]);
    });
  }

  const bad: Array<[unknown, Parameters<typeof parseNumber>[1]]> = [
    ['', undefined],
    ['abc', undefined],
    ['1e5', undefined],
    ['1,234.56.7', undefined],
    ['1.234,56', undefined],
    ['1,2,3', { format: 3 }],
    ['1 234.5', { format: 2 }],
    ['1.234,5', { format: 2 }],
    ['1,234.5', { format: 3 }],
    ['1,5.5', { format: 3 }],
    ['1.5.5', undefined],
    ['1,5', undefined],
    ['12,34', undefined],
    ['1,2345', undefined],
    ['1,234,56', undefined],
    [',123', undefined],
    ['1,,234', undefined],
    ['1234,567', undefined],
    ['1.23', { format: 3 }],
    ['1 23,4', { format: 2 }],
    ['1.2 3', { format: 2 }],
    ['١٢٣', undefined],
    ['-', undefined],
    ['1_000', undefined],
    ['Infinity', undefined],
    [null, undefined],
    [undefined, undefined],
    [{}, undefined],
    [Number.NaN, undefined],
    [1e21, undefined],
  ];
  for (const [text, options] of bad) {
    test(`bad text ${show(text)} ${JSON.stringify(options)} → '' with a warning`, () => {
      const { result, warnings } = captureWarnings(() => parseNumber(text as string, options));
      expect(result).toBe('');
      expect(warnings).toEqual([['non-standard format data', text]]);
    });
  }
});

test.describe('differential against Intl.NumberFormat', () => {
  /** Our output without leading zeros of the input; Intl drops them too. */
  const formatters = new Map<string, Intl.NumberFormat>();
  function intl(locale: string, value: string, fraction: number): string {
    const key = `${locale}|${fraction}`;
    let nf = formatters.get(key);
    if (!nf) {
      nf = new Intl.NumberFormat(locale, {
        minimumFractionDigits: fraction,
        maximumFractionDigits: fraction,
        signDisplay: 'negative',
        roundingMode: 'halfExpand',
      } as unknown as Intl.NumberFormatOptions);
      formatters.set(key, nf);
    }
    // Intl.NumberFormat v3 reads a string as an exact decimal.
    return nf.format(value as unknown as number);
  }

  for (const [format, locale] of [
    [1, 'en-US'],
    [3, 'de-DE'],
  ] as const) {
    test(`format ${format} equals ${locale} on 4000 random decimal strings`, () => {
      const rand = prng(format * 7919);
      const mismatches: string[] = [];
      for (let i = 0; i < 4000; i++) {
        const value = randomDecimal(rand);
        const fracLen = value.split('.')[1]?.length ?? 0;
        const decimals = Math.floor(rand() * 7);
        const plain = formatNumber(value, { format });
        const rounded = formatNumber(value, { format, decimals });
        if (plain !== intl(locale, value, fracLen)) mismatches.push(`${value}: ${plain}`);
        if (rounded !== intl(locale, value, decimals)) mismatches.push(`${value}/${decimals}: ${rounded}`);
      }
      expect(mismatches).toEqual([]);
    });

    test(`format ${format} equals ${locale} on 2000 random numbers (through their shortest string)`, () => {
      const rand = prng(format * 104729);
      const mismatches: string[] = [];
      let checked = 0;
      for (let i = 0; i < 2000; i++) {
        const n = (rand() - 0.5) * 10 ** Math.floor(rand() * 12);
        const text = String(n);
        if (!/^-?\d+(\.\d+)?$/.test(text)) continue;
        checked++;
        const decimals = Math.floor(rand() * 5);
        const ours = formatNumber(n, { format, decimals });
        if (ours !== intl(locale, text, decimals)) mismatches.push(`${text}/${decimals}: ${ours}`);
      }
      expect(checked).toBeGreaterThan(1500);
      expect(mismatches).toEqual([]);
    });
  }
});

test.describe('round trip', () => {
  const normalise = (v: string) => {
    const neg = v.startsWith('-');
    const [int = '', frac] = v.replace('-', '').split('.');
    const out = int.replace(/^0+(?=\d)/, '') + (frac ? `.${frac}` : '');
    return neg && /[1-9]/.test(out) ? `-${out}` : out;
  };
  for (const format of [1, 2, 3, 4] as const) {
    test(`parseNumber(formatNumber(x)) === x for 3000 random decimals in format ${format}`, () => {
      const rand = prng(31 + format);
      const mismatches: string[] = [];
      for (let i = 0; i < 3000; i++) {
        const value = randomDecimal(rand, 20, 12);
        const formatted = formatNumber(value, { format });
        const back = parseNumber(formatted, { format });
        if (back !== normalise(value)) mismatches.push(`${value} → ${formatted} → ${back}`);
        if (format === 2) {
          const nbsp = formatted.replace(/ /g, rand() < 0.5 ? '\u00a0' : '\u202f');
          if (parseNumber(nbsp, { format }) !== normalise(value)) mismatches.push(`nbsp ${value}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
