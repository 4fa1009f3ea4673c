// Differential test: our parseQuery/stringifyQuery against qs (the reference implementation,
// a dev dependency) on generated inputs. A seeded generator keeps failures reproducible.
import { expect, test } from '@playwright/test';
import qs from 'qs';
import { parseQuery, stringifyQuery } from '../../../src/encoding';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Characters worth exercising: reserved, percent, plus, unicode, astral emoji, dots, spaces.
const CHARS = [
  'a',
  'b',
  'z',
  'K',
  '0',
  '7',
  ' ',
  '+',
  '%',
  '&',
  '=',
  '?',
  '#',
  '.',
  '-',
  '_',
  '~',
  '!',
  '*',
  "'",
  '/',
  ':',
  ',',
  'é',
  '中',
  '😀',
  'ß',
];
const KEYS = [
  'a',
  'b',
  'id',
  'name',
  '0',
  '1',
  '2',
  '19',
  '20',
  '25',
  'x y',
  'toString',
  'constructor',
  'hasOwnProperty',
  '',
];

function makeGen(seed: number) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const str = (max = 6) => {
    let s = '';
    const n = Math.floor(r() * max);
    for (let i = 0; i < n; i++) s += pick(CHARS);
    return s;
  };
  const key = () => (r() < 0.6 ? pick(KEYS) : str(4) || 'k');
  const value = (depth: number): unknown => {
    const x = r();
    if (depth > 7 || x < 0.45) {
      const y = r();
      if (y < 0.6) return str();
      if (y < 0.75) return Math.floor(r() * 1000) - 100;
      if (y < 0.85) return r() < 0.5;
      if (y < 0.93) return null;
      return undefined;
    }
    if (x < 0.7) {
      const n = r() < 0.15 ? 18 + Math.floor(r() * 8) : Math.floor(r() * 5);
      return Array.from({ length: n }, () => value(depth + 1));
    }
    const o: Record<string, unknown> = {};
    const n = Math.floor(r() * 5);
    for (let i = 0; i < n; i++) o[key()] = value(depth + 1);
    return o;
  };
  const root = () => {
    const o: Record<string, unknown> = {};
    const n = 1 + Math.floor(r() * 5);
    for (let i = 0; i < n; i++) o[key()] = value(0);
    return o;
  };
  // A raw query string built by hand (not by qs): odd brackets, duplicates, missing '=', '?' prefix.
  const raw = () => {
    const parts: string[] = [];
    const n = Math.floor(r() * 8);
    for (let i = 0; i < n; i++) {
      let k = pick([
        'a',
        'b',
        'c[d]',
        'a[]',
        'a[0]',
        'a[1]',
        'a[b]',
        'a[21]',
        'a[b][c]',
        'a[[b]]',
        'a[b',
        'a]b',
        '[x]',
        'a[0][b]',
        'a[b][c][d][e][f][g]',
        '__proto__[x]',
        'constructor[prototype][y]',
        'a%5Bz%5D',
        '',
      ]);
      if (r() < 0.3) k += `[${pick(['', 'q', '3', '22'])}]`;
      parts.push(r() < 0.15 ? k : `${k}=${encodeURIComponent(str(4))}${r() < 0.1 ? '%E0%A4%A' : ''}`);
    }
    return (r() < 0.2 ? '?' : '') + parts.join(r() < 0.1 ? '&&' : '&');
  };
  return { root, raw };
}

test('stringifyQuery writes exactly what qs.stringify writes for 400 generated objects', () => {
  const gen = makeGen(1);
  for (let i = 0; i < 400; i++) {
    const x = gen.root();
    expect(stringifyQuery(x), JSON.stringify(x)).toBe(qs.stringify(x));
  }
});

test('parseQuery(stringify(x)) equals qs.parse of the same string for 400 generated objects', () => {
  const gen = makeGen(2);
  for (let i = 0; i < 400; i++) {
    const s = qs.stringify(gen.root());
    expect(parseQuery(s), s).toEqual(qs.parse(s));
  }
});

test('parseQuery equals qs.parse (ignoreQueryPrefix) on 600 hand-made raw strings', () => {
  const gen = makeGen(3);
  for (let i = 0; i < 600; i++) {
    const s = gen.raw();
    expect(parseQuery(s), s).toEqual(qs.parse(s, { ignoreQueryPrefix: true }));
  }
});

test('long arrays and many duplicates overflow into objects exactly as in qs', () => {
  const cases = [
    Array.from({ length: 25 }, (_, i) => `a=${i}`).join('&'),
    Array.from({ length: 22 }, (_, i) => `a[]=${i}`).join('&'),
    Array.from({ length: 30 }, (_, i) => `a[${i}]=${i}`).join('&'),
    'a[25]=x&a[]=y&a=z',
    'a=1&a[b]=2',
    'a[b]=2&a=1',
  ];
  for (const s of cases) expect(parseQuery(s), s).toEqual(qs.parse(s));
});
