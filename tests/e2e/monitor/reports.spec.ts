import { expect, test } from '../support/fixtures';
import { boot, monitorState, renderSlowPanel } from './helpers';

const SUB = '/api/front/monitor/report/reportSubData';
const MAIN = '/api/front/monitor/report/reportData';

test('main report once per page, then a sub-report with performance entries; switches stored', async ({
  page,
  demo,
}) => {
  await boot(page);
  await page.evaluate(() => performance.mark('app-ready'));
  await demo.waitForRequests(SUB, 1);
  const { reports, subReports } = await monitorState(demo);
  expect(reports).toHaveLength(1);
  const main = reports[0]!;
  for (const key of [
    'id',
    'url',
    'timestamp',
    'userAgent',
    'device',
    'engine',
    'browser',
    'os',
    'osVersion',
    'version',
    'language',
  ]) {
    expect(main, key).toHaveProperty(key);
  }
  expect(main).toMatchObject({
    device: 'pc',
    engine: 'blink',
    os: 'linux',
    language: 'zh_CN',
    ignoreSwitchStatus: false,
  });
  expect(String(main.browser)).toMatch(/^chrome \d+/);
  const sub = subReports[0]!;
  expect(sub.reportId).toBe(main.id);
  expect(sub.reportData.id).toBe(main.id);
  expect(sub.ignoreSwitchStatus).toBe(true);
  const perf = sub.data.perf as Array<Record<string, unknown>>;
  const bundle = perf.find((e) => String(e.name).includes('/dist/atrium.umd.js'));
  expect(bundle).toMatchObject({ entryType: 'resource', initiatorType: 'script' });
  expect(typeof bundle?.timestamp).toBe('number');
  expect(perf.some((e) => String(e.name).includes('/api/front/monitor/'))).toBe(false);
  const mark = perf.find((e) => e.name === 'app-ready');
  expect(mark).toMatchObject({ entryType: 'mark' });
  expect(mark?.elementCount).toBeGreaterThan(3);
  expect(mark?.usedJSHeapSize).toBeGreaterThan(0);

  const stored = await page.evaluate(() => ({
    local: JSON.parse(localStorage.getItem('atrium.monitor.switches') ?? 'null'),
    session: JSON.parse(sessionStorage.getItem('atrium.monitor.switches') ?? 'null'),
  }));
  const expected = { master: true, route: true, traceId: false, render: false, mobxAction: false };
  expect(stored).toEqual({ local: expected, session: expected });
  // Stopped and started again on the same page: sub-reports resume, the main report is not repeated.
  await page.evaluate(() => {
    const A = (window as unknown as { Atrium: { startMonitor(): void; stopMonitor(): void } }).Atrium;
    A.stopMonitor();
    A.startMonitor();
  });
  const subs = await demo.waitForRequests(SUB, 2);
  expect((subs[1]!.body as { reportId: string }).reportId).toBe(main.id);
  expect(await demo.log(MAIN)).toHaveLength(1);
});

test('a failing sub-report turns every switch off and is re-sent after 800 ms', async ({ page, demo }) => {
  await page.goto('/pages/blank.html');
  await page.evaluate(() =>
    localStorage.setItem(
      'atrium.monitor.switches',
      JSON.stringify({ master: true, route: true, traceId: true, render: true, mobxAction: true }),
    ),
  );
  await demo.fault({ path: SUB, status: 500, body: { code: 500 } });
  await boot(page);
  const log = await demo.waitForRequests(SUB, 2, 8_000);
  expect(log[1]!.time - log[0]!.time).toBeGreaterThanOrEqual(700);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('atrium.monitor.switches') ?? 'null'),
  );
  expect(stored).toEqual({ master: false, route: false, traceId: false, render: false, mobxAction: false });
  // The perf entries were kept for the retry, not lost with the failed request.
  const bodies = log.map((e) => e.body as { data: { perf?: unknown[] } });
  expect(bodies[1]?.data.perf?.length).toBeGreaterThanOrEqual(bodies[0]?.data.perf?.length ?? 0);
});

test('a 404 main report stops the sub-reports of the page', async ({ page, demo }) => {
  await demo.fault({ path: MAIN, status: 404, body: { code: 404 } });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
  await boot(page);
  await page.clock.runFor(3_000); // the report delay
  await demo.waitForRequests(MAIN, 1);
  // The 404 has been read: every switch is off and stored (the sub-report would go right after).
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('atrium.monitor.switches') ?? 'null')))
    .toMatchObject({ master: false });
  await page.clock.runFor(10_000); // past any resend and the resource report
  await page.evaluate(() => 0); // one round trip after the timers ran
  expect(await demo.log(MAIN)).toHaveLength(1);
  expect(await demo.log(SUB)).toHaveLength(0);
});

