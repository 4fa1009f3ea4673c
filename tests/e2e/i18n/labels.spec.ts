import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { I18nWindow } from './window';

const ZH_COMMON = '/static/public/resource/i18n/zh_CN/common.json';

test('the bundle: N concurrent loadLabels callers share one request; later calls reuse it', async ({
  page,
  demo,
}) => {
  await page.goto('/pages/blank.html');
  await demo.fault({ path: ZH_COMMON, latency: 300 }); // keep the request open while others call
  const result = await page.evaluate(async () => {
    const calls = Array.from({ length: 12 }, () =>
      (window as unknown as I18nWindow).Atrium.loadLabels('common'),
    );
    const settled = await Promise.allSettled(calls);
    await (window as unknown as I18nWindow).Atrium.loadLabels('common');
    return {
      statuses: settled.map((s) => s.status),
      save: (window as unknown as I18nWindow).Atrium.getLabel('common.save'),
      missing: (window as unknown as I18nWindow).Atrium.getLabel('nope', 'Fallback'),
      bare: (window as unknown as I18nWindow).Atrium.getLabel('nope'),
    };
  });
  expect(result.statuses).toEqual(Array(12).fill('fulfilled'));
  expect(result).toMatchObject({ save: '保存', missing: 'Fallback', bare: 'nope' });
  const log = await demo.log(ZH_COMMON);
  expect(log).toHaveLength(1);
  expect(log[0]!.method).toBe('GET');
  // A static file: no custom headers (they would force a CORS preflight on a CDN).
  expect(log[0]!.headers.langtype).toBeUndefined();
  expect(log[0]!.headers.timezoneoffset).toBeUndefined();
});

test('the bundle: different modules are separate requests', async ({ page, demo }) => {
  await page.goto('/pages/blank.html');
  const labels = await page.evaluate(async () => {
    await Promise.all([
      (window as unknown as I18nWindow).Atrium.loadLabels('common'),
      (window as unknown as I18nWindow).Atrium.loadLabels('crm'),
    ]);
    return [
      (window as unknown as I18nWindow).Atrium.getLabel('common.cancel'),
      (window as unknown as I18nWindow).Atrium.getLabel('crm.customer'),
    ];
  });
  expect(labels).toEqual(['取消', '客户']);
  expect(await demo.log(ZH_COMMON)).toHaveLength(1);
  expect(await demo.log('/static/public/resource/i18n/zh_CN/crm.json')).toHaveLength(1);
});

test('the bundle: a failing load rejects every waiting caller with a clear error, and a later call retries', async ({
  page,
  demo,
}) => {
  await page.goto('/pages/blank.html');
  await demo.fault({ path: ZH_COMMON, status: 500, body: { status: false }, times: 1, latency: 200 });
  const result = await page.evaluate(async () => {
    const first = await Promise.allSettled([
      (window as unknown as I18nWindow).Atrium.loadLabels('common'),
      (window as unknown as I18nWindow).Atrium.loadLabels('common'),
    ]);
    const reasons = first.map((s) => (s.status === 'rejected' ? String((s.reason as Error).message) : 'ok'));
    const names = first.map((s) => (s.status === 'rejected' ? (s.reason as Error).name : 'ok'));
    const before = (window as unknown as I18nWindow).Atrium.getLabel('common.save', 'none');
    await (window as unknown as I18nWindow).Atrium.loadLabels('common');
    return {
      reasons,
      names,
      before,
      after: (window as unknown as I18nWindow).Atrium.getLabel('common.save'),
    };
  });
  expect(result.reasons[0]).toContain('HTTP 500');
  expect(result.reasons[0]).toContain('/static/public/resource/i18n/zh_CN/common.json');
  expect(result.reasons[1]).toBe(result.reasons[0]);
  expect(result.names).toEqual(['I18nRequestError', 'I18nRequestError']);
  expect(result.before).toBe('none');
  expect(result.after).toBe('保存');
  expect(await demo.log(ZH_COMMON)).toHaveLength(2);
});

test('the bundle: an unknown module rejects', async ({ page }) => {
  await page.goto('/pages/blank.html');
  const message = await page.evaluate(() =>
    (window as unknown as I18nWindow).Atrium.loadLabels('no-such-module').then(
      () => 'resolved',
      (e: Error) => e.message,
    ),
  );
  expect(message).toContain('HTTP 404');
});

