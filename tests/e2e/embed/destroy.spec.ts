// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
import { hold } from '../support/hold';
import { expect, openBlank, runInit, test } from './support';

/** What the SDK may have left on the page. */
function leftovers() {
  const html = document.documentElement;
  const vars = [
    '--atrium-primary',
    '--atrium-primary-hover',
    '--atrium-primary-focus',
    '--atrium-bubble',
    '--atrium-font-color',
    '--atrium-font-size',
  ].filter((v) => html.style.getPropertyValue(v) !== '');
  return {
    overlay: !!document.getElementById('atrium-overlay-root'),
    vars,
    grey: html.classList.contains('atrium-grayscale'),
    greyStyle: !!document.getElementById('atrium-grayscale-style'),
    chunks: document.querySelectorAll('[data-atrium="chunk"]').length,
    library: typeof (window as any).weappDemoLib,
    app: document.getElementById('app')?.innerHTML,
    favicons: [...document.querySelectorAll('link[rel~="icon"]')].map((l) => l.getAttribute('href')),
  };
}

test('destroy() leaves the page as it found it, and init() can run again', async ({ page, demo }) => {
  await openBlank(page);
  await page.evaluate(() => {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = '/own-icon.png';
    document.head.appendChild(link);
  });
  const before = await page.evaluate(leftovers);
  await runInit(page, 'session', { apps: ['@weapp/demo-lib'] });
  await page.evaluate(async () => {
    const A = (window as any).Atrium;
    const w = window as any;
    w.__late = [];
    A.on('step', (s: string) => w.__late.push(s));
    await A.render('#app', 'demoLib.Counter', {});
    A.setGrayscale(true);
    A.setFavicon('/tenant-logo.png');
    A.showUpgradeDialog(new Error('x'));
    A.showBatchTaskResult({ taskId: 't1', failCount: 1, content: 'bad' });
  });
  await expect(page.getByTestId('atrium-upgrade-dialog')).toBeVisible();
  const during = await page.evaluate(leftovers);
  expect(during.overlay && during.grey && during.vars.length > 0 && during.chunks > 0).toBe(true);
  expect(during.favicons).toEqual(['/tenant-logo.png']);

  await page.evaluate(() => (window as any).Atrium.destroy());
  const after = await page.evaluate(leftovers);
  expect(after).toEqual({ ...before, app: '' });
  // passive effect cleanups run after paint (as in React 18)
  await expect.poll(() => page.evaluate(() => (window as any).__demoCounterUnmounts)).toBe(1);
  await expect(page.getByTestId('atrium-upgrade-dialog')).toHaveCount(0);

  // listeners are gone: a fresh init does not reach the old `step` listener
  await demo.clearFaults();
  const again = await runInit(page, 'session', { apps: ['@weapp/demo-lib'] });
  expect(again.ok).toBe(true);
  expect(await page.evaluate(() => (window as any).__late)).toEqual([]);
  await page.evaluate(() => (window as any).Atrium.render('#app', 'demoLib.Hello', { name: 'again' }));
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, again');
});

test('destroy() during init: the old pipeline stops, render rejects NOT_INITIALIZED', async ({ page }) => {
  await openBlank(page);
  // The teams request is held in the browser: destroy() certainly comes while init runs.
  const teams = await hold(page, '**/api/baseserver/layout/baseTeams');
  await page.evaluate(() => {
    const w = window as any;
    w.__first = w.Atrium.init({
      apiDomain: location.origin,
      eteamsid: 'demo-session-0001',
      monitor: false,
    }).then(
      () => 'resolved',
      (e: any) => e.code,
    );
  });
  await teams.arrived;
  const out = await page.evaluate(async () => {
    const w = window as any;
    const A = w.Atrium;
    A.destroy();
    const first = await w.__first;
    const render = await A.render('#app', 'x.Y').then(
      () => 'ok',
      (e: any) => e.code,
    );
    return { first, render };
  });
  expect(out).toEqual({ first: 'NOT_INITIALIZED', render: 'NOT_INITIALIZED' });
  // Then the old request is let go: whatever comes back (or its abort) must apply nothing. A later
  // request to the same path, sent after it and answered after it, is the barrier.
  teams.release();
  const primary = await page.evaluate(async () => {
    await fetch('/api/baseserver/layout/baseTeams').then((r) => r.text());
    await new Promise((r) => setTimeout(r, 0));
    return document.documentElement.style.getPropertyValue('--atrium-primary');
  });
  expect(primary).toBe('');
});

test('an Arabic locale turns the page right-to-left until destroy()', async ({ page }) => {
  await openBlank(page);
  await runInit(page, 'session', { extra: { locale: 'ar_SA' } });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.evaluate(() => (window as any).Atrium.destroy());
  expect(await page.evaluate(() => document.documentElement.getAttribute('dir'))).toBeNull();
});
