// Request layer benchmark (issue 3): 1000 sequential loopback requests through
// `Atrium.request()` versus raw `fetch` (goal: ratio ≤ 1.05), and 100 identical concurrent
// requests → server hits (expect 1); and the main thread's CPU time per request each way (load-
// independent: what the SDK's own work costs). Prints numbers; never asserts on time.

import { chromium } from '@playwright/test';
import nodeResolve from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';
import { startDemoHost } from '../demo-host/server';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { median } from './support';

/** BENCH_N: requests per round (default 1000). */
const N = Number(process.env.BENCH_N ?? 1000);
const ROUNDS = 5;
const CPU_BLOCK = 100;
const CPU_BLOCKS = 9;

const demo = await startDemoHost(0);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  await page.goto(`${demo.origins.main}/pages/blank.html`);
  const bundle = process.env.ATRIUM_OUT || 'dist';
  const hasAtrium = await page.evaluate(() => typeof (window as { Atrium?: unknown }).Atrium === 'object');
  if (!hasAtrium) throw new Error(`no Atrium bundle served from ${bundle}; run the build first`);

  // Browser code as a string: tsx would otherwise inject its `__name` helper into it.
  // Raw and SDK requests alternate in blocks of 10 so machine load hits both alike.
  const timings = (await page.evaluate(`(async () => {
    const n = ${N}, rounds = ${ROUNDS}, block = 10;
    const raw = async (i) => (await fetch('/api/demo/echo?i=' + i, { headers: { langType: 'zh_CN', timeZoneOffset: '0' } })).json();
    const sdk = (i) => window.Atrium.request({ url: '/api/demo/echo', params: { i } });
    const runBlock = async (fn, from) => {
      const t0 = performance.now();
      for (let i = from; i < from + block; i++) await fn(i);
      return performance.now() - t0;
    };
    for (let i = 0; i < 200; i += block) { await runBlock(raw, i); await runBlock(sdk, i); } // warm-up
    const out = { raw: [], sdk: [] };
    for (let r = 0; r < rounds; r++) {
      let a = 0, b = 0;
      for (let i = 0; i < n; i += block) {
        a += await runBlock(raw, r * n + i);
        b += await runBlock(sdk, r * n + i);
      }
      out.raw.push(a);
      out.sdk.push(b);
    }
    return out;
  })()`)) as { raw: number[]; sdk: number[] };
  const raw = median(timings.raw);
  const sdk = median(timings.sdk);
  console.log(`sequential: ${N} requests each way, median of ${ROUNDS} rounds`);
  console.log(`  raw fetch        ${raw.toFixed(1)} ms (${((raw / N) * 1000).toFixed(0)} µs/request)`);
  console.log(`  Atrium.request   ${sdk.toFixed(1)} ms (${((sdk / N) * 1000).toFixed(0)} µs/request)`);
  console.log(`  ratio request/fetch = ${(sdk / raw).toFixed(3)} (goal ≤ 1.05)`);
  console.log(`  SDK adds ${(((sdk - raw) / N) * 1000).toFixed(0)} µs/request`);
  // The spread between rounds shows how much of a difference is the machine's noise.
  const perRound = timings.sdk.map((s, i) => (s / (timings.raw[i] ?? s)).toFixed(3));
  console.log(`  per round: ${perRound.join(' ')}`);

  // Main-thread CPU time per request (Chromium's TaskDuration in the thread-time domain: what a
  // loaded machine does not inflate): blocks of 100 sequential requests each way, interleaved.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const task = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1e6;
  };
  // Bare ky with the options platformFetch gives it (the transport's own share of the SDK's cost),
  // bundled here from the installed package and put on the page as `window.ky`.
  const kyBundle = await rollup({ input: 'ky', plugins: [nodeResolve()], onwarn: () => {} });
  const { output } = await kyBundle.generate({ format: 'iife', name: 'kyModule', exports: 'named' });
  await page.addScriptTag({ content: `${output[0].code}\nwindow.ky = kyModule.default;` });
  // POST with a JSON body, each way too: ky clones the Request it sends, and a clone of one with a
  // body tees it into two streams; the SDK hands the body to the fetch beside ky's Request.
  type Contender = 'fetch' | 'ky' | 'sdk' | 'fetch POST' | 'ky POST' | 'sdk POST';
  const cpuBlock = async (who: Contender, from: number) => {
    const before = await task();
    await page.evaluate(`(async () => {
      const headers = { langType: 'zh_CN', timeZoneOffset: '0' };
      for (let i = ${from}; i < ${from + CPU_BLOCK}; i++) {
        if ('${who}' === 'sdk') await window.Atrium.request({ url: '/api/demo/echo', params: { i } });
        else if ('${who}' === 'ky')
          JSON.parse(await (await window.ky('/api/demo/echo?i=' + i, { headers, credentials: 'same-origin', timeout: false, retry: 0, throwHttpErrors: false })).text());
        else if ('${who}' === 'sdk POST')
          await window.Atrium.request({ url: '/api/demo/echo', method: 'POST', data: { i }, dedupe: false });
        else if ('${who}' === 'ky POST')
          JSON.parse(await (await window.ky('/api/demo/echo', { method: 'POST', json: { i }, headers, credentials: 'same-origin', timeout: false, retry: 0, throwHttpErrors: false })).text());
        else if ('${who}' === 'fetch POST')
          JSON.parse(await (await fetch('/api/demo/echo', { method: 'POST', body: JSON.stringify({ i }), headers: { ...headers, 'content-type': 'application/json' }, credentials: 'same-origin' })).text());
        else JSON.parse(await (await fetch('/api/demo/echo?i=' + i, { headers, credentials: 'same-origin' })).text());
      }
    })()`);
    return ((await task()) - before) / CPU_BLOCK;
  };
  const cpu: Record<Contender, number[]> = {
    fetch: [],
    ky: [],
    sdk: [],
    'fetch POST': [],
    'ky POST': [],
    'sdk POST': [],
  };
  for (let b = 0; b < CPU_BLOCKS; b++) {
    for (const who of Object.keys(cpu) as Contender[])
      cpu[who].push(await cpuBlock(who, 100_000 + b * CPU_BLOCK));
  }
  const rawCpu = median(cpu.fetch);
  const kyCpu = median(cpu.ky);
  const sdkCpu = median(cpu.sdk);
  console.log(
    `main-thread CPU per request (threadTicks, median of ${CPU_BLOCKS} blocks of ${CPU_BLOCK}): raw fetch ${rawCpu.toFixed(0)} µs, bare ky ${kyCpu.toFixed(0)} µs, Atrium.request ${sdkCpu.toFixed(0)} µs`,
  );
  console.log(
    `  SDK adds ${(sdkCpu - rawCpu).toFixed(0)} µs, of which ky itself ${(kyCpu - rawCpu).toFixed(0)} µs; the 1.05 goal leaves ${((raw / N) * 1000 * 0.05).toFixed(0)} µs at this machine's ${((raw / N) * 1000).toFixed(0)} µs per raw request`,
  );

  const [rawPost, kyPost, sdkPost] = (['fetch POST', 'ky POST', 'sdk POST'] as const).map((w) =>
    median(cpu[w]),
  );
  console.log(
    `  POST with a JSON body: raw fetch ${rawPost?.toFixed(0)} µs, bare ky ${kyPost?.toFixed(0)} µs, Atrium.request ${sdkPost?.toFixed(0)} µs`,
  );

  demo.ctx.log.length = 0;
  demo.ctx.faults.push({ path: '/api/demo/echo', latency: 50 });
  await page.evaluate(`Promise.all(Array.from({ length: 100 }, () =>
    window.Atrium.request({ url: '/api/demo/echo', method: 'POST', data: { same: true } })))`);
  const hits = demo.ctx.entries('/api/demo/echo').length;
  console.log(`concurrent: 100 identical requests → ${hits} server hit(s) (expect 1)`);
} finally {
  await browser.close();
  await demo.close();
}
