// `npm run bench embed`: (1) how long a page takes from inserting the SDK's script tag to
// init() ready when the script and every endpoint answer 100 ms late, as a multiple of that
// latency, and the same with no latency, beside the floor (the same round trips made by a page
// without the SDK) and what the SDK adds to it (goal ≤ 30 ms, with latency and without), and the
// main-thread busy time the page pays from the script tag until it is idle after ready
// (Chromium's TaskDuration; goal ≤ 50 ms; bench/init-profile.ts says where it goes);
// (2) the same init on measures a loaded machine does not inflate (bench/init-measure.ts): the
// main thread's CPU time, and the round trips in sequence before ready with the requests and
// bytes fetched before it;
// (3) the UMD bundle's gzip size beside @sentry/browser and powerbi-client built the same
// way (rollup + node-resolve + terser with our options). Ratios only; nothing asserts on time.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { startDemoHost } from '../demo-host/server';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { cpuRun, MODES, netRun } from './init-measure';
import { bareChain, INSERT_SDK_SCRIPT, initConfig, WAIT_UNTIL_IDLE } from './page-code';
import { median, openEmptyPage, resetDemo } from './support';

const LATENCY = 100;
const RUNS = 5;
const root = new URL('..', import.meta.url).pathname;
const out = process.env.ATRIUM_OUT || 'dist';
const bundle = join(root, out, 'atrium.umd.js');

if (!existsSync(bundle)) {
  spawnSync('npm run build', { cwd: root, stdio: 'inherit', shell: true, env: process.env });
}
process.env.ATRIUM_OUT = out;

type Mode = 'session id' | 'token function' | 'token API';

async function timeInit(): Promise<void> {
  const demo = await startDemoHost(0);
  const browser = await chromium.launch(chromiumLaunchOptions());
  // The SDK's own script is under the same latency as every endpoint: what a page pays.
  const slowPaths = [
    '/dist/*',
    '/papi/app/baseserver/clearCookie',
    '/external/atrium-token',
    '/papi/app/baseserver/info/getInfo',
    '/api/baseserver/layout/baseTeams',
    '/build/*',
  ];
  console.log(
    `script tag inserted → init() ready, every request +${LATENCY} ms (${slowPaths.join(', ')}), apps: @weapp/demo-lib`,
  );
  console.log('Round trips the order needs: session id 3 (script → getInfo → baseTeams), token modes 4');
  console.log('(script → token beside clearCookie → getInfo → baseTeams).');
  console.log('floor: the same round trips made by a page without the SDK (bare fetch, script not run);');
  console.log(
    'SDK adds: what init adds to the floor (median − floor), with latency / with none: goal ≤ 30 ms each.',
  );
  console.log('main thread busy: TaskDuration from the script tag until idle after ready: goal ≤ 50 ms.');
  console.log(
    'mode              median    × latency    best    × latency    no latency   main thread busy (latency / none)   floor (× latency / none)   SDK adds',
  );
  try {
    const measure = async (
      mode: Mode,
      latency: number,
      bare = false,
    ): Promise<{ times: number[]; busy: number[] }> => {
      const times: number[] = [];
      const busy: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await resetDemo(demo.origins.main, latency, slowPaths);
        const page = await openEmptyPage(browser, demo.origins.main);
        const context = page.context();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const taskMs = async () => {
          const { metrics } = await cdp.send('Performance.getMetrics');
          return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
        };
        const busyBefore = await taskMs();
        // A string, so the bundler that runs this file cannot wrap the page code in helpers.
        const ms = (await page.evaluate(
          bare
            ? bareChain(mode)
            : `(async () => {
          ${initConfig(mode, ['@weapp/demo-lib'])}
          const t0 = performance.now();
          ${INSERT_SDK_SCRIPT}
          await window.Atrium.init(config);
          const ready = performance.now() - t0;
          // What init started has landed.
          ${WAIT_UNTIL_IDLE}
          return ready;
        })()`,
        )) as number;
        times.push(ms);
        busy.push((await taskMs()) - busyBefore);
        await context.close();
      }
      return { times, busy };
    };
    for (const mode of ['session id', 'token function', 'token API'] as Mode[]) {
      const slow = await measure(mode, LATENCY);
      const fast = await measure(mode, 0);
      const zero = median(fast.times);
      const m = median(slow.times);
      const best = Math.min(...slow.times);
      const floor = median((await measure(mode, LATENCY, true)).times);
      const floorZero = median((await measure(mode, 0, true)).times);
      const busy = `${median(slow.busy).toFixed(0).padStart(4)} / ${median(fast.busy).toFixed(0)} ms`;
      const floors = `${floor.toFixed(0)} ms (${(floor / LATENCY).toFixed(2)}) / ${floorZero.toFixed(0)} ms`;
      const adds = `${(m - floor).toFixed(0)} / ${(zero - floorZero).toFixed(0)} ms`;
      console.log(
        `${mode.padEnd(16)} ${m.toFixed(0).padStart(5)} ms   ${(m / LATENCY).toFixed(2).padStart(6)}    ${best.toFixed(0).padStart(5)} ms ${(best / LATENCY).toFixed(2).padStart(6)}    ${zero.toFixed(0).padStart(4)} ms      ${busy.padEnd(34)} ${floors.padEnd(26)} ${adds}`,
      );
    }
  } finally {
    await browser.close();
    await demo.close();
  }
}

