// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// Issue 20 item 2: in an external system the monitor reports only the platform's (and the SDK's)
// resources, and every URL it sends — records, their refererUrl, the main report's url, the
// sub-report's performance entries, the resource report — passes allowUrls/denyUrls and has its
// query values removed unless `sendDefaultPii: true` (docs/monitor.md "URLs", docs/security.md
// "What the monitor stores and sends"). Asserted on what reached the demo host.
import type { Page } from '@playwright/test';
import { type Demo, expect, test } from '../support/fixtures';

const SECRETS = [
  'jane@example.com',
  'SECRET-PAGE',
  'SECRET-HASH',
  'SECRET-CRM',
  'SECRET-SCRIPT',
  'SECRET-PLATFORM',
  'SECRET-SDK',
];
const SUB = '/api/front/monitor/report/reportSubData';
const MAIN = '/api/front/monitor/report/reportData';
const RESOURCES = '/cp/resourceReport.json';

/**
 * A CRM page on the first origin embedding the platform on the second, doing its own traffic.
 * Resolves to the page's uncaught errors, collected from the start (the array keeps filling).
 */
async function crmPage(page: Page, demo: Demo, monitor: string): Promise<string[]> {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto('/pages/blank.html?email=jane%40example.com&access_token=SECRET-PAGE#token=SECRET-HASH');
  await page.evaluate(
    async ({ platform, monitor }) => {
      const A = (window as any).Atrium;
      (window as any).PLATFORM = platform; // for the hooks below
      await A.init({
        apiDomain: platform,
        staticDomain: platform,
        eteamsid: 'demo-session-0001',
        withCredentials: true,
        monitor: new Function(`return (${monitor});`)(),
      });
      // The CRM's own traffic: an API call with personal data in its query, its own script.
      await fetch('/crm/customers?email=jane%40example.com&access_token=SECRET-CRM').catch(() => {});
      await new Promise((r) => {
        const s = document.createElement('script');
        s.src = '/pages/monitor/crm-app.js?token=SECRET-SCRIPT';
        s.onload = s.onerror = r;
        document.head.append(s);
      });
      // A platform resource and an SDK request, both with values in their query.
      await new Promise((r) => {
        const i = document.createElement('img');
        i.onload = i.onerror = r;
        i.src = `${platform}/build/missing-platform.png?password=SECRET-PLATFORM`;
        document.body.append(i);
      });
      await new Promise((r) => {
        const l = document.createElement('link');
        l.rel = 'stylesheet';
        l.onload = l.onerror = r;
        l.href = `${platform}/build/platform.css?password=SECRET-PLATFORM`;
        document.head.append(l);
      });
      await A.request({ url: '/api/monitor-test/missing?eteamsid=SECRET-SDK' }).catch(() => {});
      for (let i = 0; i < 3; i++) await A.flushErrors();
    },
    { platform: demo.secondOrigin, monitor },
  );
  return pageErrors;
}

/** Everything the monitor endpoints received, as text. */
async function sent(demo: Demo): Promise<string> {
  const bodies = [];
  for (const path of [MAIN, SUB, RESOURCES, '/api/tissot/frontErrorRecord'])
    for (const e of await demo.log(path)) bodies.push(e.body);
  return JSON.stringify(bodies);
}

