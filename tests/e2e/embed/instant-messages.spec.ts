// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// docs/spec-coverage.md L297, L176, L368: 2 s after ready the SDK registers for batch-task results (instant
// messages of command 15422, types 111 and 114) with the page's instant-message client —
// a registration message the IM client sees (window, and a framed page's parent on an allowed
// origin), or the `imClient` the integrator passes. Only answers to that registration count.
import type { Frame, Page } from '@playwright/test';
import { hold } from '../support/hold';
import { expect, openBlank, runInit, test } from './support';

type Target = Page | Frame;

/**
 * A fake clock that does not move by itself: the 2 s before the registration pass only through
 * `runFor`, however slow the machine is (a flowing fake clock lets real time run past the step).
 */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

/** A stand-in IM client: records every registration message the window receives. */
async function recordIm(target: Target): Promise<void> {
  await target.evaluate(() => {
    const w = window as any;
    w.__im = [];
    w.__batch = [];
    window.addEventListener('message', (e) => {
      if (e.data?.source === 'atrium') w.__im.push({ ...e.data, origin: e.origin });
    });
    w.Atrium?.on('batchTask', (r: unknown) => w.__batch.push(r));
  });
}

const registrations = (target: Target) => target.evaluate(() => (window as any).__im as any[]);
const results = (target: Target) => target.evaluate(() => (window as any).__batch as any[]);

/** What the IM client posts back: a batch-task instant message answering registration `id`. */
function answer(id: unknown, taskId: string, failCount: number, content: string, type = 114) {
  return { id, command: 15422, type, data: { taskId, failCount, content } };
}

test('L297: the registration (15422, types 111 and 114) is made 2 s after ready, not before; answers to it show the banner and emit batchTask', async ({
  page,
}) => {
  await freezeClock(page);
  await openBlank(page);
  await recordIm(page);
  expect((await runInit(page, 'session')).ok).toBe(true);
  await page.clock.runFor(1_900);
  expect(await registrations(page)).toEqual([]);
  await page.clock.runFor(200);
  const [registration, ...more] = await registrations(page);
  expect(more).toEqual([]);
  expect(registration).toEqual({
    source: 'atrium',
    action: 'im:register',
    id: expect.stringMatching(/^atrium-im-\w+$/),
    command: 15422,
    types: [111, 114],
    origin: new URL(page.url()).origin,
  });
  await page.evaluate(
    ({ ok, bad, other, legacy }) => {
      for (const m of [other, legacy, bad, ok]) window.postMessage(m, location.origin);
    },
    {
      ok: answer(registration.id, 'f1', 2, 'two rows failed'),
      bad: answer(registration.id, 's1', 0, 'all done', 111),
      other: answer('atrium-im-someone-else', 'x1', 0, 'not ours'),
      legacy: { command: 15422, type: 111, data: { taskId: 'x2', failCount: 0, content: 'no id' } },
    },
  );
  // The clock is paused: once both answers have arrived, run the frames (preact's effects run
  // after the next frame) so the banner host renders what it was handed.
  await expect.poll(async () => (await results(page)).length).toBe(2);
  await page.clock.runFor(200);
  await expect(page.locator('[data-testid=atrium-batch-banner][data-state=failure]')).toHaveText(
    /two rows failed/,
  );
  await expect(page.locator('[data-testid=atrium-batch-banner][data-state=success]')).toHaveText(/all done/);
  expect(await results(page)).toEqual([
    { taskId: 's1', failCount: 0, content: 'all done', html: 'all done' },
    { taskId: 'f1', failCount: 2, content: 'two rows failed', html: 'two rows failed' },
  ]);
});

test('L297: destroy() unregisters; later answers are ignored; destroy() before 2 s registers nothing', async ({
  page,
}) => {
  await freezeClock(page);
  await openBlank(page);
  await recordIm(page);
  await runInit(page, 'session');
  await page.clock.runFor(2_000);
  const [registration] = await registrations(page);
  await page.evaluate(() => (window as any).Atrium.destroy());
  await expect.poll(() => registrations(page)).toHaveLength(2);
  expect((await registrations(page))[1]).toEqual({
    source: 'atrium',
    action: 'im:unregister',
    id: registration.id,
    command: 15422,
    types: [111, 114],
    origin: new URL(page.url()).origin,
  });
  await page.evaluate(
    (m) => window.postMessage(m, location.origin),
    answer(registration.id, 'late', 1, 'late'),
  );
  // A message the page posts after it: once it arrived, the one before it has been handled.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', (e) => e.data === 'flush' && resolve());
        window.postMessage('flush', location.origin);
      }),
  );
  await expect(page.getByTestId('atrium-batch-banner')).toHaveCount(0);
  expect(await results(page)).toEqual([]);

  // destroy() before the 2 s: no registration at all.
  await recordIm(page);
  await runInit(page, 'session');
  await page.clock.runFor(1_000);
  await page.evaluate(() => (window as any).Atrium.destroy());
  await page.clock.runFor(5_000);
  expect(await registrations(page)).toEqual([]);
});

