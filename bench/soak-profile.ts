// `node --import tsx bench/soak-profile.ts [records]`: where a captured error's main-thread time goes. Fills the
// store to its cap (the server refuses uploads, so it stays full), then captures `records`
// errors (default 2,000) under the CPU profiler (CDP `Profiler`) and attributes self time to
// the SDK's source files and functions through dist/atrium.umd.js.map. Also prints the soak's
// main-thread figure (ms per record, full and empty store). Never asserts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium, type Page } from '@playwright/test';
import { startDemoHost } from '../demo-host/server';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { captureBurst, costPerRecord, fillStore, setFault, UPLOAD } from './soak-run';

const root = fileURLToPath(new URL('..', import.meta.url));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function main() {
  const n = Number(process.argv[2]) || 2_000;
  const map = new TraceMap(readFileSync(join(root, 'dist/atrium.umd.js.map'), 'utf8'));
  const demo = await startDemoHost(0);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    const page: Page = await context.newPage();
    await page.goto(`${demo.origins.main}/pages/blank.html`);
    await page.evaluate(() => {
      const A = (window as unknown as { Atrium: { setCurrentUser(u: unknown): void; startMonitor(): void } })
        .Atrium;
      A.setCurrentUser({ id: 'soak', employeeId: 'soak-user' });
      A.startMonitor();
    });
    await setFault(demo.origins.main, { path: UPLOAD, status: 500, body: { code: 500 } });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const empty = await costPerRecord(page, cdp, n, 'empty');
    await fillStore(page);
    const full = await costPerRecord(page, cdp, n, 'full');
    console.log(
      `main thread per record: full ${full.thread.toFixed(3)} ms CPU (${full.task.toFixed(3)} ms task time), ` +
        `empty ${empty.thread.toFixed(3)} ms CPU (${empty.task.toFixed(3)} ms task time)`,
    );

    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await captureBurst(page, n, true);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };

    const selfUs = new Map<number, number>();
    for (let i = 0; i < profile.samples.length; i++) {
      const id = profile.samples[i] as number;
      selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
    const byFn = new Map<string, number>();
    const byFile = new Map<string, number>();
    let total = 0;
    for (const node of profile.nodes) {
      const us = selfUs.get(node.id) ?? 0;
      if (!us) continue;
      const f = node.callFrame;
      let key: string;
      let file: string;
      if (f.url.includes('atrium.umd.js')) {
        const pos = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
        file = (pos.source ?? '?').replace(/^.*?src\//, 'src/');
        key = `${file}:${pos.line} ${pos.name ?? f.functionName}`;
      } else {
        file = f.url ? 'page' : `(${f.functionName || 'native'})`;
        key = `${file} ${f.functionName || '(anonymous)'}`;
      }
      if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
      total += us;
      byFn.set(key, (byFn.get(key) ?? 0) + us);
      byFile.set(file, (byFile.get(file) ?? 0) + us);
    }
    const show = (title: string, m: Map<string, number>, top: number) => {
      console.log(`\n${title} (self time, ms per record)`);
      for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(`  ${(us / 1000 / n).toFixed(4)}  ${((100 * us) / total).toFixed(1)}%  ${k}`);
      }
    };
    console.log(
      `\nprofiled ${n} captures on a full store: ${(total / 1000 / n).toFixed(3)} ms per record sampled`,
    );
    show('by file', byFile, 15);
    show('by function', byFn, 30);
  } finally {
    await browser.close();
    await demo.close();
  }
}

await main();