test.describe('the monitor keeps the host page’s traffic private', () => {
  test('external system: only platform resources are reported, every URL without query values', async ({
    page,
    demo,
  }) => {
    test.setTimeout(60_000);
    await crmPage(page, demo, 'true');
    await demo.waitForRequests(SUB, 1, 15_000);
    await demo.waitForRequests(RESOURCES, 1, 20_000);
    const text = await sent(demo);
    expect(SECRETS.filter((s) => text.includes(s))).toEqual([]);
    // The host's own resources are not reported at all; the platform's are, by name.
    expect(text).not.toContain('/crm/customers');
    expect(text).not.toContain('crm-app.js');
    const perf = (await demo.log(SUB)).flatMap(
      (e) => ((e.body as any).data?.perf ?? []) as Array<{ name: string }>,
    );
    expect(perf.map((p) => p.name)).toContain(`${demo.secondOrigin}/build/missing-platform.png?password`);
    const resources = (await demo.log(RESOURCES)).flatMap(
      (e) => (e.body as { resourceList: Array<{ resourceUrl: string; pageUrl: string }> }).resourceList,
    );
    // The SDK's own script is the SDK's resource, wherever it was served from (here the page's origin).
    expect(resources.map((r) => r.resourceUrl).sort()).toEqual(
      [`${demo.origin}/dist/atrium.umd.js`, `${demo.secondOrigin}/build/platform.css?password`].sort(),
    );
    expect(resources[0]?.pageUrl).toBe(`${demo.origin}/pages/blank.html?email&access_token#token`);
    const main = (await demo.log(MAIN))[0]?.body as { url: string };
    expect(main.url).toBe(`${demo.origin}/pages/blank.html?email&access_token#token`);
    const errors = (await demo.log('/api/tissot/frontErrorRecord')).flatMap(
      (e) => ((e.body as any).dtos ?? []) as Array<Record<string, string>>,
    );
    const ajax = errors.find((r) => String(r.filePath ?? '').includes('/api/monitor-test/missing'));
    expect(ajax?.filePath).toBe(`${demo.secondOrigin}/api/monitor-test/missing?eteamsid`);
    expect(ajax?.refererUrl).toBe(`${demo.origin}/pages/blank.html?email&access_token#token`);
  });

  test('sendDefaultPii: true keeps the values; denyUrls removes a URL everywhere', async ({ page, demo }) => {
    test.setTimeout(60_000);
    await crmPage(page, demo, "{ sendDefaultPii: true, denyUrls: ['monitor-test'] }");
    await demo.waitForRequests(SUB, 1, 15_000);
    await demo.waitForRequests(RESOURCES, 1, 20_000);
    const text = await sent(demo);
    expect(text).toContain('missing-platform.png?password=SECRET-PLATFORM');
    expect(text).toContain('access_token=SECRET-PAGE');
    expect(text).not.toContain('monitor-test');
    expect(text).not.toContain('/crm/customers');
  });
});

/** The main report's url, the resource report's entries and the sub-reports' entry names. */
async function reports(demo: Demo) {
  const main = (await demo.log(MAIN)).map((e) => (e.body as { url: string }).url);
  const resources = (await demo.log(RESOURCES)).flatMap(
    (e) => (e.body as { resourceList: Array<{ resourceUrl: string; pageUrl: string }> }).resourceList,
  );
  const perf = (await demo.log(SUB)).flatMap(
    (e) => ((e.body as any).data?.perf ?? []) as Array<{ name: string; entryType: string }>,
  );
  const records = (await demo.log('/api/tissot/frontErrorRecord')).flatMap(
    (e) => ((e.body as any).dtos ?? []) as Array<Record<string, string>>,
  );
  return { main, resources, perf, records };
}

