// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Issue 11 item 3: in an external system (the page's origin is neither the API's nor the static
// files') the monitor captures only what the SDK and platform components cause, and the host
// refines it with monitor: { allowUrls, denyUrls, beforeSend }.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { monitorState } from './helpers';

/** init() against the second origin (the platform) from a page on the first (the CRM). */
async function initExternal(page: Page, platform: string, controls: string): Promise<void> {
  await page.goto('/pages/blank.html');
  await page.evaluate(
    async ({ platform, controls }) => {
      const A = (window as any).Atrium;
      // The controls are source text so they can hold functions.
      const monitor = new Function(`return (${controls});`)();
      await A.init({
        apiDomain: platform,
        staticDomain: platform,
        eteamsid: 'demo-session-0001',
        withCredentials: true,
        monitor,
      });
    },
    { platform, controls },
  );
}

/** What a CRM page does by itself, plus what the platform causes. */
async function causeErrors(page: Page, platform: string): Promise<void> {
  await page.evaluate(async (platform) => {
    const A = (window as any).Atrium;
    // The CRM's own script throws and leaves a rejection unhandled.
    await new Promise((r) => {
      const s = document.createElement('script');
      s.src = '/pages/monitor/crm-app.js';
      s.onload = r;
      document.head.append(s);
    });
    // The CRM's uncaught error and rejection come in later tasks: wait for their events (the
    // monitor's listeners, added at init, run before these).
    const once = (type: string) => new Promise((r) => window.addEventListener(type, r, { once: true }));
    const crmSeen = Promise.all([once('error'), once('unhandledrejection')]);
    (window as any).crmFail();
    const img = (src: string) =>
      new Promise((r) => {
        const i = document.createElement('img');
        i.onerror = r;
        i.onload = r;
        i.src = src;
        document.body.append(i);
      });
    await img('/crm/missing-logo.png');
    await img(`${platform}/build/missing-platform.png`);
    A.captureError(new Error('platform component failed'), { comName: 'demoLib.Broken' });
    await A.request({ url: '/api/monitor-test/missing' }).catch(() => {});
    await crmSeen;
  }, platform);
}

async function flushAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const A = (window as any).Atrium;
    for (let i = 0; i < 3; i++) await A.flushErrors();
  });
}

test('external system: the host’s own errors stay on the page; platform ones are sent', async ({
  page,
  demo,
}) => {
  await initExternal(page, demo.secondOrigin, 'true');
  await causeErrors(page, demo.secondOrigin);
  await flushAll(page);
  const { errors } = await monitorState(demo);
  const messages = errors.map((e) => e.message);
  expect(messages.some((m) => m.includes('crm'))).toBe(false);
  expect(messages.some((m) => m.includes('jane@example.com'))).toBe(false);
  expect(messages.some((m) => m.includes('missing-logo'))).toBe(false);
  expect(errors.find((e) => e.message.includes('missing-platform.png'))?.errType).toBe('resource');
  expect(errors.find((e) => e.comName === 'demoLib.Broken')?.errType).toBe('e10Com');
  expect(errors.some((e) => e.errType === 'ajax' && e.message.includes('/api/monitor-test/missing'))).toBe(
    true,
  );
});

test('monitor controls: allowUrls, denyUrls and beforeSend (which may change, drop, or throw)', async ({
  page,
  demo,
}) => {
  await initExternal(
    page,
    demo.secondOrigin,
    `{
      allowUrls: ['/crm/', /crm-app\\.js/],
      denyUrls: [/missing-platform/],
      beforeSend(record) {
        if (record.message.includes('rejection')) return null;
        if (record.errType === 'ajax') throw new Error('a buggy hook');
        return { ...record, message: record.message.replace(/[\\w.]+@[\\w.]+/g, '[email]'), id: 'forged' };
      },
    }`,
  );
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await causeErrors(page, demo.secondOrigin);
  await flushAll(page);
  const { errors } = await monitorState(demo);
  const messages = errors.map((e) => e.message);
  // allowUrls lets the CRM's own files in; beforeSend scrubbed the address.
  expect(messages).toContain('Uncaught Error: crm failure for [email]');
  expect(messages.some((m) => m.includes('missing-logo'))).toBe(true);
  // beforeSend returned null: dropped.
  expect(messages.some((m) => m.includes('rejection'))).toBe(false);
  // denyUrls wins over everything.
  expect(messages.some((m) => m.includes('missing-platform'))).toBe(false);
  // A throwing beforeSend keeps the record as it was.
  expect(errors.some((e) => e.errType === 'ajax')).toBe(true);
  // The id is the monitor's, whatever beforeSend returns.
  expect(errors.some((e) => e.id === 'forged')).toBe(false);
  expect(pageErrors.filter((m) => m.includes('buggy hook'))).toEqual([]);
});