test.describe('a framed page', () => {
  /** The demo host under another host name: another origin, serving the same pages. */
  const otherOrigin = (origin: string) => origin.replace('127.0.0.1', 'localhost');

  async function framed(page: Page, origin: string, oadomain?: string): Promise<Frame> {
    await freezeClock(page);
    await page.goto(`${otherOrigin(origin)}/pages/blank.html`);
    await recordIm(page);
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.onload = () => resolve();
          document.body.append(frame);
        }),
      `${origin}/pages/blank.html`,
    );
    const frame = page.frames()[1] as Frame;
    await recordIm(frame);
    await runInit(frame as unknown as Page, 'session', oadomain ? { extra: { oadomain } } : {});
    await page.clock.runFor(2_000);
    await expect.poll(() => registrations(frame)).toHaveLength(1);
    return frame;
  }

  test('L297: a parent on an allowed origin (oadomain) gets the registration; its answer is shown', async ({
    page,
    demo,
  }) => {
    const parentOrigin = otherOrigin(demo.origin);
    const frame = await framed(page, demo.origin, parentOrigin);
    await expect.poll(() => registrations(page)).toHaveLength(1);
    const [registration] = await registrations(page);
    expect(registration).toMatchObject({ action: 'im:register', command: 15422, types: [111, 114] });
    expect(registration.origin).toBe(demo.origin);
    await page.evaluate(
      (m) => (document.querySelector('iframe') as HTMLIFrameElement).contentWindow?.postMessage(m, '*'),
      answer(registration.id, 'p1', 1, 'from the parent'),
    );
    await expect(frame.getByTestId('atrium-batch-banner')).toHaveText(/from the parent/);
    await expect
      .poll(() => results(frame))
      .toEqual([{ taskId: 'p1', failCount: 1, content: 'from the parent', html: 'from the parent' }]);
  });

  test('L297: a parent on another origin never sees the registration, and its messages are ignored', async ({
    page,
    demo,
  }) => {
    const frame = await framed(page, demo.origin);
    const [registration] = await registrations(frame);
    expect(await registrations(page)).toEqual([]);
    // Even with the registration's id, a message from a wrong origin does nothing. The parent
    // posts a marker after it: once the marker arrived, the message before it was handled.
    await frame.evaluate(() => {
      (window as any).__flushed = new Promise<void>((resolve) =>
        window.addEventListener('message', (e) => e.data === 'flush' && resolve()),
      );
    });
    await page.evaluate(
      (m) => {
        const target = (document.querySelector('iframe') as HTMLIFrameElement).contentWindow;
        target?.postMessage(m, '*');
        target?.postMessage('flush', '*');
      },
      answer(registration.id, 'evil', 1, 'from a wrong origin'),
    );
    await frame.evaluate(() => (window as any).__flushed);
    await expect(frame.getByTestId('atrium-batch-banner')).toHaveCount(0);
    expect(await results(frame)).toEqual([]);
  });
});

