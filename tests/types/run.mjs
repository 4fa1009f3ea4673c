// The type test (a step of `npm test`, after the build): compiles the examples in this folder
// against the built declarations the way an installed package resolves them — through
// package.json `exports` (`atrium-sdk`, `atrium-sdk/global`, `atrium-sdk/testing`, `atrium-sdk/react`) — by linking
// tests/types/node_modules/atrium-sdk to the repository. `// @ts-expect-error` lines must stay errors.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

const here = import.meta.dirname;
const root = resolve(here, '..', '..');
if (!existsSync(join(root, 'dist', 'types', 'global.d.ts'))) {
  console.error('type test: dist/types/global.d.ts is missing: run `npm run build` first');
  process.exit(1);
}
const link = join(here, 'node_modules', 'atrium-sdk');
mkdirSync(join(here, 'node_modules'), { recursive: true });
rmSync(link, { recursive: true, force: true });
symlinkSync(root, link, 'junction');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const { status } = spawnSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.json')], {
  stdio: 'inherit',
});
if (status !== 0) process.exit(status ?? 1);
// Then the packed package as an app installs it: the demo host's bin, `atrium-sdk/react` (pack.mjs).
const packed = spawnSync(process.execPath, [join(here, 'pack.mjs')], { stdio: 'inherit' });
process.exit(packed.status ?? 1);
