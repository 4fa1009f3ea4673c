// The security-intercept message (routing/request-ui.ts, docs/reference.md): the refused URL and
// the local time of the refusal, `YYYY-MM-DD HH:mm:ss`, in the page's own time zone.
import { expect, test } from '../support/fixtures';

// Summer time: the offset of the moment itself (UTC−4), not of another season, applies.
test.use({ timezoneId: 'America/New_York' });

test('the intercept message shows the local time of the refusal', async ({ page, demo }) => {
  await page.clock.setFixedTime(new Date('2026-07-04T03:06:07Z'));
  await page.goto('/pages/blank.html');
  const kind = await page.evaluate(async () => {
    const A = (window as unknown as { Atrium: { request(o: object): Promise<unknown> } }).Atrium;
    return A.request({ url: '/api/demo/intercept', method: 'POST', data: {} }).then(
      () => 'resolved',
      (e: { kind: string }) => e.kind,
    );
  });
  expect(kind).toBe('intercept');
  const message = page.getByTestId('atrium-message');
  await expect(message).toContainText(`${demo.origin}/api/demo/intercept`);
  await expect(message).toContainText('2026-07-03 23:06:07');
});
