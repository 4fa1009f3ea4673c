// Fuzzing the property-path parser (docs/security.md#path-parsing): the same keys as a simple
// reference for every short path, and linear work for long hostile ones (issue 20 item 6).
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { getByPath, parsePath } from '../../../src/hooks/get-by-path';

/** The reference: the old one-regex parser, exact but super-linear, so only fed short paths. */
function reference(path: string): string[] {
  const keys: string[] = [];
  const re = /\[\s*(?:"([^"]*)"|'([^']*)'|([^\]]*?))\s*\]|([^.[\]]+)/g;
  for (let m = re.exec(path); m; m = re.exec(path)) keys.push((m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim());
  return keys;
}

const piece = fc.constantFrom(
  '[',
  ']',
  '.',
  '"',
  "'",
  ' ',
  '\t',
  '\n',
  '\u00a0',
  'a',
  'b',
  '0',
  '12',
  '__proto__',
);
const shortPath = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.array(piece, { maxLength: 24 }).map((p) => p.join('')),
);

test('parsePath gives the reference keys for any short path', () => {
  fc.assert(
    fc.property(shortPath, (path) => JSON.stringify(parsePath(path)) === JSON.stringify(reference(path))),
    { numRuns: 20000 },
  );
});

test('known shapes: dots, indexes, quoted keys with dots and brackets', () => {
  expect(parsePath('rows[0].owner.name')).toEqual(['rows', '0', 'owner', 'name']);
  expect(parsePath(`a["x.y"][ 'z]' ].b`)).toEqual(['a', 'x.y', 'z]', 'b']);
  expect(parsePath('a[ 1 ]..b]c[')).toEqual(['a', '1', 'b', 'c']);
  expect(getByPath({ a: { 'x.y': [5] } }, 'a["x.y"][0]')).toBe(5);
});

// Hostile shapes at 100,000 characters. The old parser needed about 2 minutes for the first at
// 5,000; a linear one finishes each in milliseconds, so the test's own time limit is the bound.
const N = 100_000;
const HOSTILE: Array<[string, string]> = [
  ['open bracket, blanks', `[${' '.repeat(N)}`],
  ['open bracket, blanks, no close', `[${' '.repeat(N)}x`],
  ['many open brackets', '['.repeat(N)],
  ['open bracket and quote pairs', '["'.repeat(N / 2)],
  ['quote then blanks then no close', `["a"${' '.repeat(N)}x`],
  ['mixed quotes in brackets', `['"]`.repeat(N / 4)],
  ['open brackets before one close', `${'[ '.repeat(N / 2)}]`],
  ['quoted keys never closed', `['${"['".repeat(N / 2)}`],
];

for (const [name, path] of HOSTILE) {
  test(`parsePath of ${path.length.toLocaleString('en')} characters finishes: ${name}`, () => {
    const keys = parsePath(path);
    expect(Array.isArray(keys)).toBe(true);
    expect(keys.length).toBeLessThanOrEqual(path.length);
  });
}
