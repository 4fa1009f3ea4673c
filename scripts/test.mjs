// `npm test`: set-up, then the checks in three waves (docs/testing.md#how-the-suite-runs):
//   1. lint, typecheck, import cycles and layers, build — side by side (none reads another's output);
//   2. the type test (with the pack test), the size budgets and the Next.js example, side by side
//      with unit + e2e (all read the build; none writes what another reads);
//   3. the cross-engine set (tests/cross-engine): the built script in Chromium, Firefox and WebKit
//      and in the imitated support floor, alone (three browsers beside the e2e run would starve it).
// A step's output is printed whole when it ends (Playwright's streams as it runs). Every step of a
// wave runs to its end; a failure stops the run after its wave.
import { spawn } from 'node:child_process';
import { ensureChromium, ensureDependencies, ensureEngines } from './setup.mjs';

ensureDependencies();
process.env.CHROMIUM_PATH = ensureChromium();
ensureEngines();

const waves = [
  [
    ['lint', 'npx biome check .'],
    ['typecheck', 'npx tsc -p tsconfig.tools.json'],
    ['import cycles and layers', 'node scripts/check-imports.mjs'],
    ['build', 'npm run build --silent'],
  ],
  [
    ['unit + e2e tests', 'npx playwright test', { stream: true }],
    [
      'type test (the published declarations and the packed package, tests/types)',
      'node tests/types/run.mjs',
    ],
    ['size budgets and bundle report', 'npm run size --silent'],
    // Skipped (and says why) only when the npm registry cannot be reached; the install is reused
    // while the packed tarball is unchanged.
    [
      'Next.js example (examples/next-app: next build on the packed package)',
      'node scripts/next-example.mjs',
    ],
  ],
  [['cross-engine set (Chromium, Firefox, WebKit, imitated floor)', 'node tests/cross-engine/run.mjs']],
];

/** Runs `cmd`; resolves to its exit status, its output and how long it took in s. */
function run(cmd, stream) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (status, signal) =>
      resolve({
        status: status ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString(),
        secs: (Date.now() - started) / 1000,
      }),
    );
  });
}

const total = Date.now();
for (const wave of waves) {
  const results = await Promise.all(
    wave.map(async ([name, cmd, options]) => {
      console.log(`=== ${name}: ${cmd}`);
      const result = await run(cmd, options?.stream);
      if (result.output) process.stdout.write(`\n--- ${name}\n${result.output}`);
      console.log(`${result.status === 0 ? '✓' : '✗'} ${name} (${result.secs.toFixed(1)}s)`);
      return { name, ...result };
    }),
  );
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length) {
    console.error(`\n✗ failed: ${failed.map((r) => r.name).join(', ')}`);
    process.exit(failed[0].status);
  }
}
console.log(`\n✓ npm test (${((Date.now() - total) / 1000).toFixed(1)}s)`);
