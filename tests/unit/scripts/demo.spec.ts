import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error — a plain .mjs tool script without types
import { buildIsStale } from '../../../scripts/demo.mjs';

const ARTIFACTS = [
  'dist/atrium.umd.js',
  'dist/atrium.esm.js',
  'dist/types/index.d.ts',
  'dist/testing/index.js',
  'dist/react/index.js',
  'dist/react-demo/app.js',
];

/** A repo-like tree: sources at `srcTime`, artifacts at `distTime` (seconds since the epoch). */
function tree(srcTime: number, distTime: number, skip: string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'demo-build-'));
  const put = (path: string, time: number) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), 'x');
    utimesSync(join(root, path), time, time);
  };
  for (const f of ['src/index.ts', 'src/embed/init.ts', 'rollup.config.mjs', 'package.json']) put(f, srcTime);
  for (const f of ARTIFACTS) if (!skip.includes(f)) put(f, distTime);
  return root;
}

test('npm run demo builds only when a source is newer than the build', () => {
  expect(buildIsStale(tree(1_000, 2_000), undefined)).toBe(false);
  const root = tree(1_000, 2_000);
  expect(buildIsStale(root, join(root, 'dist'))).toBe(false);
  // one source file edited after the build
  utimesSync(join(root, 'src/embed/init.ts'), 3_000, 3_000);
  expect(buildIsStale(root, join(root, 'dist'))).toBe(true);
});

test('a changed build configuration or a missing artifact also means a build', () => {
  const root = tree(1_000, 2_000);
  utimesSync(join(root, 'rollup.config.mjs'), 3_000, 3_000);
  expect(buildIsStale(root, join(root, 'dist'))).toBe(true);
  const partial = tree(1_000, 2_000, ['dist/testing/index.js']);
  expect(buildIsStale(partial, join(partial, 'dist'))).toBe(true);
  expect(buildIsStale(tree(3_000, 2_000), undefined)).toBe(true);
});
