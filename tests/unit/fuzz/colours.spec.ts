// Fuzzing the theme's colour grammar (docs/security.md#theme-values): whatever the input, an
// accepted value is one whole colour — hex, rgb[a]/hsl[a] of numbers or a keyword of letters —
// so it can never name a URL, an escape, a quote or a second declaration (issue 20 item 5).
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { colourValue, fontSizeValue, themeVariables } from '../../../src/theme/theme-vars';

const RUNS = 5000;
const piece = fc.constantFrom(
  '#',
  'a',
  'f',
  '0',
  '9',
  '1.5',
  '%',
  'deg',
  ',',
  ' ',
  '/',
  '(',
  ')',
  'rgb',
  'rgba',
  'hsl',
  'url',
  'image-set',
  'var',
  '\\',
  '\\75 ',
  '"',
  "'",
  ';',
  '}',
  '{',
  '<',
  ':',
  'e3',
  '-',
  '+',
  '.',
  'red',
  'none',
  '\n',
  '\t',
  '*',
);
const colourish = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.array(piece, { maxLength: 16 }).map((p) => p.join('')),
);

/** The shapes an accepted value may have, checked piece by piece (a second, simpler reading). */
function isColourShape(text: string): boolean {
  if (/^#[\da-f]+$/i.test(text)) return [4, 5, 7, 9].includes(text.length);
  if (/^[a-z]+$/i.test(text)) return text.length <= 20;
  const m = /^(rgba?|hsla?)\((.*)\)$/is.exec(text);
  if (!m) return false;
  const args = (m[2] ?? '').split(/[\s,/]+/).filter(Boolean);
  return (
    args.length >= 3 && args.length <= 5 && args.every((a) => /^[-+\d.e%a-z]+$/i.test(a) && !/url/i.test(a))
  );
}

const n = fc.oneof(
  fc.integer({ min: 0, max: 255 }).map(String),
  fc.double({ min: 0, max: 1, noNaN: true }).map((d) => d.toFixed(2)),
);
const hex = fc
  .constantFrom(3, 4, 6, 8)
  .chain((len) =>
    fc
      .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: len, maxLength: len })
      .map((d) => `#${d.join('')}`),
  );
const fn = fc
  .tuple(
    fc.constantFrom('rgb', 'rgba', 'hsl', 'hsla', 'RGB'),
    n,
    n,
    n,
    fc.option(n),
    fc.constantFrom(', ', ',', ' '),
  )
  .map(([f, a, b, c, d, sep]) => `${f}(${[a, b, c, ...(d === null ? [] : [d])].join(sep)})`);
const slash = fc.tuple(n, n, n, n).map(([a, b, c, d]) => `rgb(${a} ${b} ${c} / ${d})`);
const keyword = fc.constantFrom('red', 'rebeccapurple', 'transparent', 'currentColor', 'WindowText');
/** Colours of the grammar, as written. */
const grammarColour = fc.oneof(hex, fn, slash, keyword);

test('colourValue accepts only whole colours and answers a string for any value', () => {
  fc.assert(
    fc.property(fc.oneof(colourish, fc.anything()), (value) => {
      const out = colourValue(value);
      if (typeof out !== 'string') return false;
      if (out === '') return true;
      return (
        typeof value === 'string' &&
        out === value.trim() &&
        isColourShape(out) &&
        !/[\\"';{}<>:]|(?:url|image-set|var)\s*\(/i.test(out)
      );
    }),
    { numRuns: RUNS },
  );
});

test('the grammar read as one alternation answers as colourValue does, for any string', () => {
  // The grammar as one expression (how it was written before colourValue picked one of three by
  // the value's first and last characters): the same values must pass.
  const NUM = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:e[+-]?\\d+)?(?:%|deg|grad|rad|turn)?|none';
  const whole = new RegExp(
    '^(?:#(?:[\\da-f]{3,4}|[\\da-f]{6}|[\\da-f]{8})' +
      '|[a-z]{1,20}' +
      `|(?:rgba?|hsla?)\\(\\s*(?:${NUM})(?:(?:\\s*,\\s*|\\s+)(?:${NUM})){2,3}(?:\\s*\\/\\s*(?:${NUM}))?\\s*\\))$`,
    'i',
  );
  const oracle = (value: string) => {
    if (value.length > 100) return '';
    const text = value.trim();
    return whole.test(text) ? text : '';
  };
  // Colours of the grammar, some cut, grown or joined with a piece; and anything else.
  const grammarish = fc.oneof(
    colourish,
    grammarColour,
    fc.tuple(grammarColour, fc.nat(), piece, fc.boolean()).map(([c, at, p, cut]) => {
      const i = at % (c.length + 1);
      return cut ? c.slice(0, i) + c.slice(i + 1) : c.slice(0, i) + p + c.slice(i);
    }),
  );
  fc.assert(
    fc.property(grammarish, (value) => colourValue(value) === oracle(value)),
    { numRuns: RUNS },
  );
});

test('every generated colour of the grammar is accepted as written', () => {
  fc.assert(
    fc.property(grammarColour, fc.constantFrom('', ' ', '\t'), (colour, pad) => {
      return colourValue(`${pad}${colour}${pad}`) === colour;
    }),
    { numRuns: RUNS },
  );
});

test('font sizes are keywords, numbers or numbers with a length unit; themeVariables never throws', () => {
  fc.assert(
    fc.property(fc.oneof(colourish, fc.anything()), fc.anything(), (size, other) => {
      const out = fontSizeValue(size);
      if (out !== '' && !/^(?:\d+(?:\.\d+)?|\.\d+)(?:px|em|rem|pt|%|vw|vh)$/i.test(out)) return false;
      const vars = themeVariables({ fontSize: size as string, primaryColor: other as string });
      return Object.values(vars).every((v) => typeof v === 'string' && !/[\\"';{}<>]|url\s*\(/i.test(v));
    }),
    { numRuns: RUNS },
  );
  expect(fontSizeValue('1.1rem')).toBe('1.1rem');
  expect(fontSizeValue('big')).toBe('16px');
  expect(fontSizeValue('constructor')).toBe('');
  expect(fontSizeValue('calc(1px + url(x))')).toBe('');
});

test('the escaped and nested URL forms of issue 20 are refused', () => {
  for (const v of [
    'url(x)',
    '\\75 rl(x)',
    'image-set("x" 1x)',
    'u\\rl(x)',
    'rgb(1,2,3) url(x)',
    'var(--a)',
    '#fff;x:y',
  ]) {
    expect(colourValue(v), v).toBe('');
  }
});
