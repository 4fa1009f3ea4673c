// Issue 19, the server refuses, shrinks and throttles (cases 5–7, 12): refusals are read —
// bad records bisected out, batches halved under a gateway limit, `Retry-After` honoured with
// one probe per window, exponential backoff under a long 503, bounded sub-report re-sends —
// and going online uploads at once. Time is page.clock's: nothing waits for a backoff.
import type { Page } from '@playwright/test';
import { demoJson } from '../support/control';
import { expect, test } from '../support/fixtures';
import { advance, figures, pausedClock, show, UPLOAD, uploadRules } from './faults-helpers';
import { type AtriumMonitor, boot, captureMany, flush, monitorState, waitStored } from './helpers';

const SUB = '/api/front/monitor/report/reportSubData';

/** Upload requests the demo host refused, with the ids they carried. */
async function refused(origin: string): Promise<Array<{ status: number; ids: string[] }>> {
  return (await demoJson<{ refused: Array<{ status: number; ids: string[] }> }>(origin, 'monitor')).refused;
}

/** Captures one record whose message is `message` and whose stack has `stackChars` characters. */
function captureSized(page: Page, message: string, stackChars: number): Promise<void> {
  return page.evaluate(
    ({ message, stackChars }) =>
      (window as unknown as { Atrium: AtriumMonitor }).Atrium.captureError({
        message,
        stack: 'x'.repeat(stackChars),
      }),
    { message, stackChars },
  );
}

test('5. a 400 for one bad record: the batch is bisected, only the bad record is dropped and counted', async ({
  page,
  demo,
}) => {
  await uploadRules(demo, { badMarker: 'poison' });
  await pausedClock(page);
  await boot(page);
  await captureMany(page, 49, 'bad-a');
  await captureSized(page, 'bad-poison', 10);
  await captureMany(page, 50, 'bad-b');
  await waitStored(page, 50, 'bad-b');
  expect(await flush(page)).toBe(99);
  const f = await figures(demo, 'bad-', 100);
  const batches = (await refused(demo.origin)).map((r) => r.ids.join());
  show('a 400 for one bad record', { ...f, refusedBatches: batches.length });
  expect(f.received).toBe(99);
  expect(f.droppedCounted).toBe(1);
  expect(f.duplicates).toBe(0);
  // Bisection: no batch is ever sent unchanged again, and it takes about 2·log2(100) requests.
  expect(new Set(batches).size).toBe(batches.length);
  expect(f.attempts).toBeLessThanOrEqual(16);
  expect((await monitorState(demo)).errors.map((e) => e.message)).not.toContain('bad-poison');
});

test('6. a 413 from a gateway with an 8 KB limit: batches halve; a record alone too big is dropped and counted', async ({
  page,
  demo,
}) => {
  await uploadRules(demo, { maxBodyBytes: 8_192 });
  await pausedClock(page);
  await boot(page);
  for (let i = 0; i < 60; i++) {
    if (i === 30) await captureSized(page, 'gw-big', 8_000);
    await captureSized(page, `gw-${i}`, 200);
  }
  await waitStored(page, 61, 'gw');
  let sent = 0;
  for (let i = 0; i < 3 && sent < 60; i++) sent += await flush(page);
  const f = await figures(demo, 'gw-', 61);
  show('a 413 under an 8 KB gateway', f);
  expect(f.received).toBe(60);
  expect(f.droppedCounted).toBe(1);
  expect(f.duplicates).toBe(0);
  expect(f.attempts).toBeLessThanOrEqual(20);
});

