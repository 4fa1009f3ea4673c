// docs/spec-coverage.md L212 (step 1): clearCookie runs beside the token request, and completes before the
// session step starts — seen from what reaches the server, with clearCookie answering late.
import { expect, openBlank, runInit, test } from '../embed/support';

for (const mode of ['token', 'request'] as const) {
  test(`${mode}: clearCookie is sent beside the token call and answered before getInfo is sent`, async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    await demo.fault({ path: '/papi/app/baseserver/clearCookie', latency: 800 });
    const out = await runInit(page, mode);
    expect(out.ok).toBe(true);
    const [clear] = await demo.log('/papi/app/baseserver/clearCookie');
    const [token] = await demo.log('/external/atrium-token');
    const [info] = await demo.log('/papi/app/baseserver/info/getInfo');
    if (!clear || !token || !info) throw new Error('missing requests in the demo log');
    // Beside: the token call does not wait for clearCookie's late answer.
    expect(token.time - clear.time).toBeLessThan(700);
    // Before the session step: getInfo only after clearCookie answered (800 ms after it arrived).
    expect(info.time - clear.time).toBeGreaterThanOrEqual(780);
    expect(out.steps.indexOf('clearCookie')).toBeLessThan(out.steps.indexOf('session'));
  });
}
