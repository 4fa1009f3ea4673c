// Holding a request in the browser until the test lets it go (docs/testing.md#how-the-suite-runs):
// "the answer comes late" without a latency that a slow machine could outlast. The request reaches
// the demo host only when released, so the host's log still shows what the page sent, in order.
import type { BrowserContext, Page, Route } from '@playwright/test';

export interface Held {
  /** Resolves when the page has sent the first matching request. */
  readonly arrived: Promise<void>;
  /** How many matching requests are (or were) held. */
  count(): number;
  /** Lets every held request (and every later one) through to the demo host. */
  release(): void;
}

/** Holds every request of `page` (or `context`) whose URL matches `url` until `release()`. */
export async function hold(target: Page | BrowserContext, url: string | RegExp): Promise<Held> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let n = 0;
  await target.route(url, async (route: Route) => {
    n++;
    arrive();
    await gate;
    // The page may be gone by then (a test that closes it while held).
    await route.continue().catch(() => {});
  });
  return { arrived, count: () => n, release: open };
}

/**
 * {@link hold}, let go once the first matching request has arrived and `condition` has resolved
 * — or failed: the test then fails on its own assertions, not on a page left hanging.
 */
export async function holdUntil(
  target: Page | BrowserContext,
  url: string | RegExp,
  condition: () => Promise<unknown>,
): Promise<Held> {
  const held = await hold(target, url);
  void held.arrived.then(condition).then(held.release, held.release);
  return held;
}
