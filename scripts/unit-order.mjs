// Runs the unit suite in one worker, file after file, in reverse (or a seeded shuffled) order, so
// that a spec file leaning on state another one left behind fails (docs/testing.md#test-isolation).
// Playwright always runs files in name order; this writes one stub per spec file under .tmp/,
// numbered in the wanted order, each importing its spec, and points a config at them.
// Usage: node scripts/unit-order.mjs [reverse|shuffle[=seed]] [extra playwright args…]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const unit = join(root, 'tests/unit');
const walk = (d) =>
  readdirSync(d)
    .sort()
    .flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
const specs = walk(unit).filter((f) => /\.spec\.tsx?$/.test(f));

const [mode = 'reverse', ...rest] = process.argv.slice(2);
let order;
if (mode === 'reverse') order = [...specs].reverse();
else if (mode.startsWith('shuffle')) {
  let seed = Number(mode.split('=')[1] ?? Date.now() % 100000);
  console.log(`shuffle seed ${seed}`);
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  order = [...specs];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
} else {
  console.error('usage: node scripts/unit-order.mjs [reverse|shuffle[=seed]] [playwright args…]');
  process.exit(2);
}

const dir = join(root, '.tmp/unit-order');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
order.forEach((spec, i) => {
  const name = `${String(i).padStart(3, '0')}-${relative(unit, spec).replaceAll('/', '__')}`;
  writeFileSync(join(dir, name), `import '${spec}';\n`);
});
writeFileSync(
  join(dir, 'order.config.ts'),
  `import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: '.', testMatch: /\\.spec\\.tsx?$/, workers: 1, fullyParallel: false, timeout: 30_000 });\n`,
);
const run = spawnSync('npx', ['playwright', 'test', '--config', join(dir, 'order.config.ts'), ...rest], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
