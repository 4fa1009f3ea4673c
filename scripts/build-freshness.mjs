// Is `dist/` the build of the sources beside it? Read by `npm run demo` (builds when not) and by
// the e2e run (tests/e2e/support/fresh-build.ts: refuses to test an older build than the code,
// docs/testing.md#how-the-suite-runs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');

/** What the build reads: when any of it is newer than the oldest artifact, the build is stale. */
export const SOURCES = [
  'src',
  'testing',
  'types',
  'react',
  'demo-host',
  'rollup.config.mjs',
  'tsconfig.json',
  'package.json',
];
/** One artifact of each part of the build (a build writes them all, after reading every source). */
export const ARTIFACTS = [
  'atrium.umd.js',
  'atrium.esm.js',
  'types/index.d.ts',
  'testing/index.js',
  'react/index.js',
  'react-demo/app.js',
  'demo-host/server.js',
];

/** The newest file under `path` (a file or a folder) and its modification time (ms); null when none. */
export function newestFile(path) {
  if (!existsSync(path)) return null;
  const stat = statSync(path);
  if (!stat.isDirectory()) return { file: path, mtimeMs: stat.mtimeMs };
  let newest = null;
  for (const name of readdirSync(path)) {
    const found = newestFile(join(path, name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/** Newest modification time (ms) of the files under `path`; 0 when there are none. */
export function newestMtime(path) {
  return newestFile(path)?.mtimeMs ?? 0;
}

/**
 * Why `out` (default dist/, or ATRIUM_OUT) is not the build of the sources under `root`: an
 * artifact missing, or a source file (named, relative to `root`) changed after the oldest
 * artifact was written. Null when the build is up to date.
 */
export function staleBuild(root = repo, out = resolve(root, process.env.ATRIUM_OUT || 'dist')) {
  const built = ARTIFACTS.map((f) => join(out, f));
  const missing = built.find((f) => !existsSync(f));
  if (missing) return `${relative(root, missing)} is missing`;
  const oldestArtifact = Math.min(...built.map((f) => statSync(f).mtimeMs));
  let newest = null;
  for (const source of SOURCES) {
    const found = newestFile(join(root, source));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  if (!newest || newest.mtimeMs <= oldestArtifact) return null;
  return `${relative(root, newest.file)} changed after the build in ${relative(root, out) || '.'}/`;
}

/** True when the build output is missing an artifact or is older than a source. */
export function buildIsStale(root = repo, out = resolve(root, process.env.ATRIUM_OUT || 'dist')) {
  return staleBuild(root, out) !== null;
}
