// `node --import tsx bench/init-profile.ts [runs] [mode]`: where the main thread's time goes from
// inserting the SDK's script tag until the page is idle after init() ready, with no added latency.
// A CPU profile (100 µs sampling) per run; self time attributed to the original sources through
// dist/atrium.umd.js.map. Prints the median per source and the main-thread totals, the on('step')
// times, and (with a 100 ms latency on the script and every endpoint) the request timeline, to
// check the round trips each mode needs. Figures only; nothing asserts on time.
// PHONE=1: the CPU throttled ×4 as in the phone bench (bench/phone.bench.ts).
// COMPARE=<dir>: each run also profiles the build in <dir> (runs interleaved A B A B, the page
// served that build's atrium.umd.js), and the medians of both are printed side by side — on a
// loaded machine, the only fair way to set two builds' phase figures beside each other.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { type CDPSession, chromium } from '@playwright/test';
import { startDemoHost } from '../demo-host/server';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { INSERT_SDK_SCRIPT, initConfig, WAIT_UNTIL_IDLE } from './page-code';
import { median, openEmptyPage, resetDemo } from './support';

type Mode = 'session id' | 'token function' | 'token API';
const root = new URL('..', import.meta.url).pathname;
const out = process.env.ATRIUM_OUT || 'dist';
process.env.ATRIUM_OUT = out;
const RUNS = Number(process.argv[2] ?? 7);
const MODE = (process.argv[3] ?? 'session id') as Mode;
/** APPS=a,b (default @weapp/demo-lib; empty: none), to tell the SDK's work from the app's. */
const APPS = (process.env.APPS ?? '@weapp/demo-lib').split(',').filter(Boolean);
const mapFile = join(root, out, 'atrium.umd.js.map');
if (!existsSync(mapFile)) throw new Error(`no ${mapFile}: run npm run build first`);
const map = new TraceMap(readFileSync(mapFile, 'utf8'));
const bundleLines = readFileSync(join(root, out, 'atrium.umd.js'), 'utf8').split('\n');

