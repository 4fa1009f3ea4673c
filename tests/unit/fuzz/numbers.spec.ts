// Fuzzing the number helpers (issue 10 item 9): formatNumber, parseNumber and amountInWords are
// total — any value and any options give a string (the documented fallback), never an exception.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { amountInWords, formatNumber, parseNumber } from '../../../src/i18n';
import { captureWarnings } from '../i18n/warn-spy';

const RUNS = 3000;

/** Values a page can pass by mistake or on purpose, including ones whose toString throws. */
function hostileValues(): unknown[] {
  const throwing = {
    toString() {
      throw new Error('no');
    },
  };
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  return [
    Object.create(null),
    throwing,
    { valueOf: () => 1, toString: null },
    {
      [Symbol.toPrimitive]: () => {
        throw new Error('no');
      },
    },
    revoked.proxy,
    Symbol('s'),
    10n,
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -0,
    [],
    [1, 2],
    () => 1,
    new Date(0),
    '',
    ' 1',
    '1e3',
    '٣',
    '1_000',
  ];
}

const hostileOptions = (): unknown[] => {
  const getter = Object.defineProperty({}, 'format', {
    get() {
      throw new Error('no');
    },
  });
  const getter2 = Object.defineProperty({}, 'locale', {
    get() {
      throw new Error('no');
    },
  });
  return [
    null,
    undefined,
    0,
    'x',
    Object.create(null),
    getter,
    getter2,
    { format: 9, decimals: -1 },
    { decimals: 1e9 },
    { locale: 5 },
    { locale: null },
  ];
};

test('item 9: hostile values and options never throw (examples that threw before the fix)', () => {
  captureWarnings(() => {
    for (const value of hostileValues()) {
      for (const options of hostileOptions()) {
        // biome-ignore lint/suspicious/noExplicitAny: the point is calling with wrong types
        const v = value as any;
        // biome-ignore lint/suspicious/noExplicitAny: idem
        const o = options as any;
        expect(typeof formatNumber(v, o)).toBe('string');
        expect(typeof parseNumber(v, o)).toBe('string');
        expect(typeof amountInWords(v, o)).toBe('string');
      }
    }
  });
  const { result, warnings } = captureWarnings(() => formatNumber(Object.create(null)));
  expect(result).toBe('[object Object]');
  expect(warnings).toHaveLength(1);
  expect(captureWarnings(() => formatNumber(1234.5, null as never)).result).toBe('1,234.5');
  expect(captureWarnings(() => parseNumber('1.234,5', null as never)).result).toBe('');
  expect(captureWarnings(() => amountInWords(1.01, null as never)).result).toMatch(
    /^(ONE DOLLAR AND ONE CENT|壹元零壹分)$/,
  );
});

function isRevoked(v: object): boolean {
  try {
    Reflect.has(v, 'x');
    return false;
  } catch {
    return true;
  }
}

const anything = fc.oneof(
  fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
  // fast-check inspects its constants (clone support): a revoked proxy stays in the examples above.
  fc.constantFrom(
    ...hostileValues().filter((v) => (v !== null && typeof v === 'object' ? !isRevoked(v) : true)),
  ),
);
const anyOptions = fc.oneof(
  fc.constantFrom(...hostileOptions()),
  fc.record(
    {
      format: fc.oneof(fc.constantFrom(1, 2, 3, 4), fc.anything()),
      decimals: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.anything()),
      locale: fc.oneof(fc.constantFrom('zh_CN', 'en_US', 'ZH', ''), fc.anything()),
    },
    { requiredKeys: [] },
  ),
);

test('formatNumber / parseNumber / amountInWords: any value and options give a string', () => {
  captureWarnings(() =>
    fc.assert(
      fc.property(anything, anyOptions, (value, options) => {
        // biome-ignore lint/suspicious/noExplicitAny: fuzzing with wrong types on purpose
        const v = value as any;
        // biome-ignore lint/suspicious/noExplicitAny: idem
        const o = options as any;
        return (
          typeof formatNumber(v, o) === 'string' &&
          typeof parseNumber(v, o) === 'string' &&
          typeof amountInWords(v, o) === 'string'
        );
      }),
      { numRuns: RUNS },
    ),
  );
});

const decimal = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^(0|[1-9]\d{0,15})$/),
    fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }),
  )
  .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac ? `.${frac}` : ''}`);

test('parseNumber(formatNumber(x, f), f) gives x back (as a plain decimal) in every format', () => {
  fc.assert(
    fc.property(decimal, fc.constantFrom<1 | 2 | 3 | 4>(1, 2, 3, 4), (x, format) => {
      const { result: formatted, warnings } = captureWarnings(() => formatNumber(x, { format }));
      const back = parseNumber(formatted, { format });
      const negZero = /^-0(\.0*)?$/.test(x);
      return warnings.length === 0 && back === (negZero ? x.slice(1) : x);
    }),
    { numRuns: RUNS },
  );
});

test('amountInWords: every decimal up to 13 integer digits gives words without a warning', () => {
  const amount = fc
    .tuple(fc.stringMatching(/^(0|[1-9]\d{0,12})$/), fc.stringMatching(/^\d{0,4}$/))
    .map(([int, frac]) => (frac ? `${int}.${frac}` : int));
  const words = { zh_CN: /^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整正]+$/, en_US: /^[A-Z ,-]+$/ };
  fc.assert(
    fc.property(amount, fc.constantFrom<'zh_CN' | 'en_US'>('zh_CN', 'en_US'), (x, locale) => {
      const { result, warnings } = captureWarnings(() => amountInWords(x, { locale }));
      return warnings.length === 0 && words[locale].test(result);
    }),
    { numRuns: RUNS },
  );
});
