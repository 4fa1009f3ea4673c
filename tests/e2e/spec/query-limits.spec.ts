// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// parseQuery on the built script: its depth, array and parameter limits (docs/spec-coverage.md
// L376).
import { expect, test } from '../embed/support';

test('L376: parseQuery on the built script keeps 5 levels, arrays up to index 19 and 1000 parameters', async ({
  page,
}) => {
  await page.goto('/pages/blank.html');
  const out = await page.evaluate(() => {
    const A = (window as any).Atrium;
    const many = Array.from({ length: 1005 }, (_, i) => `k${i}=${i}`).join('&');
    const parsed = A.parseQuery(many);
    return {
      deep: A.parseQuery('a[b][c][d][e][f][g]=1'),
      index19: A.parseQuery('a[19]=x'),
      index20: A.parseQuery('a[20]=x'),
      count: Object.keys(parsed).length,
      last: [parsed.k999, parsed.k1000 ?? null],
    };
  });
  expect(out.deep).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } } });
  expect(out.index19).toEqual({ a: ['x'] });
  expect(out.index20).toEqual({ a: { 20: 'x' } });
  expect(out.count).toBe(1000);
  expect(out.last).toEqual(['999', null]);
});
