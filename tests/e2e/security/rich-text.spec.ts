// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Issue 20 item 1: server rich text renders inside a confined box (docs/security.md "Rich text
// is confined"). Every overlay/redress payload of corpora/redress.json goes through each path —
// the batch banner's content, a server's error message, the sensitive-word tip, and the
// host-mode `message` event's html — against the built script; in Chromium the test measures that
// nothing inside is positioned, transformed, shifted by margins or drawn outside the box, that no
// form, input, button, dialog or popover survives, and that nothing posts to the sink.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { openBlank, runInit } from '../embed/support';
import { weakSensitiveAnswer } from '../support/answers';
import { expect, test } from '../support/fixtures';

const corpus = JSON.parse(readFileSync(new URL('./corpora/redress.json', import.meta.url), 'utf8')) as {
  payloads: Array<{ html: string; source: string }>;
};

/** What is wrong with `box` (the element rich text renders in): [] when confined. */
function confinement(box: Element, clipping: boolean): string[] {
  const problems = new Set<string>();
  const cs = getComputedStyle(box);
  if (clipping && cs.overflowX !== 'hidden' && cs.overflowX !== 'clip') problems.add('the box does not clip');
  const FORBIDDEN =
    /^(form|input|button|select|textarea|option|label|dialog|details|iframe|svg|style|object|embed)$/;
  for (const el of Array.from(box.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN.test(tag)) problems.add(`<${tag}>`);
    for (const a of ['popover', 'popovertarget', 'class', 'name', 'formaction', 'action', 'width', 'height'])
      if (el.hasAttribute(a)) problems.add(`${tag}[${a}]`);
    const s = getComputedStyle(el);
    if (s.position !== 'static') problems.add(`${tag} position:${s.position}`);
    if ([s.transform, s.translate, s.rotate, s.scale, s.filter].some((v) => v !== 'none'))
      problems.add(`${tag} transformed`);
    if (s.float !== 'none') problems.add(`${tag} float`);
    if ([s.marginTop, s.marginLeft, s.marginRight, s.marginBottom].some((m) => Number.parseFloat(m) < 0))
      problems.add(`${tag} negative margin`);
    if (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) problems.add(`${tag} outline`);
    if (s.boxShadow !== 'none' || s.backgroundImage !== 'none') problems.add(`${tag} paints beyond`);
    if (Number.parseFloat(s.fontSize) > 64 || Number.parseFloat(s.lineHeight) > 100)
      problems.add(`${tag} huge text`);
  }
  // Nothing of the box may be the top element anywhere outside it.
  const root = box.getRootNode() as Document | ShadowRoot;
  const r = box.getBoundingClientRect();
  for (let x = 4; x < innerWidth; x += innerWidth / 24) {
    for (let y = 4; y < innerHeight; y += innerHeight / 16) {
      if (x >= r.left - 1 && x <= r.right + 1 && y >= r.top - 1 && y <= r.bottom + 1) continue;
      const hit = root.elementFromPoint(x, y);
      if (hit && box.contains(hit)) problems.add('drawn outside its box');
    }
  }
  return [...problems];
}

async function measure(box: Locator, clipping = true): Promise<string[]> {
  return box.evaluate((el, [fn, clip]) => new Function('el', 'clip', `return (${fn})(el, clip)`)(el, clip), [
    confinement.toString(),
    clipping,
  ] as const);
}

/** Clicks every element of the box except links (a click on a link would navigate the test page). */
async function pressAll(box: Locator): Promise<void> {
  await box.evaluate((el) => {
    for (const node of Array.from(el.querySelectorAll<HTMLElement>('*'))) {
      if (node.closest('a')) continue;
      node.click();
      if (node instanceof HTMLFormElement) node.requestSubmit?.();
    }
  });
}

const payloads = (sink: string) => corpus.payloads.map((p) => p.html.replaceAll('{sink}', sink));

/**
 * Every payload as the message of a non-success answer: `/api/doc/redress/{i}` (a business
 * module, so the per-module message path shows it) answers code 500 with payload i.
 */
async function payloadMessages(demo: {
  secondOrigin: string;
  fault(f: Array<{ path: string; body: object }>): Promise<void>;
}): Promise<string[]> {
  const list = payloads(demo.secondOrigin);
  await demo.fault(
    list.map((msg, i) => ({ path: `/api/doc/redress/${i}`, body: { code: 500, status: false, msg } })),
  );
  return list;
}

async function noSteal(page: Page, demo: { log(path?: string): Promise<Array<{ path: string }>> }) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect((await demo.log('/steal*')).map((e) => e.path)).toEqual([]);
}

