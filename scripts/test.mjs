// `npm test`: set-up, lint, typecheck, import cycles and layers, build, type test, size budgets,
// unit, e2e.
import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureDependencies } from './setup.mjs';

ensureDependencies();
process.env.CHROMIUM_PATH = ensureChromium();

const steps = [
  ['lint', 'npx biome check .'],
  ['typecheck', 'npx tsc -p tsconfig.tools.json'],
  ['import cycles and layers', 'node scripts/check-imports.mjs'],
  ['build', 'npm run build --silent'],
  ['type test (the published declarations, tests/types)', 'node tests/types/run.mjs'],
  ['size budgets and bundle report', 'npm run size --silent'],
  ['unit + e2e tests', 'npx playwright test'],
];

for (const [name, cmd] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd}`);
  const { status } = spawnSync(cmd, { stdio: 'inherit', shell: true });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (${secs}s)`);
    process.exit(status ?? 1);
  }
  console.log(`✓ ${name} (${secs}s)`);
}
