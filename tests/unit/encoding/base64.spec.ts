import { isUtf8 } from 'node:buffer';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { decodeBase64, encodeBase64 } from '../../../src/encoding';

const samples = [
  '',
  'f',
  'fo',
  'foo',
  'foob',
  'fooba',
  'foobar',
  'héllo wörld',
  '中文测试',
  '👋🏽 emoji 🧑‍💻',
  '\u0000\u007f\u0080\u07ff\u0800\uffff',
  'a\nb\tc',
];

test('encodeBase64 matches Node Buffer (RFC 4648, padded) for ASCII, Latin-1, CJK and emoji', () => {
  for (const s of samples) expect(encodeBase64(s), s).toBe(Buffer.from(s, 'utf8').toString('base64'));
  // RFC 4648 §10 test vectors
  expect(encodeBase64('foobar')).toBe('Zm9vYmFy');
  expect(encodeBase64('fo')).toBe('Zm8=');
  expect(encodeBase64('f')).toBe('Zg==');
});

test('decodeBase64 reverses encodeBase64 for every sample', () => {
  for (const s of samples) expect(decodeBase64(encodeBase64(s))).toBe(s);
});

test('encodeBase64 writes a lone surrogate as U+FFFD like TextEncoder', () => {
  expect(decodeBase64(encodeBase64('a\ud800b'))).toBe('a\ufffdb');
  expect(encodeBase64('\udc00')).toBe(Buffer.from('\ufffd').toString('base64'));
});

test('decodeBase64 accepts the URL-safe alphabet, missing padding and whitespace', () => {
  const text = '??>>~~ 👋';
  const std = Buffer.from(text).toString('base64');
  expect(std).toMatch(/[+/]/);
  const url = std.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  expect(decodeBase64(url)).toBe(text);
  expect(decodeBase64(std.replace(/=+$/, ''))).toBe(text);
  expect(decodeBase64(` ${std.slice(0, 4)}\n${std.slice(4, 9)}\r\n\t${std.slice(9)} `)).toBe(text);
  expect(decodeBase64('Zg')).toBe('f');
  expect(decodeBase64('Zg=')).toBe('f');
});

test('decodeBase64 throws TypeError("invalid base64: …") on garbage', () => {
  for (const bad of [
    'Zm9v!',
    'Zm9v*YmFy',
    '====',
    'Z',
    'Zm9vY',
    'Zg==Zg==',
    'Z=g=',
    'Zm9v\u00e9',
    'Zg===',
    '=Zg',
  ]) {
    expect(() => decodeBase64(bad), bad).toThrow(TypeError);
    expect(() => decodeBase64(bad), bad).toThrow(/^invalid base64: /);
  }
});

test('decodeBase64 throws TypeError when the bytes are not UTF-8', () => {
  for (const bytes of [
    [0xff],
    [0xc3],
    [0xc0, 0x80],
    [0xed, 0xa0, 0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
    [0xe2, 0x28, 0xa1],
  ]) {
    const b64 = Buffer.from(bytes).toString('base64');
    expect(() => decodeBase64(b64), b64).toThrow(/invalid base64: .*UTF-8/);
  }
});

test('non-string input is a TypeError for both functions, and "" decodes to ""', () => {
  expect(() => encodeBase64(42 as unknown as string)).toThrow(TypeError);
  expect(() => encodeBase64(undefined as unknown as string)).toThrow(TypeError);
  expect(() => decodeBase64(null as unknown as string)).toThrow(/invalid base64/);
  expect(decodeBase64('')).toBe('');
  expect(decodeBase64('  \n ')).toBe('');
});

// Properties over arbitrary input (fast-check): Node's Buffer is the independent oracle.
test('property: encodeBase64 equals the base64 of the UTF-8 bytes, and decodeBase64 round-trips it', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (s) => {
      const b64 = encodeBase64(s);
      expect(b64).toBe(Buffer.from(s, 'utf8').toString('base64'));
      // Lone surrogates come back as U+FFFD; a leading BOM is kept.
      expect(decodeBase64(b64)).toBe(Buffer.from(s, 'utf8').toString('utf8'));
      const urlSafe = b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      expect(decodeBase64(urlSafe)).toBe(Buffer.from(s, 'utf8').toString('utf8'));
    }),
    { numRuns: 500 },
  );
});

test('property: decodeBase64 of arbitrary bytes is their text when they are UTF-8, else TypeError', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 24 }), (bytes) => {
      const b64 = Buffer.from(bytes).toString('base64');
      if (isUtf8(bytes)) expect(decodeBase64(b64)).toBe(Buffer.from(bytes).toString('utf8'));
      else expect(() => decodeBase64(b64)).toThrow(/^invalid base64: the decoded bytes are not UTF-8$/);
    }),
    { numRuns: 1000 },
  );
});

test('a leading byte-order mark survives the round trip (not stripped as a BOM)', () => {
  expect(decodeBase64(encodeBase64('\ufeffx'))).toBe('\ufeffx');
  expect(decodeBase64('77u/')).toBe('\ufeff');
});
