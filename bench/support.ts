// Node-side helpers the benchmarks share (the browser-side code is in page-code.ts).
import type { Browser, Page } from '@playwright/test';
import { DEMO_TOKEN_HEADER, readDemoToken } from '../testing/token';

/** The middle value (upper middle for an even count); NaN for none. */
export const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** Resets the demo host and, with `latency` > 0, makes every path in `paths` answer that late. */
export async function resetDemo(origin: string, latency = 0, paths: readonly string[] = []): Promise<void> {
  await demoFetch(origin, 'reset', { method: 'POST' });
  if (latency > 0 && paths.length) {
    await demoFetch(origin, 'faults', { body: paths.map((path) => ({ path, latency })) });
  }
}

/** Calls the demo host's control plane (`/__demo/<path>`) with its token; a `body` goes as JSON (POST). */
export function demoFetch(origin: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { [DEMO_TOKEN_HEADER]: readDemoToken(origin) };
  if (method === 'POST') headers['content-type'] = 'application/json';
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return fetch(`${origin}/__demo/${path}`, { method, headers, body });
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