/** The original position of a bundle line: its first mapped column. */
function lineSource(line: number): { source: string | null; line: number | null } {
  const text = bundleLines[line - 1] ?? '';
  for (let column = text.search(/\S/); column >= 0 && column < Math.min(text.length, 400); column++) {
    const pos = originalPositionFor(map, { line, column });
    if (pos.source) return pos;
  }
  return { source: null, line: null };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
  positionTicks?: { line: number; ticks: number }[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The page code: inserts the script, runs init, waits until the network and main thread rest. */
const pageRun = (mode: Mode) => `(async () => {
  ${initConfig(mode, APPS)}
  // A marker the profile can find: aligns its clock with performance.now().
  const mark = function atriumBenchMark() { const end = performance.now() + 2; while (performance.now() < end); return end - 2; };
  const t0 = mark();
  ${INSERT_SDK_SCRIPT}
  const loaded = performance.now() - t0;
  const steps = [];
  window.Atrium.on('step', (s) => steps.push([s, performance.now() - t0]));
  await window.Atrium.init(config);
  const ready = performance.now() - t0;
  // What init started has landed.
  ${WAIT_UNTIL_IDLE}
  return { t0, loaded, ready, steps };
})()`;

interface RunResult {
  byLine: Map<string, number>;
  t0: number;
  phases: number[];
  loaded: number;
  ready: number;
  steps: [string, number][];
  bySource: Map<string, number>;
  byFunction: Map<string, number>;
  busy: number;
  sdk: number;
  taskMs: number;
}

/**
 * The phase of each sample: 0 the script's load and evaluation, 1 init() until its first step,
 * then each step until the next, last from ready until idle.
 */
function samplePhases(
  profile: Profile & { startTime: number },
  run: Pick<RunResult, 'loaded' | 'ready' | 'steps'>,
): number[] {
  const bounds = [run.loaded, ...run.steps.map(([, at]) => at), Number.POSITIVE_INFINITY];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let t = profile.startTime;
  let origin = Number.NaN;
  const times = profile.samples.map((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (Number.isNaN(origin) && byId.get(id)?.callFrame.functionName === 'atriumBenchMark') origin = t;
    return t;
  });
  return times.map((at) => {
    const ms = (at - origin) / 1000 - 2;
    return ms < 0 ? -1 : bounds.findIndex((b) => ms < b);
  });
}

/** Busy ms per phase (see {@link samplePhases}). */
function phases(profile: Profile, of: number[]): number[] {
  const out: number[] = [];
  profile.samples.forEach((id, i) => {
    const node = profile.nodes.find((n) => n.id === id);
    const phase = of[i] ?? -1;
    if (!node || node.callFrame.functionName === '(idle)' || phase < 0) return;
    out[phase] = (out[phase] ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return out;
}

function attribute(
  profile: Profile,
): Omit<RunResult, 'byLine' | 't0' | 'phases' | 'loaded' | 'ready' | 'steps' | 'taskMs'> {
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  let sdk = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id);
    if (!us) continue;
    const ms = us / 1000;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    busy += ms;
    let source: string;
    let fn = functionName || '(anonymous)';
    if (url.endsWith('/atrium.umd.js')) {
      sdk += ms;
      const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      source = (pos.source ?? `? ${lineNumber}:${columnNumber}`).replace(/^.*?(src|node_modules)\//, '$1/');
      fn = `${source}:${pos.line ?? '?'} ${pos.name ?? fn}`;
    } else if (!url) source = functionName.startsWith('(') ? functionName : `native ${functionName}`;
    else source = url.replace(/^https?:\/\/[^/]+/, '');
    bySource.set(source, (bySource.get(source) ?? 0) + ms);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  return { bySource, byFunction, busy, sdk };
}

/** SDK self time by original source line, from the line ticks (useful with a beautified build). */
function byLine(profile: Profile): Map<string, number> {
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const lines = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id);
    if (!us || !node.callFrame.url.endsWith('/atrium.umd.js') || !node.positionTicks?.length) continue;
    const total = node.positionTicks.reduce((a, t) => a + t.ticks, 0);
    for (const t of node.positionTicks) {
      const pos = lineSource(t.line);
      let key = `${(pos.source ?? `? bundle line ${t.line}`).replace(/^.*?(src|node_modules)\//, '$1/')}:${pos.line ?? '?'}`;
      if (node.callFrame.lineNumber === 0 && node.callFrame.columnNumber < 300) key += ' (top level)';
      lines.set(key, (lines.get(key) ?? 0) + ((us / 1000) * t.ticks) / total);
    }
  }
  return lines;
}

async function taskDuration(cdp: CDPSession) {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

const demo = await startDemoHost(0);
const browser = await chromium.launch(chromiumLaunchOptions());
const newPage = () => openEmptyPage(browser, demo.origins.main);
/** The build to compare with (COMPARE=<dir>, relative to the repository or absolute). */
const compare = process.env.COMPARE
  ? readFileSync(resolve(root, process.env.COMPARE, 'atrium.umd.js'))
  : null;
/** With COMPARE, build A is served the same way (through a route), so both pay the same. */
const own = compare ? readFileSync(join(root, out, 'atrium.umd.js')) : undefined;

async function profileOnce(mode: Mode, code?: Buffer): Promise<RunResult> {
  await resetDemo(demo.origins.main);
  const page = await newPage();
  if (code) {
    await page.route('**/dist/atrium.umd.js', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: code, contentType: 'application/javascript' });
    });
  }
  const cdp = await page.context().newCDPSession(page);
  // PHONE=1: the phone bench's CPU (×4, bench/phone.bench.ts), to see where a phone's time goes.
  if (process.env.PHONE) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const before = await taskDuration(cdp);
  await cdp.send('Profiler.start');
  const result = (await page.evaluate(pageRun(mode))) as Pick<RunResult, 't0' | 'loaded' | 'ready' | 'steps'>;
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile & { startTime: number } };
  const taskMs = (await taskDuration(cdp)) - before;
  await page.context().close();
  const of = samplePhases(profile, result);
  // PHASE=n: the tables count only samples of that phase.
  const keep = process.env.PHASE === undefined ? null : Number(process.env.PHASE);
  const only =
    keep === null
      ? profile
      : { ...profile, timeDeltas: profile.timeDeltas.map((d, i) => (of[i] === keep ? d : 0)) };
  return {
    ...result,
    ...attribute(only),
    byLine: byLine(only),
    phases: phases(profile, of),
    taskMs,
  };
}

