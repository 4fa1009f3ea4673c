// Navigation on a server's word (issue 10 item 1, docs/security.md "Navigation on a server's
// word"), against the built script: a reply with code 20221104 (login URL in `data`, `data.url`
// or `msg`) and a request URL with the single-sign-on marker path navigate only to http(s),
// only at once when same-origin or trusted, else after the confirm — and a login URL is taken
// only from a reply of the API origin.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const SSO = 20221104;

/** Starts `Atrium.request(options)` in the page and waits until it settled. */
async function request(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (options) => {
    const A = (window as unknown as { Atrium: { request(o: object): Promise<unknown> } }).Atrium;
    await A.request(options).catch(() => undefined);
  }, options);
}

/**
 * Starts `Atrium.request(options)` in the page without waiting for it: for a request whose reply
 * navigates the page, where awaiting it inside `page.evaluate` races the navigation ("Execution
 * context was destroyed") — the test waits for the URL instead.
 */
async function startRequest(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.evaluate((options) => {
    const A = (window as unknown as { Atrium: { request(o: object): Promise<unknown> } }).Atrium;
    void A.request(options).catch(() => undefined);
  }, options);
}

/** Collects the SDK's console warnings. */
function warnings(page: Page): string[] {
  const out: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') out.push(m.text());
  });
  return out;
}

async function openBlank(page: Page): Promise<void> {
  await page.goto('/pages/blank.html');
  await page.evaluate(() => {
    (window as unknown as { __pwned: number }).__pwned = 0;
  });
}

const scriptUrls = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:window.__pwned=1',
  ' \tjava\nscript:window.__pwned=1',
  '\u0000javascript:window.__pwned=1',
  'vbscript:msgbox(1)',
  'data:text/html,<script>opener.__pwned=1</script>',
  'file:///etc/passwd',
  'view-source:http://127.0.0.1/',
  'ms-msdt:/id PCWDiagnostic',
  'blob:http://127.0.0.1/x',
];

test.describe("navigation on a server's word", () => {
  for (const [where, body] of [
    ['data', (u: string) => ({ code: SSO, status: false, data: u })],
    ['data.url', (u: string) => ({ code: SSO, status: false, data: { url: u } })],
    ['msg', (u: string) => ({ code: SSO, status: false, msg: u })],
  ] as const) {
    test(`a non-http(s) login URL in ${where} never navigates or runs`, async ({ page, demo }) => {
      await openBlank(page);
      const seen = warnings(page);
      for (const [i, url] of scriptUrls.entries()) {
        await demo.fault({ path: `/api/sec/sso/${i}`, body: body(url) });
        await request(page, { url: `/api/sec/sso/${i}` });
        await expect.poll(() => seen.filter((w) => w.includes('refused to navigate')).length).toBe(i + 1);
      }
      expect(await page.evaluate(() => (window as unknown as { __pwned: number }).__pwned)).toBe(0);
      expect(page.url()).toBe(`${demo.origin}/pages/blank.html`);
    });
  }

  test('an http(s) login URL of another origin asks first; cancel stays, open navigates', async ({
    page,
    demo,
  }) => {
    await openBlank(page);
    const target = `${demo.secondOrigin}/sp/integration/loginSingle?from=foreign`;
    await demo.fault({ path: '/api/sec/sso', body: { code: SSO, status: false, data: target } });
    await request(page, { url: '/api/sec/sso' });
    const dialog = page.getByTestId('atrium-link-confirm');
    await expect(dialog).toContainText(target);
    await page.getByTestId('atrium-link-cancel').click();
    await expect(dialog).toHaveCount(0);
    expect(page.url()).toBe(`${demo.origin}/pages/blank.html`);
    expect(await demo.log('/sp/integration/loginSingle')).toHaveLength(0);

    await request(page, { url: '/api/sec/sso', dedupe: false });
    await page.getByTestId('atrium-link-open').click();
    await page.waitForURL(target);
    const [entry] = await demo.log('/sp/integration/loginSingle');
    expect(entry?.origin).toBe('second');
  });

  test('a same-origin login URL from the API origin opens at once', async ({ page, demo }) => {
    await openBlank(page);
    await demo.fault({
      path: '/api/sec/sso',
      body: { code: SSO, status: false, data: { url: '/sp/integration/loginSingle?from=same' } },
    });
    await startRequest(page, { url: '/api/sec/sso' });
    await page.waitForURL('**/sp/integration/loginSingle?from=same');
  });

  test('a login URL from a server that is not the API origin is ignored', async ({ page, demo }) => {
    await openBlank(page);
    const seen = warnings(page);
    // The second origin answers with a same-origin-looking login URL of the page: still ignored.
    await demo.fault({
      path: '/api/sec/sso',
      body: {
        code: SSO,
        status: false,
        data: `${demo.origin}/sp/integration/loginSingle?from=foreign-reply`,
      },
    });
    await request(page, { url: `${demo.secondOrigin}/api/sec/sso` });
    await expect.poll(() => seen.some((w) => w.includes('not from the API origin'))).toBe(true);
    expect(page.url()).toBe(`${demo.origin}/pages/blank.html`);
    await expect(page.getByTestId('atrium-link-confirm')).toHaveCount(0);
    expect(await demo.log('/sp/integration/loginSingle')).toHaveLength(0);
    const [reply] = await demo.log('/api/sec/sso');
    expect(reply?.origin).toBe('second');
  });

  test('a request URL with the single-sign-on marker follows the same rules', async ({ page, demo }) => {
    await openBlank(page);
    const seen = warnings(page);
    await request(page, { url: 'javascript:window.__pwned=1//sp/integration/loginSingle' });
    await expect.poll(() => seen.some((w) => w.includes('refused to navigate'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __pwned: number }).__pwned)).toBe(0);

    await request(page, {
      url: `${demo.secondOrigin}/sp/integration/loginSingle`,
      params: { from: 'marker' },
    });
    await expect(page.getByTestId('atrium-link-confirm')).toContainText(
      `${demo.secondOrigin}/sp/integration`,
    );
    await page.getByTestId('atrium-link-cancel').click();
    expect(page.url()).toBe(`${demo.origin}/pages/blank.html`);
    expect(await demo.log('/sp/integration/loginSingle')).toHaveLength(0);
  });
});
