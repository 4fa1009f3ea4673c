// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// Issue 32 item 9: trust is judged on the URL actually fetched. A documented `beforeRequest` hook
// that sends a call to another origin makes that server's answer a plain one: its `msg` shows no
// message, its sensitive-word shape no dialog (docs/security.md "Answers that show UI").
import { openBlank, runInit } from '../embed/support';
import { expect, test } from '../support/fixtures';

test('a hook that sends the call to another origin: its msg and its sensitive answer show no UI', async ({
  page,
  demo,
}) => {
  await demo.fault({ path: '/api/demo/moved', body: { code: 500, status: false, msg: 'FOREIGN MESSAGE' } });
  await openBlank(page);
  expect((await runInit(page, 'session')).ok).toBe(true);
  const out = await page.evaluate(async (second) => {
    const A = (window as any).Atrium;
    // Every module's non-success msg is shown (the control below shows one from the API origin).
    A.setErrorMessageModules('*');
    A.addRequestHooks({
      beforeRequest: (request: Request) =>
        (request.url.includes('/api/demo/moved') && !request.url.includes('direct')) ||
        request.url.includes('/api/demo/sensitive')
          ? new Request(request.url.replace(location.origin, second), request)
          : undefined,
    });
    const moved = await A.request({ url: '/api/demo/moved' }).then(
      (b: unknown) => ({ ok: true, body: b }),
      (e: any) => ({ ok: false, kind: e.kind }),
    );
    const sensitive = await A.request({ url: '/api/demo/sensitive' }).then(
      (b: unknown) => ({ ok: true, body: b }),
      (e: any) => ({ ok: false, kind: e.kind }),
    );
    return { moved, sensitive };
  }, demo.secondOrigin);
  // Both went to the second origin.
  const log = await demo.log();
  expect(log.filter((e) => e.path === '/api/demo/moved').map((e) => e.origin)).toEqual(['second']);
  expect(log.filter((e) => e.path === '/api/demo/sensitive').map((e) => e.origin)).toEqual(['second']);
  // The sensitive shape from there is a plain answer: no dialog.
  expect(out.sensitive).toMatchObject({ ok: true, body: { data: { code: 401 } } });
  await expect(page.getByTestId('atrium-sensitive-dialog')).toHaveCount(0);
  // Its msg is not the SDK's message.
  await expect(page.getByTestId('atrium-message')).toHaveCount(0);
  // Control: the same answer from the API origin itself does show the message.
  await page.evaluate(() =>
    (window as any).Atrium.request({ url: '/api/demo/moved?direct=1' }).catch(() => {}),
  );
  await expect(page.getByTestId('atrium-message')).toContainText('FOREIGN MESSAGE');
});
