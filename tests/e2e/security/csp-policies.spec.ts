// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Every policy docs/csp.md documents, served as the page's Content-Security-Policy around the
// README's deploy example (its HTML and its /my-app/embed-atrium.js, read from README.md, with
// the example origins mapped onto the demo host's): init(), the render and its update, every
// dialog, the grey mode and a monitor upload — with zero `securitypolicyviolation` events. The
// style hashes come from the build's dist/atrium.csp.json, the integrity from atrium.umd.js.sri.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../embed/support';

const root = join(import.meta.dirname, '..', '..', '..');
const dist = join(root, process.env.ATRIUM_OUT || 'dist');
const NONCE = 'csp-tour-n0nce';

/** The policies of docs/csp.md: each ```csp block, named by the heading above it. */
function documentedPolicies(): Array<{ name: string; policy: string }> {
  const doc = readFileSync(join(root, 'docs', 'csp.md'), 'utf8');
  const out: Array<{ name: string; policy: string }> = [];
  let heading = '';
  for (const block of doc.split(/^```/m).entries()) {
    const [i, text] = block;
    if (i % 2 === 0) {
      const headings = [...text.matchAll(/^## (.+)$/gm)];
      if (headings.length) heading = headings[headings.length - 1]?.[1] ?? heading;
    } else if (text.startsWith('csp\n')) out.push({ name: heading, policy: text.slice(4).trim() });
  }
  return out;
}

/** The README's deploy example: its HTML block and the JS block of /my-app/embed-atrium.js. */
function readmeExample(): { html: string; js: string } {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const html = /```html\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const js = /```js\n(\/\/ \/my-app\/embed-atrium\.js[\s\S]*?)```/.exec(readme)?.[1] ?? '';
  return { html, js };
}

interface Origins {
  app: string;
  static: string;
  api: string;
  token: string;
}

function mapOrigins(text: string, o: Origins): string {
  return text
    .replaceAll('https://app.example.com', o.app)
    .replaceAll('https://static.example.com', o.static)
    .replaceAll('https://api.example.com', o.api)
    .replaceAll('https://my-system.example.com', o.token);
}

/** Routes the example's scripts; returns the URL of the page (demo-host/routes/csp.ts) under `policy`. */
async function servePage(page: Page, policy: string, o: Origins, nonce: boolean): Promise<string> {
  const csp = JSON.parse(readFileSync(join(dist, 'atrium.csp.json'), 'utf8'));
  const sri = readFileSync(join(dist, 'atrium.umd.js.sri'), 'utf8').trim();
  expect(csp.script.integrity).toBe(sri);
  const header = mapOrigins(policy, o)
    .replaceAll('{styleSrc}', csp.styleSrc.join(' '))
    .replaceAll('{nonce}', NONCE);
  const example = readmeExample();
  const withNonce = (tag: string) => (nonce ? tag.replaceAll('<script', `<script nonce="${NONCE}"`) : tag);
  const html = withNonce(mapOrigins(example.html, o).replace(/integrity="[^"]*"/, `integrity="${sri}"`));
  let js = mapOrigins(example.js, o).replace('/atrium-token', '/external/atrium-token');
  if (nonce)
    js = js.replace("apps: ['@weapp/demo-lib'],", `apps: ['@weapp/demo-lib'], cspNonce: '${NONCE}',`);
  const script = readFileSync(join(dist, 'atrium.umd.js'));
  await page.route('**/atrium/0.1.0/atrium.umd.js', (route) =>
    route.fulfill({
      body: script,
      contentType: 'text/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
    }),
  );
  await page.route(`${o.app}/my-app/embed-atrium.js`, (route) =>
    route.fulfill({ body: js, contentType: 'text/javascript' }),
  );
  return `${o.app}/demo/csp-page?${new URLSearchParams({ csp: header, html })}`;
}

/** Collects violations and console refusals from before the page's first script. */
async function watchViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (process.env.CSP_DEBUG) console.log('console:', m.text());
    if (/Refused to|Content Security Policy|TrustedTypes|Trusted Type/i.test(m.text()))
      refused.push(m.text());
  });
  page.on('pageerror', (e) => refused.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as any;
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample || ''}`),
    );
  });
  return refused;
}

/** init (the README's example), the render's update, every dialog, grey mode, a monitor upload. */
async function tour(page: Page, demo: { waitForRequests(path: string, n?: number): Promise<unknown> }) {
  await expect(page.locator('#app [data-testid=demo-hello]')).toHaveText('Hello, Grace');
  // lib.css from the static origin applies.
  await expect(page.locator('#app .demo-hello')).toHaveCSS('color', 'rgb(31, 122, 92)');
  const A = (fn: string, ...args: unknown[]) =>
    page.evaluate(({ fn, args }) => (window as any).Atrium[fn](...args), { fn, args });
  const styled = async (testId: string) => {
    await expect(page.getByTestId(testId)).toBeVisible();
    // Styled: the overlay's own styles applied (an unstyled mask would be static).
    expect(
      await page.evaluate(() => {
        const root = document.getElementById('atrium-overlay-root')?.shadowRoot;
        return [...(root?.querySelectorAll('style') ?? [])].every((s) => !!s.sheet);
      }),
    ).toBe(true);
  };
  await A('showUpgradeDialog', new Error('boom'));
  await styled('atrium-upgrade-dialog');
  await page.getByTestId('atrium-upgrade-dialog-close').click();
  await A('showBatchTaskResult', { taskId: 't1', failCount: 2, content: '<b>2</b> rows <i>failed</i>' });
  await styled('atrium-batch-banner');
  await page.evaluate(() => {
    const w = window as any;
    w.__sensitive = w.Atrium.request({ url: '/api/demo/sensitive', method: 'POST', data: {} }).catch(
      () => 'rejected',
    );
  });
  await styled('atrium-sensitive-dialog');
  await page.getByTestId('atrium-sensitive-cancel').click();
  await page.evaluate(() =>
    (window as any).Atrium.request({ url: '/api/demo/intercept', method: 'POST', data: {} }).catch(() => 0),
  );
  await styled('atrium-message');
  void page.evaluate(() => (window as any).Atrium.openLink('https://elsewhere.example/page'));
  await styled('atrium-link-confirm');
  await page.getByTestId('atrium-link-cancel').click();
  void page.evaluate(() => (window as any).Atrium.openLink('/_alink_/employee/1001'));
  await styled('atrium-employee-card');
  await A('setGrayscale', true);
  await expect(page.locator('html')).toHaveClass(/atrium-grayscale/);
  await page.evaluate(() =>
    (window as any).Atrium.request({ url: '/api/demo/session/actionMsg', method: 'POST', data: {} }).catch(
      () => 0,
    ),
  );
  await styled('atrium-relogin-dialog');
  await A('captureError', new Error('csp-tour'));
  await page.evaluate(() => (window as any).Atrium.flushErrors());
  await demo.waitForRequests('/api/tissot/frontErrorRecord', 1);
}

const configs: Record<string, (d: { origin: string; secondOrigin: string }) => Origins> = {
  'Same origin, no nonce (a static page)': (d) => ({
    app: d.origin,
    static: d.origin,
    api: d.origin,
    token: d.origin,
  }),
  'Separate static and API origins': (d) => ({
    app: d.origin,
    static: d.secondOrigin,
    api: d.secondOrigin,
    token: d.origin,
  }),
  "Nonce with 'strict-dynamic'": (d) => ({ app: d.origin, static: d.origin, api: d.origin, token: d.origin }),
  'Trusted Types': (d) => ({ app: d.origin, static: d.origin, api: d.origin, token: d.origin }),
};

test('docs/csp.md documents the four configurations, and README.md the example the tests serve', () => {
  expect(documentedPolicies().map((p) => p.name)).toEqual(Object.keys(configs));
  const { html, js } = readmeExample();
  expect(html).toContain('integrity=');
  expect(html).not.toMatch(/<script>\s*\S/); // no inline script
  expect(js).toContain('Atrium.init(');
});

for (const { name, policy } of documentedPolicies()) {
  test(`CSP "${name}": the README's example, every dialog and the monitor — zero violations`, async ({
    page,
    demo,
  }) => {
    const make = configs[name];
    if (!make) throw new Error(`docs/csp.md has a policy the test does not know: ${name}`);
    const origins = make(demo);
    const refused = await watchViolations(page);
    await page.goto(await servePage(page, policy, origins, policy.includes('{nonce}')));
    await tour(page, demo);
    const violations = await page.evaluate(() => (window as any).__csp);
    console.log(`CSP "${name}": ${violations.length} violations`);
    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
    if (policy.includes('trusted-types atrium')) {
      expect(await page.evaluate(() => typeof (window as any).trustedTypes?.createPolicy)).toBe('function');
    }
  });
}