/** With the script and every endpoint 100 ms late: when each request starts and ends. */
async function timeline(mode: Mode): Promise<void> {
  await resetDemo(demo.origins.main, 100, ['/dist/*', '/papi/*', '/api/*', '/external/*', '/build/*']);
  const page = await newPage();
  const rows: string[] = [];
  const t0 = { v: 0 };
  const starts = new Map<unknown, number>();
  page.on('request', (r) => {
    if (r.url().endsWith('/atrium.umd.js')) t0.v = Date.now();
    starts.set(r, Date.now());
  });
  page.on('requestfinished', (r) => {
    const s = (starts.get(r) ?? 0) - t0.v;
    rows.push(
      `  ${String(s).padStart(5)} → ${String(Date.now() - t0.v).padStart(5)} ms  ${r.method()} ${new URL(r.url()).pathname}`,
    );
  });
  const result = (await page.evaluate(pageRun(mode))) as Pick<RunResult, 'ready'>;
  await page.context().close();
  console.log(`\nrequests, ${mode}, every request +100 ms (ready at ${result.ready.toFixed(0)} ms):`);
  console.log(rows.join('\n'));
}

try {
  const runs: RunResult[] = [];
  const other: RunResult[] = [];
  await profileOnce(MODE); // warm the server and the browser's caches of the demo host
  for (let i = 0; i < RUNS; i++) {
    runs.push(await profileOnce(MODE, own));
    if (compare) other.push(await profileOnce(MODE, compare));
  }
  const med = (f: (r: RunResult) => number) => median(runs.map(f));
  if (compare) {
    // The phase figures of both builds; the tables below are build A's (its source map).
    const line = (name: string, rs: RunResult[]) => {
      const m = (f: (r: RunResult) => number) => median(rs.map(f)).toFixed(1);
      const phaseNames = ['script', 'init()', ...(rs[0]?.steps.map(([s]) => `${s}→`) ?? [])];
      return `${name}: busy ${m((r) => r.busy)} ms (SDK code ${m((r) => r.sdk)}), TaskDuration ${m((r) => r.taskMs)}; ${phaseNames.map((p, i) => `${p} ${m((r) => r.phases[i] ?? 0)}`).join(', ')}`;
    };
    console.log(
      `${MODE}, no added latency, ${RUNS} runs each, interleaved, medians (wall-clock samples: load-sensitive)`,
    );
    console.log(line(`A ${out}`, runs));
    console.log(line(`B ${process.env.COMPARE}`, other));
  }
  console.log(`${MODE}, no added latency, ${RUNS} runs, medians:`);
  console.log(
    `script loaded ${med((r) => r.loaded).toFixed(1)} ms, ready ${med((r) => r.ready).toFixed(1)} ms; main thread busy until idle: profile ${med((r) => r.busy).toFixed(1)} ms (SDK code ${med((r) => r.sdk).toFixed(1)} ms), TaskDuration ${med((r) => r.taskMs).toFixed(1)} ms`,
  );
  console.log(
    `main thread busy by phase (ms): ${['script', 'init()', ...(runs[0]?.steps.map(([s]) => s) ?? []).map((s) => `${s}→`)].map((name, i) => `${name} ${med((r) => r.phases[i] ?? 0).toFixed(1)}`).join(', ')}`,
  );
  const stepNames = runs[0]?.steps.map(([s]) => s) ?? [];
  console.log(
    `steps: ${stepNames.map((s, i) => `${s} ${med((r) => r.steps[i]?.[1] ?? Number.NaN).toFixed(1)}`).join(', ')}`,
  );
  const table = (key: 'bySource' | 'byFunction' | 'byLine', top: number) => {
    const names = new Set(runs.flatMap((r) => [...r[key].keys()]));
    const rows = [...names].map((n) => [n, med((r) => r[key].get(n) ?? 0)] as const);
    rows.sort((a, b) => b[1] - a[1]);
    for (const [n, ms] of rows.slice(0, top)) console.log(`  ${ms.toFixed(2).padStart(7)} ms  ${n}`);
  };
  console.log('\nself time by source (median):');
  table('bySource', 30);
  console.log('\nself time by function (median):');
  table('byFunction', 30);
  if (process.env.BY_LINE) {
    console.log('\nSDK self time by source line (median; build with beautify for line detail):');
    table('byLine', 40);
  }
  if (!process.env.NO_TIMELINE) {
    await timeline('session id');
    await timeline('token API');
  }
} finally {
  await browser.close();
  await demo.close();
}