// `beforeSendUrl(url, kind)` sees every URL the monitor sends (docs/monitor.md#beforesendurl);
// `beforeSend` stays the error records' hook, as in Sentry. What the hook returns is hostile.
test.describe('beforeSendUrl: the host’s hook for every URL the monitor sends', () => {
  test('dropping or rewriting a URL takes effect in every report; rules still apply after the hook', async ({
    page,
    demo,
  }) => {
    test.setTimeout(60_000);
    const pageErrors = await crmPage(
      page,
      demo,
      `{
        beforeSendUrl(url, kind) {
          (window.urlKinds ??= new Set()).add(kind);
          if (url.includes('platform.css')) return null; // drop
          if (url.includes('/dist/atrium.umd.js')) return PLATFORM + '/build/renamed.js?token=SECRET-HOOK';
          if (url.includes('missing-platform.png')) return 'https://crm.invalid/moved.png'; // off the platform
          if (kind === 'page') return location.origin + '/pages/renamed.html?view=SECRET-HOOK#k=SECRET-HOOK';
          return url;
        },
        beforeSend(record) {
          // Written for error records: it would throw on another shape.
          (window.recordTypes ??= []).push(record.errType + ':' + record.message.length);
          // Puts the raw page URL back: the rules apply again after the hook.
          return { ...record, refererUrl: location.href, message: record.message + ' at ' + location.href };
        },
      }`,
    );
    await demo.waitForRequests(SUB, 1, 15_000);
    await demo.waitForRequests(RESOURCES, 1, 20_000);
    const text = await sent(demo);
    expect([...SECRETS, 'SECRET-HOOK'].filter((s) => text.includes(s))).toEqual([]);
    expect(text).not.toContain('platform.css');
    expect(text).not.toContain('missing-platform.png');
    const renamedPage = `${demo.origin}/pages/renamed.html?view#k`;
    const renamedSdk = `${demo.secondOrigin}/build/renamed.js?token`;
    const { main, resources, perf, records } = await reports(demo);
    // Main report.
    expect(main).toEqual([renamedPage]);
    // Resource report: the SDK script under its new name, the dropped stylesheet absent.
    expect(resources.map((r) => r.resourceUrl)).toEqual([renamedSdk]);
    expect(resources.map((r) => r.pageUrl)).toEqual([renamedPage]);
    // Sub-reports: the same rewrite; the image moved off the platform is not reported.
    const resourceNames = perf.filter((p) => p.entryType === 'resource').map((p) => p.name);
    expect(resourceNames).toContain(renamedSdk);
    expect(resourceNames.filter((n) => /platform|crm\.invalid|atrium\.umd/.test(n))).toEqual([]);
    // Records: their URLs went through the hook, and beforeSend's raw URL was reduced again.
    const ajax = records.find((r) => String(r.filePath ?? '').includes('/api/monitor-test/missing'));
    expect(ajax?.filePath).toBe(`${demo.secondOrigin}/api/monitor-test/missing?eteamsid`);
    const cleanPage = `${demo.origin}/pages/blank.html?email&access_token#token`;
    expect(ajax?.refererUrl).toBe(cleanPage);
    expect(ajax?.message?.endsWith(` at ${cleanPage}`)).toBe(true);
    // beforeSend saw records only; beforeSendUrl saw every kind of URL.
    const seen = await page.evaluate(() => ({
      kinds: [...((window as any).urlKinds ?? [])].sort(),
      types: (window as any).recordTypes ?? [],
    }));
    expect(seen.types.length).toBeGreaterThan(0);
    expect(seen.types.every((t: string) => /^[a-zA-Z0-9]+:\d+$/.test(t))).toBe(true);
    expect(seen.kinds).toEqual(expect.arrayContaining(['page', 'record', 'resource']));
    expect(pageErrors).toEqual([]);
  });

  test('a hook that throws or returns garbage loses nothing and throws nothing into the page', async ({
    page,
    demo,
  }) => {
    test.setTimeout(60_000);
    const pageErrors = await crmPage(
      page,
      demo,
      `{
        beforeSendUrl(url) {
          window.urlCalls = (window.urlCalls ?? 0) + 1;
          const garbage = [
            () => { throw new Error('a buggy url hook'); },
            () => 42,
            () => ({ toString: () => 'https://crm.invalid/?token=SECRET-OBJ' }),
            () => Promise.resolve('https://crm.invalid/?token=SECRET-PROMISE'),
            () => 'https://crm.invalid/' + 'SECRET-LONG'.repeat(10000),
            () => undefined,
            () => ['SECRET-ARRAY'],
            () => Symbol('SECRET-SYMBOL'),
            () => { throw 'SECRET-THROWN'; },
          ];
          return garbage[window.urlCalls % garbage.length]();
        },
      }`,
    );
    await demo.waitForRequests(SUB, 1, 15_000);
    await demo.waitForRequests(RESOURCES, 1, 20_000);
    const text = await sent(demo);
    expect(text).not.toContain('SECRET');
    expect(text).not.toContain('crm.invalid');
    // Every URL went as the rules left it: nothing lost.
    const cleanPage = `${demo.origin}/pages/blank.html?email&access_token#token`;
    const { main, resources, perf, records } = await reports(demo);
    expect(main).toEqual([cleanPage]);
    expect(resources.map((r) => r.resourceUrl).sort()).toEqual(
      [`${demo.origin}/dist/atrium.umd.js`, `${demo.secondOrigin}/build/platform.css?password`].sort(),
    );
    expect(resources.every((r) => r.pageUrl === cleanPage)).toBe(true);
    expect(perf.map((p) => p.name)).toContain(`${demo.secondOrigin}/build/missing-platform.png?password`);
    const ajax = records.find((r) => String(r.filePath ?? '').includes('/api/monitor-test/missing'));
    expect(ajax?.filePath).toBe(`${demo.secondOrigin}/api/monitor-test/missing?eteamsid`);
    expect(ajax?.refererUrl).toBe(cleanPage);
    expect(await page.evaluate(() => (window as any).urlCalls)).toBeGreaterThan(9);
    expect(pageErrors).toEqual([]);
  });
});