/** init() with a valid session on the page's origin, the monitor off, and `extra` on top. */
const init = (page: Page, extra: Record<string, unknown> = {}) =>
  page.evaluate(
    (extra) =>
      (window as unknown as I18nWindow).Atrium.init({
        apiDomain: location.origin,
        eteamsid: 'demo-session-0001',
        monitor: false,
        ...extra,
      }),
    extra,
  );

test('translation mode asks the translation endpoint, once for concurrent callers', async ({
  page,
  demo,
}) => {
  await page.goto('/pages/blank.html');
  // Translation mode: localStorage atrium.translationMode (or the page context), read by init().
  await page.evaluate(() => localStorage.setItem('atrium.translationMode', 'true'));
  await init(page);
  const result = await page.evaluate(async () => {
    const A = (window as unknown as I18nWindow).Atrium;
    await Promise.all([A.loadLabels('common'), A.loadLabels('common'), A.loadLabels('common')]);
    return A.getLabel('common.save');
  });
  expect(result).toBe('⟦保存⟧');
  const log = await demo.log('/api/bs/i18n/transmod/getLabels');
  expect(log).toHaveLength(1);
  expect(log[0]!.url).toBe('/api/bs/i18n/transmod/getLabels?module=common');
  expect(log[0]!.query).toEqual({ module: 'common' });
  expect(log[0]!.headers.enabletrans).toBe('true');
  expect(await demo.log('/static/public/resource/i18n/*')).toHaveLength(0);
});

test('tenant overrides win, per language; each language is its own request', async ({ page, demo }) => {
  await page.addInitScript(() => {
    (window as unknown as { TEAMS: object }).TEAMS = { tenantKey: 'tenant-acme' };
  });
  await page.goto('/pages/blank.html');
  await init(page);
  const zh = await page.evaluate(async () => {
    const A = (window as unknown as I18nWindow).Atrium;
    await A.loadLabels('common');
    return [A.getLabel('common.save'), A.getLabel('common.cancel')];
  });
  await page.evaluate(() => (window as unknown as I18nWindow).Atrium.destroy());
  await init(page, { locale: 'en_US' });
  const en = await page.evaluate(async () => {
    const A = (window as unknown as I18nWindow).Atrium;
    await Promise.all([A.loadLabels('common'), A.loadLabels('crm')]);
    return {
      labels: [A.getLabel('common.save'), A.getLabel('common.cancel'), A.getLabel('crm.customer')],
      lang: A.getLocale().lang,
    };
  });
  expect(zh).toEqual(['提交', '取消']);
  expect(en.labels).toEqual(['Submit', 'Cancel', 'Client (ACME)']);
  expect(en.lang).toBe('en_US');
  expect(await demo.log(ZH_COMMON)).toHaveLength(1);
  expect(await demo.log('/static/public/resource/i18n/en_US/common.json')).toHaveLength(1);
  expect(await demo.log('/static/public/resource/i18n/en_US/crm.json')).toHaveLength(1);
});

test('label files carry the context versions and go to staticDomain when set', async ({ page, demo }) => {
  await page.addInitScript(() => {
    (window as unknown as { TEAMS: object }).TEAMS = { locale: { version: '7', tenantVersion: '3' } };
  });
  await page.goto('/pages/blank.html');
  await init(page, { staticDomain: demo.secondOrigin });
  await page.evaluate(() => (window as unknown as I18nWindow).Atrium.loadLabels('crm'));
  const log = await demo.log('/static/public/resource/i18n/zh_CN/crm.json');
  expect(log).toHaveLength(1);
  expect(log[0]!.origin).toBe('second');
  expect(log[0]!.query).toEqual({ v: '7', tv: '3' });
});

test('SDK texts come through the same labels: a loaded label overrides the built-in text', async ({
  page,
}) => {
  await page.goto('/pages/blank.html');
  const labels = await page.evaluate(async () => {
    const A = (window as unknown as I18nWindow).Atrium;
    const before = A.getLabel('atrium.time.past', 'built-in');
    await A.loadLabels('atrium');
    return [before, A.getLabel('atrium.time.past')];
  });
  expect(labels).toEqual(['built-in', '{t}以前']);
});
