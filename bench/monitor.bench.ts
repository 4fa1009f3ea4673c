// Main-thread cost per captured error: Atrium's captureError (record → IndexedDB → upload)
// against @sentry/browser's captureException (event → transport), both in one Chromium page,
// N=2000 each, measured as the renderer's TaskDuration (CDP Performance metrics) including the
// asynchronous work each call triggers. Prints the ratio; the goal is ≤ 0.15. Never asserts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';
import { startDemoHost } from '../demo-host/server';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { median } from './support';

const N = 2000;
const ROUNDS = 5;
const root = fileURLToPath(new URL('..', import.meta.url));

async function bundleSentry(): Promise<string> {
  const entry = '\0sentry-entry';
  const build = await rollup({
    input: entry,
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? "export * from '@sentry/browser';" : null),
      },
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
    ],
    onwarn: () => {},
  });
  const { output } = await build.generate({ format: 'iife', name: 'Sentry' });
  await build.close();
  return output[0].code;
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

type Run = { task: number; sync: number };

async function measure(page: Page, cdp: CDPSession, which: 'atrium' | 'sentry', n: number): Promise<Run> {
  await page.waitForTimeout(300);
  const before = await taskSeconds(cdp);
  const sync = await page.evaluate(
    async ({ which, n }) => {
      const w = window as unknown as {
        Atrium: { captureError(e: unknown): void; flushErrors(): Promise<number> };
        Sentry: { captureException(e: unknown): void; flush(ms: number): Promise<boolean> };
      };
      const t0 = performance.now();
      if (which === 'atrium') for (let i = 0; i < n; i++) w.Atrium.captureError(new Error(`bench ${i}`));
      else for (let i = 0; i < n; i++) w.Sentry.captureException(new Error(`bench ${i}`));
      const t1 = performance.now();
      // The work each call set in motion: Atrium stores and uploads, Sentry sends its events.
      if (which === 'atrium') await w.Atrium.flushErrors();
      else await w.Sentry.flush(5000);
      return t1 - t0;
    },
    { which, n },
  );
  await page.waitForTimeout(500);
  return { task: ((await taskSeconds(cdp)) - before) * 1000, sync };
}

async function main() {
  const out = process.env.ATRIUM_OUT || 'dist';
  if (!existsSync(join(root, out, 'atrium.umd.js'))) {
    console.error(`no ${out}/atrium.umd.js: run \`npm run build\` first`);
    process.exit(1);
  }
  const sentry = await bundleSentry();
  const demo = await startDemoHost(0);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.goto(`${demo.origins.main}/pages/blank.html`);
    await page.addScriptTag({ content: sentry });
    const port = new URL(demo.origins.main).port;
    await page.evaluate((port) => {
      const w = window as unknown as {
        Atrium: { setCurrentUser(u: unknown): void; startMonitor(): void };
        Sentry: { init(o: unknown): void };
      };
      w.Atrium.setCurrentUser({ id: 'bench', employeeId: 'bench' });
      w.Atrium.startMonitor();
      w.Sentry.init({ dsn: `http://public@127.0.0.1:${port}/1`, tracesSampleRate: 0 });
    }, port);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    // Warm-up: JIT, IndexedDB open, Sentry's first send.
    await measure(page, cdp, 'atrium', 100);
    await measure(page, cdp, 'sentry', 100);
    const ours: Run[] = [];
    const theirs: Run[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      ours.push(await measure(page, cdp, 'atrium', N));
      theirs.push(await measure(page, cdp, 'sentry', N));
    }
    const a = median(ours.map((r) => r.task)) / N;
    const s = median(theirs.map((r) => r.task)) / N;
    const aSync = median(ours.map((r) => r.sync)) / N;
    const sSync = median(theirs.map((r) => r.sync)) / N;
    const received = ((demo.ctx.state.monitor as { errors?: unknown[] } | undefined)?.errors ?? []).length;
    console.log(`captured errors per side per round: ${N}, rounds: ${ROUNDS} (median)`);
    console.log(
      `atrium captureError     main-thread ${(a * 1000).toFixed(1)} µs/error (sync call ${(aSync * 1000).toFixed(1)} µs)`,
    );
    console.log(
      `sentry captureException main-thread ${(s * 1000).toFixed(1)} µs/error (sync call ${(sSync * 1000).toFixed(1)} µs)`,
    );
    console.log(
      `atrium records acknowledged by the demo host: ${received} (the store keeps 1000; older ones in a burst are dropped and counted)`,
    );
    console.log(`ratio atrium/sentry (main-thread time per error): ${(a / s).toFixed(3)}  (goal <= 0.15)`);
  } finally {
    await browser.close();
    await demo.close();
  }
}

await main();