test('7a. 429 with Retry-After: 120 — one probe per window, shared by the tabs; then everything goes', async ({
  page,
  context,
  demo,
}) => {
  test.setTimeout(90_000);
  await uploadRules(demo, { status: 429, retryAfter: '120' });
  await pausedClock(page);
  await boot(page);
  await captureMany(page, 10, 'throttle');
  await advance(page, 2_000); // the first upload, 1 s after start: 429
  await expect.poll(async () => (await demo.log(UPLOAD)).length).toBe(1);
  // The refusal is read before the window is measured.
  // (one backoff per destination: `atrium.errors.backoff:<upload URL>`)
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('atrium.errors.backoff:'))),
    )
    .toBe(true);
  expect(await flush(page)).toBe(0); // an explicit flush waits for the server's window too
  await advance(page, 116_000, 2_000);
  const within = (await demo.log(UPLOAD)).length;
  // Another tab of the origin honours the same window.
  const other = await context.newPage();
  await pausedClock(other, await page.evaluate(() => Date.now()));
  await boot(other);
  await captureMany(other, 5, 'throttle-other');
  await advance(other, 2_000); // its first upload, 1 s after start, falls in the window
  const withOther = (await demo.log(UPLOAD)).length;
  await advance(page, 14_000, 2_000); // past the window: one probe, 429 again
  await expect.poll(async () => (await demo.log(UPLOAD)).length).toBe(2);
  const afterWindow = (await demo.log(UPLOAD)).length;
  await uploadRules(demo, {});
  await advance(page, 140_000, 5_000);
  await expect.poll(async () => (await figures(demo, 'throttle', 15)).received).toBe(15);
  const f = await figures(demo, 'throttle', 15);
  show('429 with Retry-After 120', { ...f, within120s: within, afterWindow });
  expect(within).toBe(1);
  expect(withOther).toBe(1);
  expect(afterWindow).toBe(2);
  expect(f.duplicates).toBe(0);
});

test('7b. 503 for 5 minutes: exponential backoff, at most 8 attempts, then everything goes', async ({
  page,
  demo,
}) => {
  test.setTimeout(90_000);
  await uploadRules(demo, { status: 503 });
  await pausedClock(page);
  await boot(page);
  await captureMany(page, 10, 'down');
  await advance(page, 300_000, 2_000);
  const during = (await demo.log(UPLOAD)).length;
  await uploadRules(demo, {});
  await advance(page, 400_000, 5_000);
  await expect.poll(async () => (await figures(demo, 'down', 10)).received).toBe(10);
  const f = await figures(demo, 'down', 10);
  show('503 for 5 minutes', { ...f, attemptsDuring503: during });
  expect(during).toBeGreaterThanOrEqual(3);
  expect(during).toBeLessThanOrEqual(8);
  expect(f.duplicates).toBe(0);
});

test('7c. a failing sub-report endpoint: at most 5 posts per report, then the next report', async ({
  page,
  demo,
}) => {
  test.setTimeout(90_000);
  await demo.fault({ path: SUB, status: 500, body: { code: 500 } });
  await pausedClock(page);
  await boot(page);
  // 10 s steps: each step sends at most the one post whose resend timer (800 ms) is due, and
  // advance() waits for its answer before the next, so the posts per report are the same as
  // with small steps in far fewer round trips.
  await advance(page, 290_000, 10_000);
  const first = (await demo.log(SUB)).length;
  await advance(page, 300_000, 10_000); // the periodic report at 300 s: one more round
  const second = (await demo.log(SUB)).length - first;
  show('failing sub-report endpoint', { firstReport: first, secondReport: second });
  expect(first).toBeGreaterThanOrEqual(2);
  expect(first).toBeLessThanOrEqual(5);
  expect(second).toBeLessThanOrEqual(5);
});

test('12. going online uploads at once, without waiting for the 10 s tick', async ({
  page,
  context,
  demo,
}) => {
  await pausedClock(page);
  await boot(page);
  await captureMany(page, 50, 'online');
  await waitStored(page, 50, 'online');
  await context.setOffline(true);
  expect(await flush(page)).toBe(0); // the network fails: backoff
  await context.setOffline(false);
  await expect.poll(async () => (await figures(demo, 'online', 50)).received, { timeout: 5_000 }).toBe(50);
  const f = await figures(demo, 'online', 50);
  show('offline then online', f);
  expect(f.duplicates).toBe(0);
});
