// A browser below the support floor (docs/getting-started.md#supported-browsers): init() rejects
// UNSUPPORTED_BROWSER naming what is missing, at once, and requests nothing — never another code.
import { expect, test } from '../support/fixtures';

test('without AbortController and fetch, init() rejects UNSUPPORTED_BROWSER naming both, and sends nothing', async ({
  page,
  demo,
}) => {
  await page.addInitScript(() => {
    delete (window as { AbortController?: unknown }).AbortController;
    delete (window as { fetch?: unknown }).fetch;
  });
  await page.goto('/pages/blank.html');
  const out = await page.evaluate(async () => {
    const A = (window as unknown as { Atrium: { init(c: object): Promise<void> } }).Atrium;
    return A.init({ apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false }).then(
      () => ({ ok: true }),
      (e: { code: string; message: string }) => ({ code: e.code, message: e.message }),
    );
  });
  expect(out).toEqual({
    code: 'UNSUPPORTED_BROWSER',
    message: expect.stringMatching(/^this browser lacks fetch, AbortController \(Atrium needs Chrome 80/),
  });
  expect(await demo.log('/papi/app/baseserver/info/getInfo')).toHaveLength(0);
});