test('route render tracking measures a new route; 200 resource entries send early', async ({
  page,
  demo,
}) => {
  // The monitor's timers run on Playwright's clock, so the report delay and the 2 s quiet check
  // of route tracking are run with runFor instead of waited for in real time.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
  await boot(page);
  await page.clock.runFor(3_000); // the report delay: the first sub-report goes
  // The route switch comes on with the first answer: $switches is set (which installs the route
  // tracker) before the switches are written to storage, so stored route:true means it tracks.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('atrium.monitor.switches') ?? 'null')))
    .toMatchObject({ route: true });
  await page.evaluate(() => {
    history.pushState({}, '', '/pages/blank.html?route=two');
    const overlay = document.createElement('div');
    overlay.id = 'atrium-overlay-root';
    document.body.append(overlay);
    const inside = document.createElement('section');
    inside.className = 'sdk-own';
    overlay.append(inside);
    const panel = document.createElement('div');
    panel.id = 'route-two-panel';
    panel.style.cssText = 'position:fixed;top:20%;left:20%;width:40%;height:40%;background:#eee';
    document.body.append(panel);
  });
  // The tracker checks every 2 s and stops once 2 s have passed since the last visible insertion
  // (the panel, inserted above): 4 s of clock time always include such a check. runFor returns
  // after the timers it fired have run, so the measurement has been handed to the reporter.
  await page.clock.runFor(4_000);
  await page.evaluate(async () => {
    await Promise.all(Array.from({ length: 210 }, (_, i) => fetch(`/pages/blank.html?n=${i}`)));
  });
  const log = await demo.waitForRequests(SUB, 2, 8_000);
  const data = (log[1]!.body as { data: { route?: Array<Record<string, unknown>>; perf?: unknown[] } }).data;
  expect(data.perf?.length).toBeGreaterThanOrEqual(200);
  // Query values are not sent (docs/monitor.md#urls): `?route=two` leaves as `?route`.
  const route = data.route?.find((r) => String(r.url).endsWith('?route'));
  expect(route).toMatchObject({ type: 'route', timeout: false, interrupt: false });
  const inserted = route?.inserted as Array<{ id: string; className: string }>;
  expect(inserted.map((i) => i.id)).toContain('route-two-panel');
  expect(inserted.some((i) => i.id === 'atrium-overlay-root' || i.className === 'sdk-own')).toBe(false);
  expect(route?.visibleRange).toHaveProperty('top');
  // The wrapper is gone after stopMonitor: history methods are the browser's again.
  const restored = await page.evaluate(() => {
    (window as unknown as { Atrium: { stopMonitor(): void } }).Atrium.stopMonitor();
    return (
      history.pushState === History.prototype.pushState &&
      history.replaceState === History.prototype.replaceState
    );
  });
  expect(restored).toBe(true);
});

test('resource report 10 s after the first collection', async ({ page, demo }) => {
  // The page's timers on a paused fake clock: 9 s of it send nothing, the next second does.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await boot(page);
  // The first collection (the page's resource entries, read by an observer) comes after start,
  // so 9 s after it nothing can have gone; then the clock moves a second at a time until it does.
  await page.clock.runFor(9_000);
  expect(await demo.log('/cp/resourceReport.json')).toHaveLength(0);
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return (await demo.log('/cp/resourceReport.json')).length;
    })
    .toBe(1);
  const log = await demo.log('/cp/resourceReport.json');
  const list = (log[0]!.body as { resourceList: Array<Record<string, unknown>> }).resourceList;
  const bundle = list.find((r) => String(r.resourceUrl).includes('/dist/atrium.umd.js'));
  expect(bundle).toMatchObject({ resourceType: 'js' });
  expect(String(bundle?.pageUrl)).toContain('/pages/blank.html');
  expect(typeof bundle?.requestStartTime).toBe('number');
});

test('wea_link_keep_react_render turns render profiling on: a slow render is reported', async ({
  page,
  demo,
}) => {
  await page.goto('/pages/blank.html?wea_link_keep_react_render=1');
  await page.evaluate(() => {
    const A = (window as unknown as { Atrium: { setCurrentUser(u: unknown): void; startMonitor(): void } })
      .Atrium;
    A.setCurrentUser({ id: 'u-1', employeeId: 'emp-42' });
    A.startMonitor();
  });
  await demo.waitForRequests(SUB, 1);
  await renderSlowPanel(page, 'Atrium');
  await page.evaluate(async () => {
    await Promise.all(Array.from({ length: 210 }, (_, i) => fetch(`/pages/blank.html?r=${i}`)));
  });
  const log = await demo.waitForRequests(SUB, 2, 8_000);
  const data = (log[1]!.body as { data: { render?: Array<Record<string, unknown>> } }).data;
  expect(data.render?.[0]).toMatchObject({ component: 'SlowPanel', kind: 'render' });
  expect(Number(data.render?.[0]?.duration)).toBeGreaterThanOrEqual(100);
});