/** The same inits on load-independent measures (bench/init-measure.ts). */
async function cpuAndPath(): Promise<void> {
  const demo = await startDemoHost(0);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const origin = demo.origins.main;
    console.log(
      '\nload-independent: main-thread CPU (TaskDuration in thread time, medians of runs interleaved with',
    );
    console.log(
      'the floor), no added latency; round trips in sequence before ready with every request +300 ms',
    );
    console.log(
      'mode              CPU → ready   → idle   floor CPU   SDK CPU → idle   round trips before ready (chain)              requests, bytes before ready',
    );
    for (const mode of MODES) {
      const sdk: Awaited<ReturnType<typeof cpuRun>>[] = [];
      const bare: Awaited<ReturnType<typeof cpuRun>>[] = [];
      for (let i = 0; i < RUNS; i++) {
        sdk.push(await cpuRun(browser, origin, mode));
        bare.push(await cpuRun(browser, origin, mode, { bare: true }));
      }
      const ready = median(sdk.map((r) => r.ready.task));
      const idle = median(sdk.map((r) => r.idle.task));
      const floor = median(bare.map((r) => r.idle.task));
      const net = await netRun(browser, origin, mode);
      const path = `${net.depth} (${net.chain.join(' → ')})`;
      console.log(
        `${mode.padEnd(16)} ${ready.toFixed(1).padStart(6)} ms  ${idle.toFixed(1).padStart(6)} ms  ${floor.toFixed(1).padStart(6)} ms  ${(idle - floor).toFixed(1).padStart(8)} ms      ${path.padEnd(46)} ${net.requests}, ${(net.bytes / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await browser.close();
    await demo.close();
  }
}

const minify = () =>
  terser({
    ecma: 2020,
    module: false,
    compress: { passes: 2, pure_getters: true },
    mangle: { properties: { regex: /^_[a-z]/ } },
    format: { comments: false },
  });

/** Bundles a virtual entry like src/umd.ts does (everything the package exports, as one UMD). */
async function buildGzip(name: string, entry: string): Promise<number> {
  const build = await rollup({
    input: '\0entry',
    onwarn: () => {},
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === '\0entry' ? id : null),
        load: (id) => (id === '\0entry' ? entry : null),
      },
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
    ],
  });
  const { output } = await build.generate({ format: 'umd', name, exports: 'default', plugins: [minify()] });
  await build.close();
  return gzipSync(output[0].code, { level: 9 }).length;
}

async function sizes(): Promise<void> {
  const powerbiFile = join(root, 'node_modules/powerbi-client/dist/powerbi.js');
  const ours = gzipSync(readFileSync(bundle), { level: 9 }).length;
  const sentry = await buildGzip('Sentry', "import * as S from '@sentry/browser'; export default S;");
  // powerbi-client ships one self-contained webpack UMD file: it is the entry as it is.
  const powerbi = await buildGzip('powerbi', `import ${JSON.stringify(powerbiFile)}; export default 0;`);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\ngzip size (rollup + terser, level 9)');
  console.log(`atrium (${out}/atrium.umd.js)  ${kb(ours).padStart(9)}   1.00×`);
  console.log(`@sentry/browser              ${kb(sentry).padStart(9)}   ${(sentry / ours).toFixed(2)}× ours`);
  console.log(
    `powerbi-client               ${kb(powerbi).padStart(9)}   ${(powerbi / ours).toFixed(2)}× ours`,
  );
}

await timeInit();
await cpuAndPath();
await sizes();
