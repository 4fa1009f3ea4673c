// One demo host per Playwright worker (docs/testing.md#how-the-suite-runs). Read by
// playwright.config.ts, which Playwright evaluates in the runner (that starts every host) and
// again in each worker (whose TEST_PARALLEL_INDEX picks its own host).
import { availableParallelism } from 'node:os';

/** The first host's port (DEMO_PORT, else 4310); each host also takes the next port (its second origin). */
export const FIRST_PORT = Number(process.env.DEMO_PORT || 4310);

/** The demo host of worker slot `slot`: DEMO_PORT + 2 × slot (its second origin is one more). */
export function hostOrigin(slot: number): string {
  return `http://127.0.0.1:${FIRST_PORT + 2 * slot}`;
}

/** The demo host of the worker this runs in (slot 0 in the runner). */
export function ownHostOrigin(): string {
  return hostOrigin(Number(process.env.TEST_PARALLEL_INDEX || 0));
}

/**
 * How many workers Playwright starts, so that each gets a host: `--workers N`, `-j N` or
 * `--workers=50%` on the command line (read in the runner, the process that starts the hosts),
 * else PW_WORKERS, else two per core (at least 2, at most 8): the tests spend most of their time
 * waiting on the browser and the demo host between their bursts of CPU — on 2 cores the whole run
 * took 3.8 min with 4 workers and 4.6 min with 2 (docs/testing.md#how-the-suite-runs).
 */
export function workerCount(argv: readonly string[] = process.argv): number {
  let given = process.env.PW_WORKERS;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2);
    if (flag === '--workers' || flag === '-j') given = inline ?? argv[i + 1];
  }
  const cores = availableParallelism();
  if (given?.endsWith('%')) return Math.max(1, Math.floor((cores * Number.parseFloat(given)) / 100));
  const n = Number(given);
  return Number.isInteger(n) && n > 0 ? n : Math.min(8, Math.max(2, cores * 2));
}

/** Flags of `playwright test` that take the next argument as their value (so it is no file filter). */
const VALUE_FLAGS = new Set([
  '--project',
  '--workers',
  '-j',
  '--grep',
  '-g',
  '--grep-invert',
  '--reporter',
  '--config',
  '-c',
  '--timeout',
  '--retries',
  '--repeat-each',
  '--max-failures',
  '--shard',
  '--output',
  '--trace',
  '--global-timeout',
  '--browser',
  '--tsconfig',
  '--update-snapshots',
  '-u',
]);

/**
 * Whether a `playwright test` command line (the runner's argv) selects e2e tests, so that the
 * demo hosts start and the build's freshness is checked: `--project` names decide when given
 * (`--project=unit` alone: no); else file filters that all lie under tests/unit mean no; else yes
 * (`npm test`, `npx playwright test` run both projects).
 */
export function selectsE2e(argv: readonly string[] = process.argv): boolean {
  const projects: string[] = [];
  const filters: string[] = [];
  const args = argv.slice(argv.indexOf('test') + 1);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [flag, inline] = arg.split('=', 2);
    if (flag === '--project') projects.push(...(inline ?? args[++i] ?? '').split(','));
    else if (VALUE_FLAGS.has(flag ?? '') && inline === undefined) i++;
    else if (!arg.startsWith('-')) filters.push(arg);
  }
  if (projects.length) return projects.some((p) => p === 'e2e' || p.includes('*'));
  return !(filters.length && filters.every((f) => /^(\.\/)?tests\/unit(\/|$)/.test(f)));
}
