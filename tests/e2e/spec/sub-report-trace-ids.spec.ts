// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// docs/spec-coverage.md L348 and L350 on the built script: the periodic report every 300000 ms of
// the page's clock (counted from the monitor's start), and the trace ids it carries — the latest 60 successful and 50 failed requests.
// The page runs on a paused fake clock moved by advance() (which waits for every answer first),
// so five minutes of page time pass in a few seconds, however slow the machine.
import { advance, pausedClock } from '../monitor/faults-helpers';
import { boot, monitorState } from '../monitor/helpers';
import { demoControl } from '../support/control';
import { expect, test } from '../support/fixtures';

const SUB = '/api/front/monitor/report/reportSubData';

interface TraceItem {
  traceId: string;
  url: string;
  status?: number;
}

test('L348, L350: a sub-report every 300000 ms; it carries the trace ids of the latest 60 successful and 50 failed requests', async ({
  page,
  demo,
}) => {
  await demoControl(demo.origin, 'monitor/switches', {
    body: { switchStatus: true, traceIdSwitchStatus: true },
  });
  await demo.fault({ path: '/api/demo/missing', status: 500, body: { code: 500, status: false } });
  await pausedClock(page);
  await boot(page);
  // The first sub-report goes 3000 ms after start; the switches come back with its answer.
  await advance(page, 3_000);
  await demo.waitForRequests(SUB, 1);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('atrium.monitor.switches')))
    .toContain('"traceId":true');

  // 70 requests that succeed and 55 that fail, in order, each with its own trace id.
  await page.evaluate(async () => {
    const A = (window as any).Atrium;
    for (let i = 0; i < 70; i++) await A.request({ url: '/api/demo/echo', params: { n: i } });
    for (let i = 0; i < 55; i++)
      await A.request({ url: '/api/demo/missing', params: { n: i } }).catch(() => {});
  });
  const sent = await demo.log();
  const traceOf = (path: string) =>
    sent.filter((e) => e.path === path).map((e) => String(e.query.weappmonitor_traceId ?? ''));
  const ok = traceOf('/api/demo/echo');
  const failed = traceOf('/api/demo/missing');
  expect(ok).toHaveLength(70);
  expect(failed).toHaveLength(55);
  expect(new Set([...ok, ...failed]).size).toBe(125);

  // The period runs from the monitor's start (the first report waits 3000 ms of it): nothing more
  // until 300000 ms after the start, then exactly one.
  await advance(page, 296_000, 8_000);
  expect((await demo.log(SUB)).length).toBe(1);
  await advance(page, 1_000);
  await demo.waitForRequests(SUB, 2);
  const { subReports } = await monitorState(demo);
  expect(subReports).toHaveLength(2);
  const traces = subReports[1]?.data.traceIds as unknown as { success: TraceItem[]; error: TraceItem[] };
  expect(traces.success.map((t) => t.traceId)).toEqual(ok.slice(-60));
  expect(traces.error.map((t) => t.traceId)).toEqual(failed.slice(-50));
  expect(traces.error[0]?.status).toBe(500);
});
