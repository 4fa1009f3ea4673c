import { expect, test } from '@playwright/test';
import { parseQuery, stringifyQuery } from '../../../src/encoding';

test('parseQuery reads nested objects and arrays, ignoring a leading "?"', () => {
  expect(parseQuery('?a[b][0]=1&a[b][1]=2&c=x+y&d=%E4%B8%AD')).toEqual({
    a: { b: ['1', '2'] },
    c: 'x y',
    d: '中',
  });
  expect(parseQuery('a=1&a=2')).toEqual({ a: ['1', '2'] });
  expect(parseQuery('a[]=1&a[]=2&flag')).toEqual({ a: ['1', '2'], flag: '' });
  expect(parseQuery('a%5Bb%5D=c')).toEqual({ a: { b: 'c' } });
});

test('parseQuery keeps at most 5 levels: the rest stays one literal key', () => {
  expect(parseQuery('a[b][c][d][e][f][g]=1')).toEqual({
    a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } },
  });
  expect(parseQuery('a[b][c]=1', { depth: 1 })).toEqual({ a: { b: { '[c]': '1' } } });
});

test('parseQuery turns indices of 20 and above into object keys (arrayLimit)', () => {
  expect(parseQuery('a[19]=x')).toEqual({ a: ['x'] });
  expect(parseQuery('a[20]=x')).toEqual({ a: { 20: 'x' } });
  expect(parseQuery('a[2]=x', { arrayLimit: 2 })).toEqual({ a: { 2: 'x' } });
});

test('parseQuery reads at most 1000 parameters (parameterLimit)', () => {
  const many = Array.from({ length: 1005 }, (_, i) => `k${i}=${i}`).join('&');
  const parsed = parseQuery(many);
  expect(Object.keys(parsed)).toHaveLength(1000);
  expect(parsed.k999).toBe('999');
  expect(parsed.k1000).toBeUndefined();
  expect(Object.keys(parseQuery('a=1&b=2&c=3', { parameterLimit: 2 }))).toEqual(['a', 'b']);
});

test('parseQuery never pollutes prototypes', () => {
  const out = parseQuery(
    '__proto__[polluted]=1&constructor[prototype][polluted]=1&a[__proto__][polluted]=1&toString=x&ok=1',
  );
  expect(out).toEqual({ ok: '1' });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  expect(typeof out.toString).toBe('function');
});

test('parseQuery tolerates bad input: malformed escapes, empty parts, non-strings', () => {
  expect(parseQuery('a=%E0%A4%A&b=%')).toEqual({ a: '%E0%A4%A', b: '%' });
  expect(parseQuery('&&=x&')).toEqual({});
  expect(parseQuery('')).toEqual({});
  expect(parseQuery('?')).toEqual({});
  expect(parseQuery(undefined as unknown as string)).toEqual({});
  expect(parseQuery(42 as unknown as string)).toEqual({});
});

test('stringifyQuery writes qs-style brackets and RFC 3986 encoding', () => {
  expect(stringifyQuery({ a: { b: [1, { c: 'x y' }] }, d: "!'()*~" })).toBe(
    'a%5Bb%5D%5B0%5D=1&a%5Bb%5D%5B1%5D%5Bc%5D=x%20y&d=%21%27%28%29%2A~',
  );
  expect(stringifyQuery({ n: null, u: undefined, e: [], o: {}, t: true, z: 0 })).toBe('n=&t=true&z=0');
  expect(stringifyQuery({ d: new Date(Date.UTC(2024, 0, 2)) })).toBe('d=2024-01-02T00%3A00%3A00.000Z');
  expect(stringifyQuery({ a: 1, n: null }, { addQueryPrefix: true, skipNulls: true })).toBe('?a=1');
  expect(stringifyQuery({}, { addQueryPrefix: true })).toBe('');
});

test('stringifyQuery round-trips through parseQuery', () => {
  const x = { user: { name: '中 文', tags: ['a', 'b&c'] }, page: '2', q: 'a=b' };
  expect(parseQuery(stringifyQuery(x))).toEqual(x);
});

test('stringifyQuery: non-objects give "", cycles are a RangeError, shared refs are fine', () => {
  expect(stringifyQuery(null as unknown as object)).toBe('');
  expect(stringifyQuery('a=b' as unknown as object)).toBe('');
  const cyc: Record<string, unknown> = { a: 1 };
  cyc.self = cyc;
  expect(() => stringifyQuery(cyc)).toThrow(RangeError);
  const shared = { v: 1 };
  expect(stringifyQuery({ a: shared, b: shared })).toBe('a%5Bv%5D=1&b%5Bv%5D=1');
  expect(stringifyQuery({ s: '\ud800' })).toBe('s=%EF%BF%BD');
});

test('stringifyQuery: each lone surrogate becomes U+FFFD, pairs stay whole', () => {
  const FFFD = '%EF%BF%BD';
  const SMILE = encodeURIComponent('\u{1f600}');
  // high alone, a pair, text, low alone, high before a pair, high at the end
  const text = '\ud800\ud83d\ude00x\udc00\ud800\ud83d\ude00\ud800';
  expect(stringifyQuery({ [text]: text })).toBe(
    `${FFFD}${SMILE}x${FFFD}${FFFD}${SMILE}${FFFD}=${FFFD}${SMILE}x${FFFD}${FFFD}${SMILE}${FFFD}`,
  );
  expect(stringifyQuery({ s: '\udc00\ud800' })).toBe(`s=${FFFD}${FFFD}`);
});

test('garbage options fall back to the defaults', () => {
  const deep = 'a[b][c][d][e][f][g]=1';
  for (const bad of [null, 'x', 5, { depth: 'deep', arrayLimit: Number.NaN, parameterLimit: undefined }]) {
    expect(parseQuery(deep, bad as never)).toEqual(parseQuery(deep));
    expect(parseQuery('a[20]=x', bad as never)).toEqual({ a: { 20: 'x' } });
    expect(stringifyQuery({ a: 1, n: null }, bad as never)).toBe('a=1&n=');
  }
});
