// Shared parts of the monitor's fault suite (issue 19): the demo host's upload rules and the
// figures every case prints — produced, received, duplicates, dropped-and-counted, attempts.
import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';
import { demoControl } from '../support/control';
import { type Demo, test } from '../support/fixtures';
import { monitorState } from './helpers';

export const UPLOAD = '/api/tissot/frontErrorRecord';

/** How the demo host's upload endpoint refuses (demo-host/routes/monitor.ts `UploadRules`). */
export interface UploadRules {
  maxBodyBytes?: number;
  badMarker?: string;
  status?: number;
  retryAfter?: string;
  noAck?: boolean;
}

/** Sets (or, with `{}`, clears) the upload endpoint's refusals. */
export async function uploadRules(demo: Demo, rules: UploadRules): Promise<void> {
  const res = await demoControl(demo.origin, 'monitor/upload-rules', { body: rules });
  if (!res.ok) throw new Error(`upload-rules answered ${res.status}`);
}

export interface Figures {
  produced: number;
  /** Distinct records of the case (message containing the prefix) that reached the server. */
  received: number;
  /** Records of the case that arrived again (same id). */
  duplicates: number;
  /** Records reported as dropped (`dropped` of acknowledged uploads). */
  droppedCounted: number;
  /** Upload requests that reached the server, refused ones included. */
  attempts: number;
}

/** The case's figures from the demo host, for records whose message starts with `prefix`. */
export async function figures(demo: Demo, prefix: string, produced: number): Promise<Figures> {
  const s = await monitorState(demo);
  const ids = new Set(s.errors.filter((e) => String(e.message).includes(prefix)).map((e) => e.id));
  return {
    produced,
    received: ids.size,
    duplicates: s.duplicates.filter((d) => ids.has(d.id)).length,
    droppedCounted: s.uploads.reduce((n, u) => n + (Number(u.dropped) || 0), 0),
    attempts: (await demo.log(UPLOAD)).length,
  };
}

/** Prints the figures (and attaches them to the report) under the case's name. */
export function show(name: string, f: object): void {
  const line = Object.entries(f as Record<string, number>)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(`[faults] ${name}: ${line}`);
  test.info().annotations.push({ type: 'figures', description: `${name}: ${line}` });
}

/** Requests of a context still waiting for their answer (tracked from pausedClock()). */
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

function track(context: BrowserContext): void {
  if (inFlight.has(context)) return;
  const open = new Set<Request>();
  inFlight.set(context, open);
  context.on('request', (r) => open.add(r));
  context.on('requestfinished', (r) => open.delete(r));
  context.on('requestfailed', (r) => open.delete(r));
}

/**
 * Moves the page's fake clock `ms` forward in steps of `step`. Before each step it waits until
 * every request of the context has its answer and the page has run what was queued: the page's
 * real asynchronous work (fetch, IndexedDB) finishes at the machine's pace while its timers stay
 * put, so a slow machine never sees a time limit fire early (docs/testing.md#how-the-suite-runs).
 */
export async function advance(page: Page, ms: number, step = 1_000): Promise<void> {
  const open = inFlight.get(page.context());
  for (let done = 0; done < ms; done += step) {
    if (open?.size) await expect.poll(() => open.size).toBe(0);
    await page.evaluate(() => 0);
    await page.clock.runFor(Math.min(step, ms - done));
    await page.evaluate(() => 0);
  }
}

/**
 * Installs page.clock paused (an installed clock otherwise runs at the real pace): the page's
 * timers fire only when the test moves time with {@link advance} or `runFor`. `at`: the time to
 * pause at (another tab's, so the tabs share one wall clock as real tabs do).
 */
export async function pausedClock(page: Page, at?: number): Promise<void> {
  const t = at ?? Date.now();
  track(page.context());
  await page.clock.install({ time: t - 5_000 });
  await page.clock.pauseAt(t);
}
