import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error — a plain .mjs tool script without types
import { checkFloor, checkSource } from '../../../scripts/check-floor.mjs';
// @ts-expect-error — a plain .mjs tool script without types
import { floorTargets } from '../../../scripts/rollup-floor.mjs';
import { createUrlPolicy } from '../../../src/monitor/filter';

const check = (code: string, module = true): string[] => checkSource(code, { file: 'a.js', module });

test('ES2020 with regexes the floor has passes', () => {
  expect(
    check("const a = b?.c ?? 1n; const r = /(?<year>\\d{4})-(?=x)(?!y)/su; new RegExp('a(?:b)', 'gi');"),
  ).toEqual([]);
});

test('a private field, a private method and `||=` fail with file:line:col', () => {
  expect(check('\nclass A { #x = 1; }')).toEqual([expect.stringMatching(/^a\.js:2:11: not ES2020: /)]);
  expect(check('class A { #m() {} }')).toEqual([expect.stringMatching(/^a\.js:1:11: not ES2020/)]);
  expect(check('let a; a ||= 2;', false)).toEqual([expect.stringMatching(/^a\.js:1:12: not ES2020/)]);
  expect(check('class A { static x = 1 }')).toHaveLength(1);
});

test('lookbehind fails in a regex literal and in a RegExp string pattern, not inside a class or an escape', () => {
  expect(check('const r = /(?<![\\w])x/g;')).toEqual([
    'a.js:1:11: lookbehind (?<= / (?<! — Safari and iOS before 16.4',
  ]);
  expect(check("const r = new RegExp('(?<=a)b');\nconst s = RegExp(`(?<!a)b`, 'g');")).toEqual([
    'a.js:1:11: lookbehind (?<= / (?<! — Safari and iOS before 16.4',
    'a.js:2:11: lookbehind (?<= / (?<! — Safari and iOS before 16.4',
  ]);
  expect(check('const r = /[(?<=]\\(?<=/;')).toEqual([]);
});

test('flags and modifiers above the floor fail', () => {
  expect(check("new RegExp('a', 'd'); new RegExp('(?i:a)b');")).toEqual([
    'a.js:1:1: regular-expression flag "d"',
    'a.js:1:23: inline modifiers (?i:…) — ES2025, Chrome 125, no Safari',
  ]);
  expect(check('const r = /a/v;')[0]).toMatch(/^a\.js:1:\d+: not ES2020/);
});

test('a build folder is checked file by file: a lookbehind and a private field are both listed', () => {
  const dist = mkdtempSync(join(tmpdir(), 'floor-'));
  mkdirSync(join(dist, 'esm'));
  writeFileSync(join(dist, 'atrium.umd.js'), 'var a = /(?<=x)y/;');
  writeFileSync(join(dist, 'atrium.esm.js'), 'export const a = 1;');
  writeFileSync(join(dist, 'esm', 'ky.js'), 'export class Ky { #retry = 0; }');
  const problems = checkFloor(dist) as string[];
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/atrium\.umd\.js:1:9: lookbehind/);
  expect(problems[1]).toMatch(/esm\/ky\.js:1:19: not ES2020/);
});

test('the built files keep the floor (the script, the ES module build, the React binding)', () => {
  expect(checkFloor('dist')).toEqual([]);
});

test('package.json browserslist is the floor the build compiles to', () => {
  expect(floorTargets(process.cwd())).toEqual(['es2020', 'chrome80', 'edge80', 'firefox78']);
});

test('URLs in free text are still found at a run start without lookbehind', () => {
  const policy = createUrlPolicy();
  expect(policy.cleanText('see https://a.example/x?token=1 and (x-y+http://b.example/?q=2)')).toBe(
    'see https://a.example/x?token and (x-y+http://b.example/?q)',
  );
  expect(policy.cleanText('https://a.example/?t=1 https://b.example/?u=2 at /p?q=3')).toBe(
    'https://a.example/?t https://b.example/?u at /p?q',
  );
});
