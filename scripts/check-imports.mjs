// Fails on circular imports (dpdm) and on imports against the layer direction of DESIGN.md:
// env, encoding, hooks ← request, i18n, theme, loader ← monitor, routing, bridge, ui ← embed ← index.

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const layer = {
  env: 0,
  encoding: 0,
  hooks: 0,
  request: 1,
  i18n: 1,
  theme: 1,
  loader: 1,
  monitor: 2,
  routing: 2,
  bridge: 2,
  ui: 2,
  embed: 3,
};
const problems = [];
const walk = (d) =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));

for (const file of walk('src').filter((f) => /\.tsx?$/.test(f))) {
  const from = relative('src', file).split('/')[0];
  if (!(from in layer)) continue;
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
    const target = relative('src', resolve(dirname(file), m[1])).split('/')[0];
    if (target in layer && target !== from && layer[target] >= layer[from]) {
      problems.push(`${file}: imports ${m[1]} (${from} may not depend on ${target})`);
    }
  }
}
if (problems.length) {
  console.error(`Layer violations:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('layers: ok');
const dpdm = spawnSync(
  'npx dpdm --no-warning --no-tree --skip-dynamic-imports circular --exit-code circular:1 -T src/index.ts src/umd.ts src/lazy/index.ts',
  {
    stdio: 'inherit',
    shell: true,
  },
);
process.exit(dpdm.status ?? 1);
