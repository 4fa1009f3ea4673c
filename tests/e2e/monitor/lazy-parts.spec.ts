// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Route tracking and render profiling load their code the first time their switch (or the URL
// flag) asks for them (docs/monitor.md#what-loads-when). The ES module page loads each module as
// a file of its own, so the load is a real request the test can hold: a switch turned off, a
// stop or a new start while it is held installs nothing stale; a load that fails throws nothing
// into the page. The script file inlines the same code (one file), checked at the end.
import type { Page } from '@playwright/test';
import { demoControl } from '../support/control';
import { type Demo, expect, test } from '../support/fixtures';
import { hold } from '../support/hold';
import { advance, pausedClock } from './faults-helpers';
import { monitorState, renderSlowPanel, USER } from './helpers';

const SUB = '/api/front/monitor/report/reportSubData';
const ROUTE_CODE = /\/esm\/monitor\/route-tracker\.js$/;
const RENDER_CODE = /\/esm\/monitor\/render-profiler\.js$/;
/** Every module of the monitor that loads only when used (docs/monitor.md#what-loads-when). */
const LAZY =
  /\/esm\/monitor\/(route-tracker|render-profiler|lease-lock|memory-store|rescued|ecode-list)\.js$/;

/** Sets what reportSubData answers (master on; route and render as given). */
async function serverSwitches(demo: Demo, route: boolean, render: boolean): Promise<void> {
  const res = await demoControl(demo.origin, 'monitor/switches', {
    body: { switchStatus: true, routeSwitchStatus: route, renderSwitchStatus: render },
  });
  if (!res.ok) throw new Error(`switches answered ${res.status}`);
}

/** Opens the ES module page; returns the list of part modules it requests from then on, and its errors. */
async function openModulePage(page: Page): Promise<{ loaded: string[]; errors: string[] }> {
  const loaded: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/pages/embed/esm.html');
  await page.waitForFunction(() => (window as any).AtriumModule);
  page.on('request', (r) => {
    const name = LAZY.exec(new URL(r.url()).pathname)?.[1];
    if (name) loaded.push(name);
  });
  return { loaded, errors };
}

/** Stores switches as a previous page of the tab left them (the monitor restores them at start). */
function storeSwitches(page: Page, route: boolean, render: boolean): Promise<void> {
  return page.evaluate(
    ({ route, render }) =>
      sessionStorage.setItem(
        'atrium.monitor.switches',
        JSON.stringify({ master: true, route, traceId: false, render, mobxAction: false }),
      ),
    { route, render },
  );
}

/** Sets the user and starts the monitor of the ES module page; keeps preact's diff hook as it was. */
function startModuleMonitor(page: Page): Promise<void> {
  return page.evaluate(async (user) => {
    const { options } = (await import('preact')) as any;
    (window as any).__diffBefore = options.__b;
    const A = (window as any).AtriumModule;
    A.setCurrentUser(user);
    A.startMonitor();
  }, USER);
}

/** What the parts install: the history wrapper (route tracking) and preact's diff hook (profiling). */
function installed(page: Page): Promise<{ route: boolean; render: boolean }> {
  return page.evaluate(async () => {
    const { options } = (await import('preact')) as any;
    return {
      route: history.pushState !== History.prototype.pushState,
      render: options.__b !== (window as any).__diffBefore,
    };
  });
}

/**
 * Waits until the page has evaluated both part modules (the monitor's import of them resolves
 * with the same module), and then one more round trip, so whatever the monitor does once its
 * import resolves has run.
 */
async function partsEvaluated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await import('/dist/esm/monitor/route-tracker.js' as string);
    await import('/dist/esm/monitor/render-profiler.js' as string);
  });
  await page.evaluate(() => 0);
}

/** A new route with a visible panel, the SDK's overlay ignored. */
function newRoute(page: Page, name: string): Promise<void> {
  return page.evaluate((name) => {
    history.pushState({}, '', `/pages/embed/esm.html?route=${name}`);
    const panel = document.createElement('div');
    panel.id = `panel-${name}`;
    panel.style.cssText = 'position:fixed;top:20%;left:20%;width:40%;height:40%;background:#eee';
    document.body.append(panel);
  }, name);
}

type SubData = { route?: Array<Record<string, unknown>>; render?: Array<Record<string, unknown>> };

/**
 * Makes 210 resource entries (the sub-report goes early at 200 waiting) and returns the data of
 * the second sub-report, the one they send.
 */
async function burstSubData(page: Page, demo: Demo, tag: string): Promise<SubData> {
  await page.evaluate(async (tag) => {
    await Promise.all(Array.from({ length: 210 }, (_, i) => fetch(`/pages/blank.html?${tag}=${i}`)));
  }, tag);
  const log = await demo.waitForRequests(SUB, 2, 8_000);
  return (log[1]!.body as { data: SubData }).data;
}

