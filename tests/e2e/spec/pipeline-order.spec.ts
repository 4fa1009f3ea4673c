// docs/spec-coverage.md L212 (step 1): clearCookie runs beside the token request, and completes before the
// session step starts — seen from what reaches the server, with clearCookie held until the token call is done.

import { expect, openBlank, runInit, test } from '../embed/support';
import { hold } from '../support/hold';

for (const mode of ['token', 'request'] as const) {
  test(`${mode}: clearCookie is sent beside the token call and answered before getInfo is sent`, async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const clearCookie = await hold(page, /\/papi\/app\/baseserver\/clearCookie\b/);
    const tokenAnswered = page.waitForResponse((r) => r.url().includes('/external/atrium-token'));
    const outcome = runInit(page, mode);
    await clearCookie.arrived;
    // Beside: the token call is sent and answered while clearCookie is still unanswered.
    await tokenAnswered;
    expect(await demo.log('/papi/app/baseserver/info/getInfo')).toEqual([]);
    clearCookie.release();
    const out = await outcome;
    expect(out.ok).toBe(true);
    const [clear] = await demo.log('/papi/app/baseserver/clearCookie');
    const [token] = await demo.log('/external/atrium-token');
    const [info] = await demo.log('/papi/app/baseserver/info/getInfo');
    if (!clear || !token || !info) throw new Error('missing requests in the demo log');
    expect(token.seq).toBeLessThan(clear.seq);
    // Before the session step: getInfo only once clearCookie reached the host (and was answered).
    expect(info.seq).toBeGreaterThan(clear.seq);
    expect(out.steps.indexOf('clearCookie')).toBeLessThan(out.steps.indexOf('session'));
  });
}
