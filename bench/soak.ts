// `npm run soak [records] [reloads]`: the monitor soak at full size (default 10,000 records,
// nine reloads) against its own demo host, on the built script. Prints its figures; never
// asserts (the test-sized run in tests/e2e/monitor/soak.spec.ts does).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startDemoHost } from '../demo-host/server';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { formatFigures, runSoak } from './soak-run';

const root = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const records = Number(process.argv[2]) || 10_000;
  const reloads = Number(process.argv[3]) || 9;
  const out = process.env.ATRIUM_OUT || 'dist';
  if (!existsSync(join(root, out, 'atrium.umd.js'))) {
    console.error(`no ${out}/atrium.umd.js: run \`npm run build\` first`);
    process.exit(1);
  }
  const demo = await startDemoHost(0);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    console.log(`monitor soak: ${records} records, 2 tabs, ${reloads} reloads, every upload fault`);
    const figures = await runSoak(context, demo.origins.main, {
      records,
      reloads,
      costRecords: 2_000,
      log: (line) => console.log(`  ${line}`),
    });
    for (const line of formatFigures(figures)) console.log(line);
  } finally {
    await browser.close();
    await demo.close();
  }
}

await main();
