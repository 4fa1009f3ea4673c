import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error — a plain .mjs tool script without types
import { checkImports } from '../../../scripts/check-imports.mjs';

/** Writes a small source tree and runs the check on it. */
function check(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return (checkImports(root) as { problems: string[] }).problems;
}

test('a clean tree passes', () => {
  expect(
    check({ 'env/a.ts': 'export const a = 1;', 'request/b.ts': "import { a } from '../env/a';" }),
  ).toEqual([]);
});

test('a cycle through a dynamic import fails and names the files', () => {
  const problems = check({
    'embed/a.ts': "export const load = () => import('./b');",
    'embed/b.ts': "import './c';",
    'embed/c.ts': "export { load } from './a';",
  });
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^cycle: .*embed\/(a|b|c)\.ts → .* → .*embed\/(a|b|c)\.ts → /);
});

test('a type-only import cycle fails too', () => {
  const problems = check({
    'ui/a.ts': "import type { B } from './b'; export type A = B;",
    'ui/b.ts': "import type { A } from './a'; export type B = A | 1;",
  });
  expect(problems.join()).toContain('cycle:');
});

test('an import against the layer order fails, static or dynamic', () => {
  const problems = check({
    'env/a.ts': "export const f = () => import('../embed/x');",
    'request/b.ts': "export * from '../ui/y';",
    'embed/x.ts': 'export {};',
    'ui/y.ts': 'export {};',
  });
  expect(problems).toEqual([
    expect.stringContaining('env/a.ts: dynamically imports ../embed/x (env may not depend on embed)'),
    expect.stringContaining('request/b.ts: imports ../ui/y (request may not depend on ui)'),
  ]);
});

test('routing may use ui, ui may not use routing', () => {
  const problems = check({
    'routing/a.ts': "import '../ui/b';",
    'ui/b.ts': "import '../routing/c';",
    'routing/c.ts': 'export {};',
  });
  expect(problems).toEqual([expect.stringContaining('ui may not depend on routing')]);
});

test('an unresolvable relative import and an unlisted folder fail', () => {
  const problems = check({ 'env/a.ts': "import './missing';", 'extra/x.ts': "import '../env/a';" });
  expect(problems).toEqual([
    expect.stringContaining("cannot resolve './missing'"),
    expect.stringContaining("folder 'extra' has no layer"),
  ]);
});

test('a module no entry point reaches fails; a type-only one and dynamic/type imports count', () => {
  const problems = check({
    'index.ts': "export { a } from './env/a'; export const load = () => import('./embed/lazy');",
    'umd.ts': "import './index'; import type { T } from './env/types-used';",
    'env/a.ts': 'export const a = 1;',
    'env/types-used.ts': 'export type T = 1;',
    'env/types-alone.ts': "import type { T } from './types-used'; export interface Alone { t: T }",
    'embed/lazy.ts': 'export const x = 1;',
    'env/orphan.ts': "import { a } from './a'; export const orphan = a;",
  });
  expect(problems).toEqual([
    expect.stringMatching(/env\/orphan\.ts: unreachable from index\.ts and umd\.ts/),
  ]);
});