test('route tracking loads when the route switch comes on, not at start, and reports the next route', async ({
  page,
  demo,
}) => {
  await serverSwitches(demo, true, false);
  await pausedClock(page);
  const { loaded, errors } = await openModulePage(page);
  await startModuleMonitor(page);
  await advance(page, 1_000);
  expect(loaded).toEqual([]); // a default page loads none of the monitor's lazy modules
  expect(await installed(page)).toEqual({ route: false, render: false });
  await advance(page, 2_000); // the report delay: the answer turns the route switch on
  await demo.waitForRequests(SUB, 1);
  await expect.poll(() => installed(page)).toEqual({ route: true, render: false });
  expect(loaded).toEqual(['route-tracker']);
  await newRoute(page, 'two');
  // A check every 2 s; the measurement ends 2 s after the last visible insertion.
  await advance(page, 4_000);
  const data = await burstSubData(page, demo, 'n');
  const route = data.route?.find((r) => String(r.url).endsWith('?route'));
  expect(route).toMatchObject({ type: 'route', timeout: false, interrupt: false });
  expect(((route?.inserted ?? []) as Array<{ id: string }>).map((i) => i.id)).toContain('panel-two');
  expect(errors).toEqual([]);
});

test('render profiling loads when the render switch comes on and reports a slow render', async ({
  page,
  demo,
}) => {
  // Real time: the profiler times a render that blocks for 150 ms.
  await serverSwitches(demo, false, true);
  const { loaded, errors } = await openModulePage(page);
  await startModuleMonitor(page);
  await demo.waitForRequests(SUB, 1);
  await expect.poll(() => installed(page)).toEqual({ route: false, render: true });
  expect(loaded).toEqual(['render-profiler']);
  await renderSlowPanel(page, 'AtriumModule');
  const data = await burstSubData(page, demo, 'r');
  expect(data.render?.[0]).toMatchObject({ component: 'SlowPanel', kind: 'render' });
  expect(errors).toEqual([]);
});

test('switches turned off while the code loads: nothing is installed, nothing reported', async ({
  page,
  demo,
}) => {
  await serverSwitches(demo, false, false);
  await pausedClock(page);
  const { errors } = await openModulePage(page);
  const route = await hold(page, ROUTE_CODE);
  const render = await hold(page, RENDER_CODE);
  // A previous page of the tab left both switches on: the monitor asks for both parts at start.
  await storeSwitches(page, true, true);
  await startModuleMonitor(page);
  await Promise.all([route.arrived, render.arrived]);
  // The first answer turns both off while their code is still on its way.
  await page.clock.runFor(3_000);
  await demo.waitForRequests(SUB, 1);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('atrium.monitor.switches')))
    .toContain('"route":false');
  route.release();
  render.release();
  await partsEvaluated(page);
  expect(await installed(page)).toEqual({ route: false, render: false });
  await newRoute(page, 'three');
  await advance(page, 4_000);
  const data = await burstSubData(page, demo, 'n');
  expect(data.route).toBeUndefined();
  expect(data.render).toBeUndefined();
  expect(errors).toEqual([]);
});

test('destroy() while the code loads installs nothing; a new start then installs its own parts once', async ({
  page,
}) => {
  const { errors } = await openModulePage(page);
  const route = await hold(page, ROUTE_CODE);
  const render = await hold(page, RENDER_CODE);
  await storeSwitches(page, true, true);
  await startModuleMonitor(page);
  await Promise.all([route.arrived, render.arrived]);
  await page.evaluate(() => (window as any).AtriumModule.destroy());
  await storeSwitches(page, true, true); // as the next start restores them, whatever destroy() left
  // A new start while the first start's loads are still held: it waits for the same modules.
  await page.evaluate(() => (window as any).AtriumModule.startMonitor());
  route.release();
  render.release();
  await partsEvaluated(page);
  expect(await installed(page)).toEqual({ route: true, render: true });
  // Stopping the second monitor leaves the page as it was: no wrapper or hook of the first remains.
  await page.evaluate(() => (window as any).AtriumModule.stopMonitor());
  expect(await installed(page)).toEqual({ route: false, render: false });
  expect(errors).toEqual([]);
});

