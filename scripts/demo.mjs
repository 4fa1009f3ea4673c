// `npm run demo`: set-up, a build only when the sources changed since the last one, then the demo
// host and its URL.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDependencies } from './setup.mjs';

const repo = resolve(import.meta.dirname, '..');

/** Newest modification time (ms) of the files under `path` (a file or a folder). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** What the build reads: when any of it is newer than the oldest artifact, the build is stale. */
const SOURCES = [
  'src',
  'testing',
  'types',
  'react',
  'demo-host/pages/react',
  'rollup.config.mjs',
  'tsconfig.json',
  'package.json',
];
const ARTIFACTS = [
  'atrium.umd.js',
  'atrium.esm.js',
  'types/index.d.ts',
  'testing/index.js',
  'react/index.js',
  'react-demo/app.js',
];

/** True when the build output (`out`, default dist/) is missing an artifact or is older than a source. */
export function buildIsStale(root = repo, out = join(root, process.env.ATRIUM_OUT || 'dist')) {
  const built = ARTIFACTS.map((f) => join(out, f));
  if (!built.every((f) => existsSync(f))) return true;
  const oldestArtifact = Math.min(...built.map((f) => statSync(f).mtimeMs));
  const newestSource = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  return newestSource > oldestArtifact;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  ensureDependencies();
  if (buildIsStale()) {
    console.log('sources changed since the last build: building…');
    if (spawnSync('npm run build --silent', { stdio: 'inherit', shell: true, cwd: repo }).status !== 0)
      process.exit(1);
  } else {
    console.log('dist/ is up to date with the sources: no build (npm run build forces one)');
  }
  spawnSync('node --import tsx demo-host/server.ts', { stdio: 'inherit', shell: true, cwd: repo });
}
