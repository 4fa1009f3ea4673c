// `npm run demo`: set-up, a build only when the sources changed since the last one, then the demo
// host and its URL.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildIsStale } from './build-freshness.mjs';
import { ensureDependencies } from './setup.mjs';

export { buildIsStale };

const repo = resolve(import.meta.dirname, '..');

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
