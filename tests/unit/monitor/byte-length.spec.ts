// byteLength counts UTF-8 bytes without encoding: it must agree with TextEncoder on every string,
// lone surrogates included (TextEncoder writes U+FFFD for them).
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { byteLength } from '../../../src/monitor/batch';

const encoded = (s: string) => new TextEncoder().encode(s).length;

test('property: byteLength equals the UTF-8 length TextEncoder writes', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (s) => byteLength(s) === encoded(s)),
    { numRuns: 5_000 },
  );
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), (s) => byteLength(s) === encoded(s)),
    { numRuns: 2_000 },
  );
  for (const s of ['\ud800', 'a\udc00b', '\ud800\ud800', '😀x', 'é中\t'])
    expect(byteLength(s), s).toBe(encoded(s));
});
