import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import type { Switches } from '../../../src/env/store';
import type { PostResult } from '../../../src/monitor/http';
import { createReporter, type MainReport } from '../../../src/monitor/reporter';
import { switchesFromResponse } from '../../../src/monitor/switches';
import { fakeClock } from './fake-clock';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

const MAIN = { id: 'main-1', url: 'u' } as MainReport;
const ON = {
  switchStatus: true,
  routeSwitchStatus: 1,
  traceIdSwitchStatus: 'true',
  renderSwitchStatus: false,
  mobxActionSwitchStatus: 0,
};

function setup(
  answer: (kind: string, call: number) => PostResult | Error = () => ({
    status: 200,
    body: { code: 200, data: ON },
  }),
) {
  const clock = fakeClock();
  const posts: Array<{ kind: string; body: Record<string, unknown>; at: number }> = [];
  const switches: Switches[] = [];
  let user = true;
  const reporter = createReporter({
    clock,
    mainReport: () => MAIN,
    post: async (kind, body) => {
      posts.push({ kind, body: structuredClone(body) as Record<string, unknown>, at: clock.now() });
      const a = answer(kind, posts.filter((p) => p.kind === kind).length);
      if (a instanceof Error) throw a;
      return a;
    },
    hasUser: () => user,
    onSwitches: (s) => switches.push(s),
    extras: () => ({ traceIds: { success: [], error: [] } }),
  });
  return {
    clock,
    posts,
    switches,
    reporter,
    setUser: (u: boolean) => {
      user = u;
    },
  };
}

test('switch fields of the answer become the five switches; anything else is all off', () => {
  expect(switchesFromResponse({ data: ON })).toEqual({
    master: true,
    route: true,
    traceId: true,
    render: false,
    mobxAction: false,
  });
  expect(switchesFromResponse({ code: 500 })).toEqual({
    master: false,
    route: false,
    traceId: false,
    render: false,
    mobxAction: false,
  });
  expect(switchesFromResponse(undefined).master).toBe(false);
});

test('main report once after 3000 ms, then sub-reports every 300000 ms', async () => {
  const s = setup();
  s.reporter.start();
  s.reporter.submit('fmp', { t: 1 });
  await s.clock.advance(2_999);
  expect(s.posts).toHaveLength(0);
  await s.clock.advance(1);
  expect(s.posts.map((p) => p.kind)).toEqual(['report', 'subReport']);
  expect(s.posts[0]!.body).toMatchObject({ id: 'main-1', ignoreSwitchStatus: false });
  expect(s.posts[1]!.body).toMatchObject({
    reportId: 'main-1',
    reportData: MAIN,
    ignoreSwitchStatus: true,
    data: { fmp: [{ t: 1 }], traceIds: { success: [], error: [] } },
  });
  expect(s.switches.at(-1)).toMatchObject({ master: true, route: true, traceId: true });
  await s.clock.advance(300_000);
  expect(s.posts.map((p) => p.kind)).toEqual(['report', 'subReport', 'subReport']);
  expect(s.posts[2]!.body.ignoreSwitchStatus).toBe(false);
});

test('the 500 ms fuse skips repeats of a task type, but never fmp or fpt', async () => {
  const s = setup();
  expect(s.reporter.submit('route', 1)).toBe(true);
  await s.clock.advance(499);
  expect(s.reporter.submit('route', 2)).toBe(false);
  await s.clock.advance(1);
  expect(s.reporter.submit('route', 3)).toBe(true);
  expect(s.reporter.submit('fmp', 1)).toBe(true);
  expect(s.reporter.submit('fmp', 2)).toBe(true);
  expect(s.reporter.submit('fpt', 1)).toBe(true);
  expect(s.reporter.submit('fpt', 2)).toBe(true);
});

test('a failed sub-report turns switches off, keeps its tasks and is re-sent after 800 ms', async () => {
  const s = setup((kind, call) =>
    kind === 'subReport' && call === 1
      ? { status: 500, body: { code: 500 } }
      : { status: 200, body: { data: ON } },
  );
  s.reporter.start();
  s.reporter.submit('route', { r: 1 });
  await s.clock.advance(3_000);
  expect(s.switches.at(-1)?.master).toBe(false);
  await s.clock.advance(799);
  expect(s.posts.filter((p) => p.kind === 'subReport')).toHaveLength(1);
  await s.clock.advance(1);
  const subs = s.posts.filter((p) => p.kind === 'subReport');
  expect(subs).toHaveLength(2);
  expect((subs[1]!.body.data as { route: unknown[] }).route).toEqual([{ r: 1 }]);
  expect(s.switches.at(-1)?.master).toBe(true);
});

test('a network failure of the main report is retried after 800 ms; a 404 stops reporting', async () => {
  const s = setup((kind, call) =>
    kind === 'report' && call === 1 ? new Error('offline') : { status: 404, body: null },
  );
  s.reporter.start();
  await s.clock.advance(3_000);
  await s.clock.advance(800);
  expect(s.posts.map((p) => p.kind)).toEqual(['report', 'report']);
  await s.clock.advance(300_000);
  expect(s.posts.map((p) => p.kind)).toEqual(['report', 'report']);
  expect(s.switches.at(-1)?.master).toBe(false);
});

test('no user: nothing is sent until one appears', async () => {
  const s = setup();
  s.setUser(false);
  s.reporter.start();
  await s.clock.advance(5_000);
  expect(s.posts).toHaveLength(0);
  s.setUser(true);
  s.reporter.userReady();
  await s.clock.advance(0);
  expect(s.posts.map((p) => p.kind)).toEqual(['report', 'subReport']);
});

test('200 waiting resource entries send a sub-report early', async () => {
  const s = setup();
  s.reporter.start();
  await s.clock.advance(3_000);
  const before = s.posts.length;
  s.reporter.addPerf(Array.from({ length: 199 }, () => ({ entryType: 'resource' })));
  await s.clock.advance(0);
  expect(s.posts.length).toBe(before);
  s.reporter.addPerf([{ entryType: 'resource' }]);
  await s.clock.advance(0);
  expect(s.posts.length).toBe(before + 1);
  expect((s.posts.at(-1)!.body.data as { perf: unknown[] }).perf).toHaveLength(200);
});

test('stop clears every timer', async () => {
  const s = setup();
  const stop = s.reporter.start();
  stop();
  expect(s.clock.pending()).toBe(0);
  await s.clock.advance(400_000);
  expect(s.posts).toHaveLength(0);
});

test('with the master switch off, sub-reports only poll for switches and carry no data', async () => {
  const s = setup(() => ({ status: 200, body: { data: { switchStatus: false } } }));
  s.reporter.start();
  await s.clock.advance(3_000);
  expect(s.switches.at(-1)?.master).toBe(false);
  expect(s.reporter.submit('route', { r: 1 })).toBe(false);
  s.reporter.addPerf(Array.from({ length: 300 }, () => ({ entryType: 'resource' })));
  await s.clock.advance(300_000);
  const last = s.posts.at(-1)!;
  expect(last.kind).toBe('subReport');
  expect(last.body.data).toEqual({ traceIds: { success: [], error: [] } });
});
