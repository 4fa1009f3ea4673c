// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// docs/spec-coverage.md L268: timeZoneOffset and langType on every API request — the pipeline's own calls
// included — and never on static files (manifests, lib.js/lib.css, label files) or on the
// integrator's own token API, where custom headers would force CORS preflights on a CDN.
import { expect, runInit, test } from '../embed/support';

test('the pipeline: clearCookie, getInfo and baseTeams carry the headers; token API, manifests, app files and labels do not', async ({
  page,
  demo,
}) => {
  await page.goto('/pages/blank.html');
  const offset = await page.evaluate(() => new Date().getTimezoneOffset());
  const out = await runInit(page, 'token', { apps: ['@weapp/demo-lib'], extra: { locale: 'en_US' } });
  expect(out.ok).toBe(true);
  await page.evaluate(() => (window as any).Atrium.loadLabels('common'));

  const api = [
    '/papi/app/baseserver/clearCookie',
    '/papi/app/baseserver/info/getInfo',
    '/api/baseserver/layout/baseTeams',
  ];
  for (const path of api) {
    const [entry] = await demo.log(path);
    expect(entry, path).toBeDefined();
    expect(entry?.headers.timezoneoffset, path).toBe(String(offset));
    expect(entry?.headers.langtype, path).toBe('en_US');
  }
  const all = await demo.log();
  const isStatic = (p: string) =>
    p === '/external/atrium-token' ||
    p.endsWith('manifest.json') ||
    p.endsWith('moduleversion.json') ||
    p.startsWith('/build/demo-lib/') ||
    p.startsWith('/static/public/resource/i18n/');
  const statics = all.filter((e) => isStatic(e.path));
  // The token API, at least one manifest, lib.js, lib.css and the label file were fetched.
  expect(statics.map((e) => e.path)).toEqual(
    expect.arrayContaining([
      '/external/atrium-token',
      '/build/demo-lib/asset-manifest.json',
      '/static/public/resource/i18n/en_US/common.json',
    ]),
  );
  expect(statics.some((e) => e.path.endsWith('.js'))).toBe(true);
  for (const entry of statics) {
    expect(entry.headers.timezoneoffset, entry.path).toBeUndefined();
    expect(entry.headers.langtype, entry.path).toBeUndefined();
  }
});

test('a token API on a platform API path carries the headers, at init and on refresh, without the old session id', async ({
  page,
  demo,
}) => {
  await page.goto('/pages/blank.html');
  const out = await runInit(page, 'none', { extra: { authTokenApi: '/api/demo/token', oadomain: '' } });
  expect(out.ok).toBe(true);
  // The session goes stale; the next request meets expiry and refreshes through the token API.
  const result = await page.evaluate(async () => {
    await fetch('/api/demo/session-set', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: 'other' }),
    });
    const A = (window as any).Atrium;
    const body = await A.request({ url: '/api/demo/session/status' });
    return body.code;
  });
  expect(result).toBe(200);
  const tokens = await demo.log('/api/demo/token');
  expect(tokens).toHaveLength(2);
  for (const token of tokens) {
    expect(token.headers.timezoneoffset).toBeDefined();
    expect(token.headers.langtype).toBe('zh_CN');
    expect(token.headers.eteamsid).toBeUndefined();
  }
});
