// `npm run bench`: runs every bench/*.bench.ts in turn. Each prints ratios, never asserts on time.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const files = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n### ${f}`);
  const r = spawnSync(`node --import tsx bench/${f}`, { stdio: 'inherit', shell: true });
  if (r.status !== 0) failed++;
}
if (failed) process.exit(1);
