// `npm run demo`: set-up, build, then start the demo host and print its URL.
import { spawnSync } from 'node:child_process';
import { ensureDependencies } from './setup.mjs';

ensureDependencies();
if (spawnSync('npm run build --silent', { stdio: 'inherit', shell: true }).status !== 0) process.exit(1);
spawnSync('node --import tsx demo-host/server.ts', { stdio: 'inherit', shell: true });
