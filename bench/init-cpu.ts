// `node --import tsx bench/init-cpu.ts [runs] [dirA] [dirB]`: compares builds (A/B, runs
// interleaved A B A B) on measures a loaded machine does not inflate (bench/init-measure.ts):
// per auth mode, the main thread's CPU ms from the script tag to ready and to idle (no added
// latency), and the round trips in sequence before ready with the requests and bytes fetched
// before it (every request 300 ms late). dirA/dirB are build folders holding atrium.umd.js
// (default: ATRIUM_OUT or dist, alone). Wall times are printed too, marked load-sensitive.
// Figures only; nothing asserts on them.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startDemoHost } from '../demo-host/server';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { type Cpu, type CpuRun, cpuRun, MODES, netRun } from './init-measure';
import { median } from './support';

const root = new URL('..', import.meta.url).pathname;
const RUNS = Number(process.argv[2] ?? 5);
const dirs = process.argv.slice(3);
if (!dirs.length) dirs.push(process.env.ATRIUM_OUT || 'dist');
const builds = dirs.map((d) => ({ name: d, code: readFileSync(join(resolve(root, d), 'atrium.umd.js')) }));

const fmt = (c: Cpu[]) => {
  const m = (k: keyof Cpu) => median(c.map((x) => x[k])).toFixed(1);
  return `task ${m('task').padStart(5)} (script ${m('script').padStart(4)})`;
};

const demo = await startDemoHost(0);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const origin = demo.origins.main;
  for (const b of builds) await cpuRun(browser, origin, 'session id', { code: b.code }); // warm-up
  console.log(
    `main-thread CPU ms (threadTicks), script tag → ready / → idle after ready, no added latency, ${RUNS} runs interleaved, medians`,
  );
  for (const mode of MODES) {
    const results = builds.map(() => [] as CpuRun[]);
    for (let i = 0; i < RUNS; i++) {
      for (const [j, b] of builds.entries())
        results[j]?.push(await cpuRun(browser, origin, mode, { code: b.code }));
    }
    for (const [j, b] of builds.entries()) {
      const r = results[j] ?? [];
      const wall = `${median(r.map((x) => x.wall.loaded)).toFixed(0)} / ${median(r.map((x) => x.wall.ready)).toFixed(0)} ms`;
      console.log(
        `${mode.padEnd(15)} ${b.name.padEnd(24)} ready: ${fmt(r.map((x) => x.ready))}  idle: ${fmt(r.map((x) => x.idle))}  (wall, load-sensitive: loaded / ready ${wall})`,
      );
    }
  }
  console.log(
    '\nround trips in sequence before ready (every request +300 ms); requests and bytes before ready',
  );
  for (const mode of MODES) {
    for (const b of builds) {
      const r = await netRun(browser, origin, mode, { code: b.code });
      console.log(
        `${mode.padEnd(15)} ${b.name.padEnd(24)} ${r.depth} (${r.chain.join(' → ')}), ${r.requests} requests, ${(r.bytes / 1024).toFixed(1)} KB`,
      );
    }
  }
} finally {
  await browser.close();
  await demo.close();
}
