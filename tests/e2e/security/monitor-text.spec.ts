// Issue 32 item 6: secrets in the text of monitor records. The SDK's own ajax record for a request
// whose URL carries a token in its query, and errors whose text holds URLs with userinfo or values
// behind brackets and quotes: nothing of the secrets reaches the upload (docs/security.md
// "What the monitor stores and sends"). Asserted on what the demo host received.

import { type AtriumMonitor, boot, flush, monitorState } from '../monitor/helpers';
import { expect, test } from '../support/fixtures';

test('no token, password or query value of a URL in a record’s text reaches the upload', async ({
  page,
  demo,
}) => {
  await demo.fault({ path: '/api/status/500', status: 500, body: { code: 500, status: false, msg: 'boom' } });
  await boot(page);
  await page.evaluate(async () => {
    const A = (window as unknown as { Atrium: AtriumMonitor & { request(o: object): Promise<unknown> } })
      .Atrium;
    await A.request({ url: '/api/status/500?filter[owner]=me&access_token=SECRET-AJAX' }).catch(() => {});
    await A.request({ url: '/api/status/500', params: { q: '(x)', token: 'SECRET-PARAM' } }).catch(() => {});
    const e = new Error('sync failed for https://svc:SECRET-PASSWORD@host.example/x');
    e.stack = `Error: x\n    at f (https://h.example/a.js?t=SECRET-FRAME:10:5)\n    at '/p?a=1'&token=SECRET-QUOTE'`;
    A.captureError(e);
    A.captureError(
      new Error("load [https://h.example/?q=(x)&token=SECRET-BRACKET] {'/x?a=1'&k=SECRET-BRACE}"),
    );
  });
  await expect
    .poll(async () => {
      await flush(page);
      return (await monitorState(demo)).errors.length;
    })
    .toBeGreaterThanOrEqual(4);
  const uploads = JSON.stringify(await demo.log('/api/tissot/frontErrorRecord'));
  expect(uploads).not.toMatch(/SECRET-/);
  const { errors } = await monitorState(demo);
  const ajax = errors.find((e) => e.message.includes('/api/status/500?filter'));
  // The names stay: what was called stays readable.
  expect(ajax?.message).toContain('/api/status/500?filter[owner]&access_token');
  expect(JSON.stringify(errors)).toContain('a.js?t:10:5');
});