test('a part whose code does not load throws nothing into the page; the monitor goes on', async ({
  page,
  demo,
}) => {
  const { errors } = await openModulePage(page);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route(ROUTE_CODE, (r) => r.abort());
  await storeSwitches(page, true, false);
  await startModuleMonitor(page);
  await expect
    .poll(() => warnings.some((w) => w.includes('[atrium] monitor route tracking did not start')))
    .toBe(true);
  expect(await installed(page)).toEqual({ route: false, render: false });
  const acknowledged = await page.evaluate(() => {
    const A = (window as any).AtriumModule;
    A.captureError(new Error('after-failed-part'));
    return A.flushErrors();
  });
  expect(acknowledged).toBe(1);
  expect((await demo.log('/api/tissot/frontErrorRecord')).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('the script file: a stop right after the start, with the switches on, installs nothing', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/pages/blank.html');
  await storeSwitches(page, true, true);
  await page.evaluate(() => {
    const A = (window as any).Atrium;
    A.setCurrentUser({ id: 'u-1', employeeId: 'emp-42' });
    A.startMonitor();
    A.stopMonitor();
  });
  await page.evaluate(() => 0);
  expect(await page.evaluate(() => history.pushState === History.prototype.pushState)).toBe(true);
  // A start that stays: both parts come in (the script file holds their code).
  await page.evaluate(() => (window as any).Atrium.startMonitor());
  await expect.poll(() => page.evaluate(() => history.pushState !== History.prototype.pushState)).toBe(true);
  await page.evaluate(() => (window as any).Atrium.stopMonitor());
  expect(await page.evaluate(() => history.pushState === History.prototype.pushState)).toBe(true);
  expect(errors).toEqual([]);
});

test('a browser without Web Locks loads the lease lock at start and uploads under it; others never load it', async ({
  page,
  demo,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'locks');
  });
  const { loaded, errors } = await openModulePage(page);
  expect(await page.evaluate(() => 'locks' in navigator)).toBe(false);
  await startModuleMonitor(page);
  await expect.poll(() => loaded).toContain('lease-lock');
  const acknowledged = await page.evaluate(() => {
    const A = (window as any).AtriumModule;
    A.captureError(new Error('under-the-lease'));
    return A.flushErrors();
  });
  expect(acknowledged).toBe(1);
  const received = (await demo.log('/api/tissot/frontErrorRecord')).length;
  expect(received).toBeGreaterThan(0);
  // The lease is given back once the upload is done.
  expect(await page.evaluate(() => localStorage.getItem('atrium.errors.lease'))).toBeNull();
  expect(errors).toEqual([]);
});

test('IndexedDB missing: the memory store loads on the failure and records upload from it', async ({
  page,
  demo,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  const { loaded, errors } = await openModulePage(page);
  await startModuleMonitor(page);
  await expect.poll(() => loaded).toContain('memory-store');
  await page.evaluate(() => {
    const A = (window as any).AtriumModule;
    for (let i = 0; i < 3; i++) A.captureError(new Error(`in-memory-${i}`));
  });
  // Until the memory store is there the records wait (a flush then sends nothing); then they go.
  await expect
    .poll(async () => {
      await page.evaluate(() => (window as any).AtriumModule.flushErrors());
      return (await monitorState(demo)).errors.filter((e) => e.message.startsWith('in-memory-')).length;
    })
    .toBe(3);
  expect(errors).toEqual([]);
});

test('records a page that went away left in localStorage: their reader loads, and they are uploaded', async ({
  page,
  demo,
}) => {
  const { loaded, errors } = await openModulePage(page);
  await page.evaluate(() => {
    const rec = {
      id: '00000000a-0001-rescuedpage',
      errType: 'js',
      message: 'left-by-a-page-that-went-away',
      filePath: '',
      fileName: '',
      lineNumber: 0,
      colNumber: 0,
      stack: '',
      refererUrl: location.href,
      createTime: Date.now(),
      creator: 'emp-42',
    };
    localStorage.setItem('atrium.errors.rescue.gone-page', JSON.stringify([rec, { id: 'hostile' }]));
  });
  await startModuleMonitor(page);
  await expect.poll(() => loaded).toContain('rescued');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('atrium.errors.rescue.gone-page')))
    .toBeNull();
  await expect
    .poll(async () => {
      await page.evaluate(() => (window as any).AtriumModule.flushErrors());
      return (await demo.log('/api/tissot/frontErrorRecord')).flatMap((e) =>
        ((e.body as { dtos?: Array<{ message: string }> }).dtos ?? []).map((d) => d.message),
      );
    })
    .toContain('left-by-a-page-that-went-away');
  expect(errors).toEqual([]);
});

test('a page with publish apps loads the ecode list and asks for it', async ({ page, demo }) => {
  const { loaded, errors } = await openModulePage(page);
  await page.evaluate(() => {
    (window as any).TEAMS = { publishRuntimeAppIds: ['app1'] };
  });
  await startModuleMonitor(page);
  const log = await demo.waitForRequests('/api/ecode/monitor/list', 1);
  expect(log[0]?.body).toEqual({ appIds: 'app1' });
  expect(loaded).toContain('ecode-list');
  expect(errors).toEqual([]);
});
