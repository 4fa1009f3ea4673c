import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error — a plain .mjs tool script without types
import { buildIsStale, staleBuild } from '../../../scripts/build-freshness.mjs';
// @ts-expect-error — a plain .mjs tool script without types
import { buildIsStale as demoBuildIsStale } from '../../../scripts/demo.mjs';
import { selectsE2e } from '../../e2e/support/hosts';

const ARTIFACTS = [
  'dist/atrium.umd.js',
  'dist/atrium.esm.js',
  'dist/types/index.d.ts',
  'dist/testing/index.js',
  'dist/react/index.js',
  'dist/react-demo/app.js',
  'dist/demo-host/server.js',
];
const SOURCES = [
  'src/index.ts',
  'src/embed/init.ts',
  'react/index.ts',
  'testing/index.ts',
  'demo-host/server.ts',
  'rollup.config.mjs',
  'package.json',
];

/** A repo-like tree: sources at `srcTime`, artifacts at `distTime` (seconds since the epoch). */
function tree(srcTime: number, distTime: number, skip: string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'demo-build-'));
  const put = (path: string, time: number) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), 'x');
    utimesSync(join(root, path), time, time);
  };
  for (const f of SOURCES) put(f, srcTime);
  for (const f of ARTIFACTS) if (!skip.includes(f)) put(f, distTime);
  return root;
}

test('npm run demo builds only when a source is newer than the build', () => {
  expect(demoBuildIsStale).toBe(buildIsStale);
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
  const old = tree(3_000, 2_000);
  expect(buildIsStale(old, join(old, 'dist'))).toBe(true);
});

test('the e2e run is told which source is newer than dist/, for each part the build reads', () => {
  const fresh = tree(1_000, 2_000);
  expect(staleBuild(fresh, join(fresh, 'dist'))).toBeNull();
  for (const source of ['src/embed/init.ts', 'react/index.ts', 'testing/index.ts', 'demo-host/server.ts']) {
    const root = tree(1_000, 2_000);
    utimesSync(join(root, source), 3_000, 3_000);
    expect(staleBuild(root, join(root, 'dist'))).toBe(`${source} changed after the build in dist/`);
  }
  const partial = tree(1_000, 2_000, ['dist/demo-host/server.js']);
  expect(staleBuild(partial, join(partial, 'dist'))).toBe('dist/demo-host/server.js is missing');
});

test('the e2e fresh-build check refuses a stale dist/ and names npm run build', async () => {
  const { default: freshBuild } = await import('../../e2e/support/fresh-build');
  const root = tree(1_000, 2_000);
  utimesSync(join(root, 'src/index.ts'), 3_000, 3_000);
  const saved = process.env.ATRIUM_OUT;
  process.env.ATRIUM_OUT = join(root, 'dist');
  try {
    // ATRIUM_OUT is absolute here, so the repository's own sources are compared with this tree's
    // dist/, which is older than any of them.
    expect(() => freshBuild()).toThrow(
      /dist\/ is not the build of the code: \S+ changed after the build in .*Run `npm run build`/,
    );
  } finally {
    if (saved === undefined) delete process.env.ATRIUM_OUT;
    else process.env.ATRIUM_OUT = saved;
  }
});

test('only a run that selects e2e tests starts the demo hosts and checks the build', () => {
  const cli = ['node', 'playwright/cli.js', 'test'];
  expect(selectsE2e([...cli])).toBe(true);
  expect(selectsE2e([...cli, '--project=unit'])).toBe(false);
  expect(selectsE2e([...cli, '--project', 'unit', '--workers', '2'])).toBe(false);
  expect(selectsE2e([...cli, '--project=unit', '--project=e2e'])).toBe(true);
  expect(selectsE2e([...cli, '--project=e2e', 'tests/e2e/smoke.spec.ts'])).toBe(true);
  expect(selectsE2e([...cli, '--workers', '2', 'tests/unit/docs.spec.ts'])).toBe(false);
  expect(selectsE2e([...cli, 'tests/unit/docs.spec.ts', 'tests/e2e/smoke.spec.ts'])).toBe(true);
  expect(selectsE2e([...cli, '--grep', 'tests/unit'])).toBe(true);
});