test.describe('imClient', () => {
  /** init() with an IM client whose calls are recorded on window.__client. */
  async function initWithClient(page: Page): Promise<void> {
    await page.evaluate(async () => {
      const w = window as any;
      w.__client = { subscribed: [], unsubscribed: 0, handler: null };
      const imClient = {
        subscribe(command: number, types: number[], handler: (m: unknown) => void) {
          w.__client.subscribed.push({ command, types });
          w.__client.handler = handler;
          return () => {
            w.__client.unsubscribed++;
          };
        },
      };
      await w.Atrium.init({
        apiDomain: location.origin,
        staticDomain: location.origin,
        eteamsid: 'demo-session-0001',
        monitor: false,
        imClient,
      });
    });
  }
  const client = (page: Page) => page.evaluate(() => (window as any).__client);

  test('L297: subscribe(15422, [111, 114], handler) at 2 s; its messages are the only ones shown; destroy() unsubscribes', async ({
    page,
  }) => {
    await freezeClock(page);
    await openBlank(page);
    await recordIm(page);
    await initWithClient(page);
    await page.clock.runFor(1_900);
    expect((await client(page)).subscribed).toEqual([]);
    await page.clock.runFor(200);
    expect((await client(page)).subscribed).toEqual([{ command: 15422, types: [111, 114] }]);
    // No registration message: the client is the only source.
    expect(await registrations(page)).toEqual([]);
    await page.evaluate(() => {
      const { handler } = (window as any).__client;
      handler({ command: 15422, type: 999, data: { taskId: 'n', failCount: 0, content: 'wrong type' } });
      handler('garbage');
      handler({
        command: 15422,
        type: 111,
        data: JSON.stringify({ taskId: 'c1', failCount: 0, content: 'via client' }),
      });
      window.postMessage(
        { command: 15422, type: 111, data: { taskId: 'w', failCount: 0, content: 'window' } },
        '*',
      );
    });
    await expect(page.getByTestId('atrium-batch-banner')).toHaveText(/via client/);
    await expect
      .poll(() => results(page))
      .toEqual([{ taskId: 'c1', failCount: 0, content: 'via client', html: 'via client' }]);

    await page.evaluate(() => (window as any).Atrium.destroy());
    expect((await client(page)).unsubscribed).toBe(1);
    // A client that keeps calling after the unsubscription is not heard.
    await page.evaluate(() =>
      (window as any).__client.handler({
        command: 15422,
        type: 114,
        data: { taskId: 'z', failCount: 1, content: 'late' },
      }),
    );
    await expect(page.getByTestId('atrium-batch-banner')).toHaveCount(0);
    expect(await results(page)).toHaveLength(1);
  });

  test('an imClient without subscribe() rejects init() with MISSING_ARGUMENT', async ({ page }) => {
    await openBlank(page);
    const outcome = await runInit(page, 'session', { extra: { imClient: { on: 1 } } });
    expect(outcome).toMatchObject({ ok: false, code: 'MISSING_ARGUMENT' });
    expect(outcome.message).toMatch(/imClient/);
  });

  test('a subscribe() that throws is logged, never thrown into the page', async ({ page }) => {
    await freezeClock(page);
    await openBlank(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.evaluate(async () => {
      await (window as any).Atrium.init({
        apiDomain: location.origin,
        eteamsid: 'demo-session-0001',
        monitor: false,
        imClient: {
          subscribe() {
            throw new Error('IM offline');
          },
        },
      });
    });
    await page.clock.runFor(2_000);
    await expect.poll(() => logged.join('\n')).toMatch(/instant-message registration failed/);
    expect(errors).toEqual([]);
  });
});

test('the view-details link is the route table’s batchTask detail page', async ({ page }) => {
  await openBlank(page);
  await page.evaluate(() =>
    (window as any).Atrium.showBatchTaskResult({ taskId: 'a/1', failCount: 1, content: 'failed' }),
  );
  const expected = await page.evaluate(() =>
    (window as any).Atrium.resolveRoute('batchTask', 'a/1', { page: 'detail' }),
  );
  expect(expected).toBe('/mobile/uibusiness/batchTask/detail/a%2F1');
  await expect(page.getByTestId('atrium-batch-details')).toHaveAttribute('href', expected);

  // After init(), on the suite's site (oadomain).
  await page.evaluate(() => (window as any).Atrium.destroy());
  await runInit(page, 'session', { extra: { oadomain: 'https://oa.example.com' } });
  await page.evaluate(() =>
    (window as any).Atrium.showBatchTaskResult({ taskId: 'b2', failCount: 1, content: 'failed' }),
  );
  await expect(page.getByTestId('atrium-batch-details')).toHaveAttribute(
    'href',
    'https://oa.example.com/mobile/uibusiness/batchTask/detail/b2',
  );
});

// The registration's code (batch/im-register.ts) loads when the 2 s after ready end
// (docs/architecture.md#build). The ES module page loads it as a file of its own, so the load is
// a request the test can hold.
test.describe('the registration code loads when it runs', () => {
  const CODE = /\/esm\/batch\/im-register\.js$/;

  /** The ES module page, initialised (session id), with the stand-in IM client recording. */
  async function moduleInit(page: Page): Promise<void> {
    await freezeClock(page);
    await page.goto('/pages/embed/esm.html');
    await page.waitForFunction(() => (window as any).AtriumModule);
    await recordIm(page);
    await page.evaluate(() => {
      const w = window as any;
      w.Atrium = w.AtriumModule;
      return w.AtriumModule.init({
        apiDomain: location.origin,
        eteamsid: 'demo-session-0001',
        monitor: false,
      });
    });
  }

  test('not at ready: its request goes out at 2 s; destroy() while it loads registers nothing', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (CODE.test(new URL(r.url()).pathname)) requested.push(r.url());
    });
    const held = await hold(page, CODE);
    await moduleInit(page);
    expect(requested).toEqual([]);
    await page.clock.runFor(2_100);
    await held.arrived;
    await page.evaluate(() => (window as any).AtriumModule.destroy());
    held.release();
    // A new init registers 2 s after its ready, with the same code. The stale registration, had
    // it been made, would come first (its import was waiting before this init began).
    await page.evaluate(() =>
      (window as any).AtriumModule.init({
        apiDomain: location.origin,
        eteamsid: 'demo-session-0001',
        monitor: false,
      }),
    );
    await page.clock.runFor(2_100);
    await expect.poll(async () => (await registrations(page)).length).toBeGreaterThan(0);
    const made = await registrations(page);
    expect(made.map((m) => m.action)).toEqual(['im:register']);
    expect(requested).toHaveLength(1);
  });

  test('a code load that fails is logged, never thrown into the page', async ({ page }) => {
    const errors: string[] = [];
    const logged: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    await page.route(CODE, (route) => route.abort());
    await moduleInit(page);
    await page.clock.runFor(2_100);
    await expect.poll(() => logged.some((t) => t.includes('instant-message registration failed'))).toBe(true);
    expect(errors).toEqual([]);
    expect(await registrations(page)).toEqual([]);
  });
});
