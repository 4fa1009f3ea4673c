// `npm test`'s cross-engine set (docs/testing.md#cross-engine): the scenarios of scenarios.mjs
// against the built script in Chromium, Firefox and WebKit, then again in Chromium with the
// built-ins the support floor lacks removed before the SDK loads (the imitated floor). Prints an
// engine × scenario table; exits 1 when a scenario fails or an engine is missing (CI must run
// all three: an engine is never skipped in silence).
//
//   node tests/cross-engine/run.mjs [engine…]   (chromium, firefox, webkit, floor; default all)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openEngine } from './drivers.mjs';
import { pollUntil } from './poll.mjs';
import { SCENARIOS } from './scenarios.mjs';

/**
 * Run before any page script in the imitated floor: what Chrome 80, Safari 14 and Firefox 78 lack
 * of what today's browsers have (docs/getting-started.md#supported-browsers), deleted.
 */
export const FLOOR_INIT_SCRIPT = `(() => {
  const drop = (owner, key) => { try { delete owner[key]; } catch {} };
  drop(Object, 'hasOwn');
  drop(AbortSignal.prototype, 'reason');
  drop(AbortSignal.prototype, 'throwIfAborted');
  drop(AbortSignal, 'timeout');
  drop(AbortSignal, 'any');
  if (self.crypto) drop(Crypto.prototype, 'randomUUID');
  drop(self, 'structuredClone');
  drop(Array.prototype, 'at');
  drop(String.prototype, 'at');
  drop(Array.prototype, 'findLast');
  drop(Object.getPrototypeOf(Int8Array.prototype), 'at');
  drop(String.prototype, 'replaceAll');
  drop(Promise, 'any');
  drop(self, 'AggregateError');
  drop(self, 'WeakRef');
  drop(Navigator.prototype, 'locks');
  drop(self, 'BroadcastChannel');
  drop(IDBTransaction.prototype, 'commit');
  drop(self, 'requestIdleCallback');
  drop(self, 'cancelIdleCallback');
  drop(Error.prototype, 'cause');
})();`;

const PASSES = {
  chromium: { engine: 'chromium' },
  firefox: { engine: 'firefox' },
  webkit: { engine: 'webkit' },
  floor: { engine: 'chromium', initScript: FLOOR_INIT_SCRIPT, title: 'chromium, imitated floor' },
};

const port = Number(
  process.env.CROSS_ENGINE_PORT || (process.env.DEMO_PORT ? Number(process.env.DEMO_PORT) + 40 : 4380),
);
const origin = `http://127.0.0.1:${port}`;

// The host's per-run control token (docs/testing.md): this runner starts the host, so it picks it.
const token = randomBytes(16).toString('hex');

/** A control call to the demo host, with the token; POSTs as JSON, as the host requires. */
const control = (path, body) =>
  fetch(`${origin}/__demo/${path}`, {
    headers: { 'x-atrium-demo-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { method: 'POST', body: JSON.stringify(body) } : {}),
  });

/** The demo host's test endpoints (testing/index.ts says what each does). */
const host = {
  origin,
  reset: () => control('reset', {}),
  fault: (fault) => control('faults', fault),
  log: async (path) => (await control(`log?path=${encodeURIComponent(path)}`)).json(),
  monitor: async () => (await control('monitor')).json(),
};

async function startHost() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo-host/server.ts'], {
    env: { ...process.env, DEMO_PORT: String(port), ATRIUM_DEMO_TOKEN: token },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => child.kill());
  const up = () =>
    control('state').then(
      (r) => r.ok,
      () => false,
    );
  await pollUntil(`the demo host on ${origin}`, up, { ms: 30_000 });
  return child;
}

const started = Date.now();
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PASSES);
await startHost();
const results = {}; // pass → scenario → 'ok' | error message
for (const pass of wanted) {
  const { engine, initScript } = PASSES[pass];
  results[pass] = {};
  const t = Date.now();
  let driver;
  try {
    driver = await openEngine(engine, initScript);
  } catch (error) {
    for (const name of Object.keys(SCENARIOS))
      results[pass][name] = `engine did not start: ${error.message.split('\n')[0]}`;
    console.log(`✗ ${pass}: ${error.message.split('\n')[0]}`);
    continue;
  }
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    await host.reset();
    try {
      await Promise.race([
        scenario({ driver, host, engine }),
        new Promise((_, reject) => setTimeout(() => reject(new Error('scenario took over 60 s')), 60_000)),
      ]);
      results[pass][name] = 'ok';
    } catch (error) {
      results[pass][name] = String(error?.message ?? error).split('\n')[0];
    }
  }
  await driver.close().catch(() => {});
  console.log(`  ${pass}: ${((Date.now() - t) / 1000).toFixed(1)}s`);
}

// The table: one row per scenario, one column per pass.
const names = Object.keys(SCENARIOS);
const width = Math.max(...names.map((n) => n.length));
const cols = wanted.map((p) => PASSES[p].title ?? p);
console.log(`\n${'scenario'.padEnd(width)}  ${cols.join('  ')}`);
for (const name of names) {
  const cells = wanted.map((p, i) => (results[p][name] === 'ok' ? '✓' : '✗').padEnd(cols[i].length));
  console.log(`${name.padEnd(width)}  ${cells.join('  ')}`);
}
const failures = wanted.flatMap((p) =>
  names.filter((n) => results[p][n] !== 'ok').map((n) => `${p} / ${n}: ${results[p][n]}`),
);
for (const f of failures) console.log(`✗ ${f}`);
console.log(
  `\ncross-engine set: ${failures.length ? `${failures.length} failed` : 'all green'} (${((Date.now() - started) / 1000).toFixed(1)}s)`,
);
process.exit(failures.length ? 1 : 0);
