// Load-independent measures of init() for the benchmarks (bench/embed.bench.ts, bench/init-cpu.ts):
// - the main thread's CPU time: Chromium's TaskDuration/ScriptDuration in the `threadTicks` time
//   domain (CPU time of the renderer's main thread, not wall time: a loaded machine inflates it
//   far less), from inserting the script tag to `ready` and to idle after it;
// - the round trips in sequence before `ready`, from the page's own resource timing: each
//   request's depth is one more than the deepest of the requests that finished before it started
//   (what it may have waited on), under a latency much larger than any CPU step; ready's depth is
//   the deepest request finished before ready. Plus the requests and response bytes (encoded
//   bodies) fetched before ready.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { bareChain, INSERT_SDK_SCRIPT, initConfig, WAIT_UNTIL_IDLE } from './page-code';
import { openEmptyPage, resetDemo } from './support';

export type Mode = 'session id' | 'token function' | 'token API';
export const MODES: readonly Mode[] = ['session id', 'token function', 'token API'];

/** Main-thread CPU ms (thread-time domain). */
export interface Cpu {
  task: number;
  script: number;
}

async function cpu(cdp: CDPSession): Promise<Cpu> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: get('TaskDuration'), script: get('ScriptDuration') };
}
const minus = (a: Cpu, b: Cpu): Cpu => ({ task: a.task - b.task, script: a.script - b.script });

/** An empty page of the demo host; with `code`, its /dist/atrium.umd.js is that build. */
async function open(browser: Browser, origin: string, code?: Buffer): Promise<Page> {
  const page = await openEmptyPage(browser, origin);
  if (code) {
    await page.route('**/dist/atrium.umd.js', async (route) => {
      // Through the demo host (its latency faults), answered with the build under test.
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: code, contentType: 'application/javascript' });
    });
  }
  return page;
}

const pageRun = (mode: Mode) => `(async () => {
  ${initConfig(mode, ['@weapp/demo-lib'])}
  const t0 = performance.now();
  ${INSERT_SDK_SCRIPT}
  const loaded = performance.now() - t0;
  await window.Atrium.init(config);
  const ready = performance.now() - t0;
  await window.atriumBenchAtReady();
  ${WAIT_UNTIL_IDLE}
  return { loaded, ready };
})()`;

/** One run without added latency: CPU to ready and to idle, and the wall times (load-sensitive). */
export interface CpuRun {
  ready: Cpu;
  idle: Cpu;
  wall: { loaded: number; ready: number };
}

/**
 * One init in `mode` (or, with `bare`, the same round trips made without the SDK: the floor),
 * no added latency. `code`: the build to serve instead of the demo host's.
 */
export async function cpuRun(
  browser: Browser,
  origin: string,
  mode: Mode,
  options: { code?: Buffer; bare?: boolean } = {},
): Promise<CpuRun> {
  await resetDemo(origin);
  const page = await open(browser, origin, options.code);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  let atReady: Cpu | undefined;
  await page.exposeFunction('atriumBenchAtReady', async () => {
    atReady = await cpu(cdp);
  });
  const before = await cpu(cdp);
  let wall: CpuRun['wall'];
  if (options.bare) {
    const ms = (await page.evaluate(bareChain(mode))) as number;
    atReady = await cpu(cdp);
    await page.evaluate(`(async () => { ${WAIT_UNTIL_IDLE} })()`);
    wall = { loaded: 0, ready: ms };
  } else wall = (await page.evaluate(pageRun(mode))) as CpuRun['wall'];
  const after = await cpu(cdp);
  await page.context().close();
  if (!atReady) throw new Error('no reading at ready');
  return { ready: minus(atReady, before), idle: minus(after, before), wall };
}

/** The critical path of one init (see the file's head). */
export interface NetRun {
  depth: number;
  /** The requests of the deepest chain, by file name. */
  chain: string[];
  requests: number;
  bytes: number;
}

/** One init in `mode` with every request `latency` ms late (default 300). */
export async function netRun(
  browser: Browser,
  origin: string,
  mode: Mode,
  options: { code?: Buffer; latency?: number } = {},
): Promise<NetRun> {
  await resetDemo(origin, options.latency ?? 300, [
    '/dist/*',
    '/papi/*',
    '/api/*',
    '/external/*',
    '/build/*',
  ]);
  const page = await open(browser, origin, options.code);
  // At ready, the page's own resource timing: every request that finished by then, on its clock.
  await page.exposeFunction('atriumBenchAtReady', () => undefined);
  const entries = (await page.evaluate(`(async () => {
    let seen = [];
    window.atriumBenchAtReady = () => {
      const now = performance.now();
      seen = performance.getEntriesByType('resource')
        .filter((e) => e.responseEnd > 0 && e.responseEnd <= now)
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize }));
    };
    await ${pageRun(mode)};
    return seen;
  })()`)) as { name: string; start: number; end: number; bytes: number }[];
  await page.context().close();
  type Row = (typeof entries)[number] & { depth: number; via?: Row };
  const rows: Row[] = [];
  // From the SDK's script on (the empty page's own requests came before).
  const script = entries.find((e) => e.name.endsWith('/atrium.umd.js'));
  const from = script?.start ?? 0;
  for (const e of entries.filter((x) => x.start >= from).sort((a, b) => a.end - b.end)) {
    // What it may have waited on: the requests finished before it started; the deepest of them
    // (the latest to finish among equals) is the one counted.
    const via = rows.filter((x) => x.end <= e.start).sort((a, b) => b.depth - a.depth || b.end - a.end)[0];
    const row: Row = { ...e, depth: (via?.depth ?? 0) + 1 };
    if (via) row.via = via;
    rows.push(row);
  }
  const deepest = rows.reduce<Row | undefined>((a, r) => (!a || r.depth > a.depth ? r : a), undefined);
  const chain: string[] = [];
  for (let r = deepest; r; r = r.via) chain.unshift(r.name.replace(/^.*\//, ''));
  return {
    depth: deepest?.depth ?? 0,
    chain,
    requests: rows.length,
    bytes: rows.reduce((a, r) => a + r.bytes, 0),
  };
}
