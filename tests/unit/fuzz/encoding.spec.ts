// Fuzzing the encoding helpers: parseQuery/stringifyQuery against qs (the reference they
// promise to match), and base64's public round trip. Properties return booleans (an `expect`
// inside a fast-check property makes shrinking crawl).
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import qs from 'qs';
import { decodeBase64, encodeBase64, parseQuery, stringifyQuery } from '../../../src/encoding';

const RUNS = 2000;

// Query text made of the characters that matter to the parser, so brackets and separators meet.
const queryText = fc
  .array(
    fc.constantFrom(
      'a',
      'b',
      '0',
      '1',
      '[',
      ']',
      '=',
      '&',
      '%',
      '2',
      '5',
      'B',
      'D',
      '+',
      '.',
      '?',
      ' ',
      'é',
      '_',
      'x',
    ),
    {
      maxLength: 40,
    },
  )
  .map((chars) => chars.join(''));

test('parseQuery: any string gives a plain object, never pollutes Object.prototype', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        queryText,
        fc.constantFrom('__proto__[x]=1', 'constructor[prototype][y]=1', 'a[__proto__][z]=1'),
      ),
      (text) => {
        const out = parseQuery(text);
        const clean = !('x' in {}) && !('y' in {}) && !('z' in {});
        return typeof out === 'object' && out !== null && clean;
      },
    ),
    { numRuns: RUNS },
  );
});

test('parseQuery matches qs.parse (ignoreQueryPrefix, depth 5, arrayLimit 20, parameterLimit 1000)', () => {
  fc.assert(
    fc.property(queryText, (text) => {
      const ours = parseQuery(text);
      const theirs = qs.parse(text, {
        ignoreQueryPrefix: true,
        depth: 5,
        arrayLimit: 20,
        parameterLimit: 1000,
      });
      return JSON.stringify(ours) === JSON.stringify(theirs);
    }),
    { numRuns: RUNS },
  );
});

const key = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/);
const leaf = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
const value = fc.dictionary(
  key,
  fc.oneof(leaf, fc.array(leaf, { maxLength: 4 }), fc.dictionary(key, leaf, { maxKeys: 3 })),
  { maxKeys: 5 },
);

test('stringifyQuery matches qs.stringify on nested objects, arrays and scalars', () => {
  fc.assert(
    fc.property(value, (v) => stringifyQuery(v) === qs.stringify(v)),
    { numRuns: RUNS },
  );
});

test('stringifyQuery never throws on acyclic input of any shape', () => {
  fc.assert(
    fc.property(
      fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }),
      (v) => {
        return typeof stringifyQuery(v as object) === 'string';
      },
    ),
    { numRuns: RUNS },
  );
});

test('base64: decodeBase64(encodeBase64(s)) === s for well-formed text; encoding matches Buffer', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 64 }), (s) => {
      const encoded = encodeBase64(s);
      return encoded === Buffer.from(s, 'utf8').toString('base64') && decodeBase64(encoded) === s;
    }),
    { numRuns: RUNS },
  );
});

test('base64: decodeBase64 accepts URL-safe, unpadded and spaced forms', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 32 }), (s) => {
      const std = encodeBase64(s);
      const urlSafe = std.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const spaced = std.replace(/(.{4})/g, '$1 \n');
      return decodeBase64(urlSafe) === s && decodeBase64(spaced) === s;
    }),
    { numRuns: RUNS },
  );
});

test('base64: any other input either decodes or throws TypeError("invalid base64: …"), nothing else', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.anything()), (input) => {
      try {
        return typeof decodeBase64(input as string) === 'string';
      } catch (error) {
        return error instanceof TypeError && /^invalid base64: /.test(error.message);
      }
    }),
    { numRuns: RUNS },
  );
  expect(() => decodeBase64('@@@')).toThrow(TypeError);
});
