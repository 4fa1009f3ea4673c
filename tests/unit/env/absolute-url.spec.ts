import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { absoluteUrl } from '../../../src/env/absolute-url';
import { resetAll } from '../../../src/env/disposers';

const reference = (url: string, base: string) => {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
};
const bases = [
  'http://127.0.0.1:4310/pages/x.html',
  'https://suite.example.com/a/b?c=1',
  'http://h:80/',
  'HTTPS://Up.Example:443/p',
];
// Characters that exercise the fast path and every way out of it.
const piece = fc.constantFrom(
  '1.2.3.4',
  '256',
  '2',
  '.0',
  '.',
  '01',
  ':0',
  ':65536',
  ':00080',
  ..."/abc.%2eE?=&:8AZ-_~*()!$,;+\\' #@".split(''),
  '/..',
  '/./',
  '%41',
  '%zz',
  '%2E',
  '//',
  'http://',
  'HTTP://X',
  ':80/',
  ':443/',
  ':8080/',
);

test('absoluteUrl gives exactly what new URL gives, for generated URLs and bases', () => {
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 16 }), fc.constantFrom(...bases), (parts, base) => {
      const url = parts.join('');
      return absoluteUrl(url, base) === reference(url, base);
    }),
    { numRuns: 20_000 },
  );
});

test('plain paths and plain absolute URLs, and the cases that must go through the parser', () => {
  const base = 'http://127.0.0.1:4310/pages/x.html';
  for (const url of [
    '/api/x?i=1',
    'http://a.b:8080/p?q=%41',
    '/a/../b',
    '/a/%2e%2e/b',
    "/q?x='",
    'http://a:80/x',
    'HTTP://A/x',
    '//evil/x',
    '/\\evil',
    'rel/x',
    '',
    '?q',
    'http://2/x',
    'http://1.2.3.4:81/x',
  ]) {
    expect(absoluteUrl(url, base), url).toBe(reference(url, base));
  }
  expect(absoluteUrl('/x', '')).toBe('/x');
});

test("with no base, a plain path goes on the page's origin, which stays when the path changes", () => {
  const g = globalThis as { location?: { href: string } };
  const page = { href: 'http://127.0.0.1:4310/pages/x.html?a=1' };
  g.location = page;
  try {
    resetAll();
    expect(absoluteUrl('/api/x?i=1')).toBe('http://127.0.0.1:4310/api/x?i=1');
    page.href = 'http://127.0.0.1:4310/other/deeper/page#h'; // history.pushState: same origin
    expect(absoluteUrl('/api/y')).toBe('http://127.0.0.1:4310/api/y');
    // Anything else still resolves against the current address.
    expect(absoluteUrl('rel?q')).toBe('http://127.0.0.1:4310/other/deeper/rel?q');
    expect(absoluteUrl('/a/../b')).toBe('http://127.0.0.1:4310/b');
    page.href = 'about:blank';
    resetAll();
    expect(absoluteUrl('/api/x')).toBe('/api/x');
  } finally {
    delete g.location;
    resetAll();
  }
});
