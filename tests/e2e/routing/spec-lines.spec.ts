// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped window.Atrium
// Issue 13, routing part, against the built script on window.Atrium: the route table's other
// pages and pageUrl's variants are public (L57–L71, L103, L104, L182, L262), blog links find
// their discussion element (L108), every module's create/centre/side dialog opens (L40),
// path-mapping errors are logged (L333), host-less pages open on the default site domain
// (L364), and the user settings are readable after init() (L170–174).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const SESSION = 'demo-session-0001';

test.beforeEach(async ({ page }) => {
  await page.goto('/pages/routing/links.html');
});

/** Runs init() against the demo host (same origin) with `config` merged in; resolves when ready. */
async function init(page: Page, config: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ({ session, config }) =>
      (window as any).Atrium.init({ eteamsid: session, locale: 'en_US', monitor: false, ...config }),
    { session: SESSION, config },
  );
}

test('the route table and the page URLs are reachable on window.Atrium', async ({ page }) => {
  const out = await page.evaluate(() => {
    const A = (window as any).Atrium;
    return [
      A.resolveRoute('formreport', '42', { page: 'groupVoteList' }),
      A.resolveRoute('hrm', undefined, { page: 'anniversaryReminderAdmin' }),
      A.resolveRoute('batchTask', 'B7__flag=1', { page: 'messageList' }),
      A.resolveRoute('archiveBrowser', '3', { device: 'mobile' }),
      A.pageUrl('workflow', '9', { variant: 'form' }),
      A.pageUrl('file', 'f1', { variant: 'fallback', moduleId: 'doc' }),
    ];
  });
  expect(out).toEqual([
    '/mobile/formreport/groupVoteList/42',
    '/mobile/hrm/anniversaryReminder?isAdmin=1',
    '/mobile/inc/messagelist?batchNo=B7&flag=1',
    '/mobile/archive/archiveView?arcId=3',
    '/spa/workflow/index_form.jsp#/main/workflow/req?requestid=9',
    '/api/file/remotedownload/f1/doc/',
  ]);
});

test('L108: a link in a blog discussion finds the enclosing discussion id itself', async ({ page }) => {
  const urls = await page.evaluate(() => {
    const A = (window as any).Atrium;
    const seen: string[] = [];
    document.body.insertAdjacentHTML(
      'beforeend',
      `<section class="blog-discuss" id="discuss-77"><p><a id="in-class" href="#">doc</a></p></section>
       <div data-discuss-id="d-88"><span><a id="in-attr" href="#">task</a></span></div>
       <a id="outside" href="#">none</a>
       <div id="host" data-discuss-id="d-99"></div>`,
    );
    // a link inside an open shadow root: found through the event's composed path (crosses the root)
    const host = document.getElementById('host') as HTMLElement;
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<a id="in-shadow" href="#">shadow</a>';
    const handler = (event: Event) => {
      event.preventDefault();
      // no discussId passed: the SDK looks at the event being handled
      seen.push(A.pageUrl('doc', '5', { from: 'blog' }));
    };
    for (const id of ['in-class', 'in-attr', 'outside'])
      document.getElementById(id)?.addEventListener('click', handler);
    // browsers hide window.event from listeners inside a shadow tree: there the event is passed
    shadow.getElementById('in-shadow')?.addEventListener('click', (event) => {
      event.preventDefault();
      seen.push(A.pageUrl('doc', '5', { from: 'blog', source: event }));
    });
    for (const id of ['in-class', 'in-attr', 'outside']) document.getElementById(id)?.click();
    (shadow.getElementById('in-shadow') as HTMLElement).click();
    // an explicit source element, outside any handler
    seen.push(A.pageUrl('task', '9', { from: 'blog', source: document.getElementById('in-attr') }));
    // an explicit discussId wins
    seen.push(
      A.pageUrl('task', '9', {
        from: 'blog',
        discussId: 'given',
        source: document.getElementById('in-attr'),
      }),
    );
    return seen;
  });
  const doc = (discuss: string) =>
    `/spa/document/index.jsp?id=5&moduleid=blog${discuss}&linkType=doc&linkid=5#/main/document/detail`;
  const task = '/spa/prj/index.html#/main/prj/taskCard?taskid=9&moduleid=blog';
  expect(urls).toEqual([
    doc('&discussid=discuss-77'),
    doc('&discussid=d-88'),
    doc(''),
    doc('&discussid=d-99'),
    `${task}&discussid=d-88&linkType=task&linkid=9`,
    `${task}&discussid=given&linkType=task&linkid=9`,
  ]);
});

