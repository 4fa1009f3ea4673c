// `npm ci` on a fresh clone (README.md#getting-the-script-and-deploying-it, scripts/setup.mjs):
// the lockfile must lock every platform's optional binaries (biome, esbuild, rollup), not only
// those of the machine that wrote it — npm ci refuses a lock that lacks them — and match
// package.json.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface Entry {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Entry;

/** Where Node finds `name` from the locked package at `path`: its own node_modules, then each one above. */
function locate(path: string, name: string): string | undefined {
  for (let base = path; ; base = base.replace(/\/?node_modules\/(?:@[^/]+\/)?[^/]+$/, '')) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
  }
}

test('every optional dependency a locked package names is locked too, for every platform', () => {
  const missing: string[] = [];
  let optional = 0;
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      optional++;
      if (!locate(path, name)) missing.push(`${path || '(root)'} → ${name}`);
    }
  }
  expect(missing).toEqual([]);
  // The binaries of other platforms than this one are there.
  for (const binary of [
    'node_modules/@biomejs/cli-darwin-arm64',
    'node_modules/@biomejs/cli-win32-x64',
    'node_modules/@esbuild/darwin-arm64',
    'node_modules/@esbuild/win32-x64',
    'node_modules/@rollup/rollup-darwin-arm64',
    'node_modules/@rollup/rollup-win32-x64-msvc',
  ]) {
    expect(lock.packages[binary]?.version, binary).toBeTruthy();
  }
  expect(optional).toBeGreaterThan(50);
});

test('the lockfile locks what package.json asks for, with the same ranges', () => {
  const root = lock.packages[''] ?? {};
  expect({ ...root.dependencies, ...root.devDependencies }).toEqual({
    ...pkg.dependencies,
    ...pkg.devDependencies,
  });
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    expect(lock.packages[`node_modules/${name}`]?.version, name).toBeTruthy();
  }
});