test.describe('rich text is confined to its box', () => {
  test(`the batch banner: ${corpus.payloads.length} redress payloads stay inside`, async ({ page, demo }) => {
    test.setTimeout(180_000);
    expect(corpus.payloads.length).toBeGreaterThanOrEqual(30);
    await openBlank(page);
    const wrong: Array<[string, string[]]> = [];
    for (const [i, html] of payloads(demo.secondOrigin).entries()) {
      await page.evaluate(
        ({ html, i }) =>
          (window as any).Atrium.showBatchTaskResult({ taskId: `r${i}`, failCount: 1, content: html }),
        { html, i },
      );
      const banner = page.locator(`[data-testid="atrium-batch-banner"][data-task-id="r${i}"]`);
      const box = banner.locator('.atrium-batch-text');
      await expect(box).toHaveCount(1);
      const problems = await measure(box);
      if (problems.length) wrong.push([html, problems]);
      else await pressAll(box); // (a box that is not confined could navigate the test page away)
      await banner.getByTestId('atrium-batch-close').click();
      await expect(banner).toHaveCount(0);
    }
    expect(wrong).toEqual([]);
    await noSteal(page, demo);
  });

  test('a server error message (the per-module message path): every payload stays inside', async ({
    page,
    demo,
  }) => {
    test.setTimeout(180_000);
    const list = await payloadMessages(demo);
    await openBlank(page);
    const wrong: Array<[string, string[]]> = [];
    const message = page.getByTestId('atrium-message');
    for (const [i, html] of list.entries()) {
      await page.evaluate(
        (i) => (window as any).Atrium.request({ url: `/api/doc/redress/${i}` }).catch(() => {}),
        i,
      );
      const box = message.locator('.atrium-message-text');
      await expect(box).toHaveCount(1);
      const problems = await measure(box);
      if (problems.length) wrong.push([html, problems]);
      else await pressAll(box); // (a box that is not confined could navigate the test page away)
      await page.getByTestId('atrium-message-close').click();
      await expect(message).toHaveCount(0);
    }
    expect(wrong).toEqual([]);
    await noSteal(page, demo);
  });

  test('the sensitive-word tip stays inside the dialog', async ({ page, demo }) => {
    test.setTimeout(180_000);
    const list = payloads(demo.secondOrigin).slice(0, 24);
    await demo.fault(
      list.map((tip, i) => ({
        path: `/api/redress-tip/${i}`,
        body: weakSensitiveAnswer('bad', [{ name: 'rule', value: 'bad' }], tip),
      })),
    );
    await openBlank(page);
    const wrong: Array<[string, string[]]> = [];
    const dialog = page.getByTestId('atrium-sensitive-dialog');
    for (const [i, html] of list.entries()) {
      await page.evaluate((i) => {
        (window as any).Atrium.request({ url: `/api/redress-tip/${i}`, method: 'POST' }).catch(() => {});
      }, i);
      const box = dialog.locator('.atrium-sensitive-tip');
      await expect(box).toHaveCount(1);
      const problems = await measure(box);
      if (problems.length) wrong.push([html, problems]);
      // (evaluate: an unconfined tip may cover the button)
      await page.getByTestId('atrium-sensitive-cancel').evaluate((b: HTMLElement) => b.click());
      await expect(dialog).toHaveCount(0);
    }
    expect(wrong).toEqual([]);
    await noSteal(page, demo);
  });

  test("ui: 'host': the message event's html is flow markup with nothing that leaves a host's box", async ({
    page,
    demo,
  }) => {
    test.setTimeout(180_000);
    const list = await payloadMessages(demo);
    await openBlank(page);
    expect((await runInit(page, 'session', { extra: { ui: 'host' } })).ok).toBe(true);
    const htmls = await page.evaluate(async (n) => {
      const w = window as any;
      const got: string[] = [];
      w.Atrium.on('message', (m: { html?: string }) => got.push(m.html ?? ''));
      for (let i = 0; i < n; i++) await w.Atrium.request({ url: `/api/doc/redress/${i}` }).catch(() => {});
      return got;
    }, list.length);
    expect(htmls).toHaveLength(list.length);
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'host-box';
      box.style.cssText = 'width:400px;margin:200px auto;';
      document.body.append(box);
    });
    const box = page.locator('#host-box');
    const wrong: Array<[string, string[]]> = [];
    for (const [i, html] of htmls.entries()) {
      await box.evaluate((el, html) => {
        el.innerHTML = html;
      }, html);
      const problems = await measure(box, false);
      if (problems.length) wrong.push([list[i] ?? '', problems]);
      else await pressAll(box);
    }
    expect(wrong).toEqual([]);
    await noSteal(page, demo);
  });

  test('ordinary rich text keeps its markup: bold, links, lists, colours', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() =>
      (window as any).Atrium.showBatchTaskResult({
        taskId: 'ok',
        failCount: 1,
        content:
          '<b>3</b> <span style="color:red;position:fixed">failed</span> <a href="https://example.com/r" target="_blank" pluginname="r">rows</a>',
      }),
    );
    const box = page.getByTestId('atrium-batch-banner').locator('.atrium-batch-text');
    await expect(box.locator('b')).toHaveText('3');
    await expect(box.locator('a[pluginname="r"][target="_blank"][rel="noopener noreferrer"]')).toHaveText(
      'rows',
    );
    expect(await box.locator('span').getAttribute('style')).toBe('color:red');
  });
});
