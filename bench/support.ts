// Node-side helpers the benchmarks share (the browser-side code is in page-code.ts).
import type { Browser, Page } from '@playwright/test';

/** The middle value (upper middle for an even count); NaN for none. */
export const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** Resets the demo host and, with `latency` > 0, makes every path in `paths` answer that late. */
export async function resetDemo(origin: string, latency = 0, paths: readonly string[] = []): Promise<void> {
  await fetch(`${origin}/__demo/reset`, { method: 'POST' });
  if (latency > 0 && paths.length) {
    await fetch(`${origin}/__demo/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(paths.map((path) => ({ path, latency }))),
    });
  }
}

/**
 * A fresh browser context on an empty page of the demo origin, without the SDK (the measured
 * run inserts the script tag itself).
 */
export async function openEmptyPage(browser: Browser, origin: string): Promise<Page> {
  const empty = `${origin}/bench-empty.html`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(empty, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>bench</title><div id="app"></div>',
    }),
  );
  await page.goto(empty);
  return page;
}
