// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// docs/spec-coverage.md L349: 48 ms is the threshold of state-change actions (the mobxAction switch), measured
// around the action with measureAction(); render passes are judged by 100 ms only.

import { demoControl } from '../support/control';
import { expect, test } from '../support/fixtures';

const SUB = '/api/front/monitor/report/reportSubData';

test('L349: with the mobxAction switch, actions of 48 ms and more are reported; render passes are not actions', async ({
  page,
  demo,
}) => {
  await demoControl(demo.origin, 'monitor/switches', {
    body: { switchStatus: true, mobxActionSwitchStatus: true },
  });
  await page.goto('/pages/blank.html?wea_link_keep_react_render=1');
  await page.evaluate(() => {
    const A = (window as any).Atrium;
    A.setCurrentUser({ id: 'u-1', employeeId: 'emp-42' });
    A.startMonitor();
  });
  await demo.waitForRequests(SUB, 1); // the switches arrive with the first answer
  const results = await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const busy = (ms: number) => {
      const t = performance.now();
      while (performance.now() - t < ms) {
        // a state change that blocks
      }
    };
    // One slow action (the monitor's fuse skips a second submission within 500 ms): an async
    // one, measured until it settles; a fast one (no work at all, so a busy machine cannot
    // stretch it to 48 ms) is not reported.
    const out: unknown[] = [A.measureAction('toggle', () => undefined)];
    out.push(
      await A.measureAction('loadAsync', async () => {
        busy(60);
        return 'loaded';
      }),
    );
    // A render pass of 60 ms: between the two thresholds, not an action.
    const React = A.React;
    function MidPanel() {
      busy(60);
      return React.createElement('div', null, 'mid');
    }
    const host = document.createElement('div');
    document.body.append(host);
    React.render(React.createElement(MidPanel), host);
    await Promise.all(Array.from({ length: 210 }, (_, i) => fetch(`/pages/blank.html?r=${i}`)));
    return out;
  });
  expect(results).toEqual([undefined, 'loaded']);
  const log = await demo.waitForRequests(SUB, 2, 20_000);
  const data = (log[1]!.body as { data: Record<string, Array<Record<string, unknown>> | undefined> }).data;
  const actions = data.mobxAction ?? [];
  expect(actions.map((a) => a.name)).toEqual(['loadAsync']);
  expect(Number(actions[0]?.duration)).toBeGreaterThanOrEqual(48);
  expect(actions.every((a) => a.kind === 'action')).toBe(true);
  // The 60 ms render pass is under the render threshold; a busy machine may stretch it past
  // 100 ms, and then it is rightly reported: what must hold is that nothing under 100 ms is.
  expect((data.render ?? []).filter((r) => Number(r.duration) < 100)).toEqual([]);
});