test('L40: create, centre and side dialogs open as sub-routes for modules that had none', async ({
  page,
}) => {
  const routes = await page.evaluate(() => {
    const A = (window as any).Atrium;
    const seen: string[] = [];
    const at = () => seen.push(location.pathname + location.search);
    A.openModule('salary', '3');
    at();
    history.back();
    return new Promise<string[]>((resolve) => {
      addEventListener(
        'popstate',
        () => {
          A.openModule('folder', 'shareInner_5', { side: true });
          at();
          history.pushState(null, '', '/pages/routing/links.html');
          A.openModule('task', '', { create: true });
          at();
          history.pushState(null, '', '/pages/routing/links.html');
          A.openModule('formreport', '8__from=m', { create: true });
          at();
          resolve(seen);
        },
        { once: true },
      );
    });
  });
  expect(routes).toEqual([
    '/pages/routing/links.html/salary_SalaryBillDetail/3',
    '/pages/routing/links.html/doc_FolderSideDetail/shareInner_5',
    '/pages/routing/links.html/task_TaskCreate',
    '/pages/routing/links.html/formreport_ReportCreate/8?from=m',
  ]);
});

test('L333: path-mapping errors are logged to the console and open nothing', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  const before = page.url();
  await page.evaluate(() => {
    const A = (window as any).Atrium;
    A.openModule('nope', '1');
    A.openModule('task', '');
    A.openModule('task', '__tab=c');
    A.openModule('salary', '1', { create: true });
  });
  await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(4);
  expect(warnings).toEqual([
    '[atrium] openModule: unknown module nope',
    '[atrium] openModule: missing record id for task',
    '[atrium] openModule: missing record id for task',
    '[atrium] openModule: no create dialog for salary',
  ]);
  expect(page.url()).toBe(before);
});

for (const [overseas, site] of [
  [false, 'https://weapp.eteams.cn'],
  [true, 'https://weapp.eteams.cc'],
] as const) {
  test(`L364: without oadomain or apiDomain, pages open on the default site ${site}`, async ({
    page,
    demo,
  }) => {
    const reached: string[] = [];
    await page.context().route(`${site}/**`, (route) => {
      reached.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<h1>site</h1>' });
    });
    await init(page, { overseas });
    await demo.waitForRequests('/papi/app/baseserver/info/getInfo');
    const popup = page.waitForEvent('popup');
    await page.evaluate(() => (window as any).Atrium.openModule('doc', '5', { link: true }));
    const win = await popup;
    await win.waitForLoadState();
    expect(win.url()).toBe(`${site}/sp/doc/docDetail/5`);
    expect(reached).toEqual([`${site}/sp/doc/docDetail/5`]);
  });
}

test('L170–174: after init() the user settings are readable and listeners hear them', async ({
  page,
  demo,
}) => {
  await page.evaluate(() => {
    const w = window as any;
    w.__settings = [];
    w.Atrium.onUserSettings((s: Record<string, string>) => w.__settings.push(s));
  });
  expect(await page.evaluate(() => (window as any).Atrium.getUserSettings())).toEqual({});
  await init(page, { apiDomain: demo.origin });
  const hits = await demo.waitForRequests('/api/component/base/syncSetting/getSetting');
  expect(hits[0]?.method).toBe('POST');
  await expect
    .poll(() => page.evaluate(() => (window as any).Atrium.getUserSettings()))
    .toEqual({ 'common.openmethod': 'dialog', 'common.autowrap': '1' });
  const last = await page.evaluate(() => (window as any).__settings.at(-1));
  expect(last).toEqual({ 'common.openmethod': 'dialog', 'common.autowrap': '1' });
});
