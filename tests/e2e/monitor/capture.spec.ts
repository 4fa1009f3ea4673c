import { demoControl } from '../support/control';
import { expect, test } from '../support/fixtures';
import { type AtriumMonitor, boot, flush, monitorState, USER } from './helpers';

test('each capture type reaches the server with its errType and the record fields', async ({
  page,
  demo,
}) => {
  await boot(page);
  await page.evaluate(async () => {
    const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
    // js: an uncaught error
    setTimeout(() => {
      throw new Error('js-uncaught');
    });
    // resource: a failed image, script and stylesheet, seen in the capture phase
    const img = document.createElement('img');
    img.src = '/pages/missing-image.png';
    document.body.append(img);
    const script = document.createElement('script');
    script.src = '/pages/missing-script.js';
    document.head.append(script);
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = '/pages/missing-style.css';
    document.head.append(style);
    // promise: an unhandled rejection; an HTTP-client one is not a promise error
    void Promise.reject(new Error('promise-rejected'));
    const http = new Error('http-client');
    http.name = 'RequestError';
    void Promise.reject(http);
    const ky = new Error('http-client-ky');
    ky.name = 'HTTPError';
    void Promise.reject(ky);
    // ajax: a 404 through request()
    await A.request({ url: '/api/monitor-test/missing' }).catch(() => {});
    // captureError: e10Com, ecode, js
    A.captureError(new Error('component-broke'), { comName: 'demoLib.Hello' });
    const ecode = new Error('ecode-broke');
    ecode.stack = 'Error: ecode-broke\n    at run (https://static.example.com/ecode/abc/index.js:3:7)';
    A.captureError(ecode);
    A.captureError('plain-string');
  });
  // The error events (uncaught error, image, script, rejections) come in later tasks: flush until
  // the last of the expected records has arrived, rather than sleeping.
  const expected = [
    'js-uncaught',
    'missing-image.png',
    'missing-script.js',
    'missing-style.css',
    'promise-rejected',
    '/api/monitor-test/missing',
    'component-broke',
    'ecode-broke',
    'plain-string',
  ];
  let sent = 0;
  await expect
    .poll(async () => {
      sent += await flush(page);
      const messages = (await monitorState(demo)).errors.map((e) => e.message);
      return expected.filter((text) => !messages.some((m) => m.includes(text)));
    })
    .toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(9);
  const { errors, uploads } = await monitorState(demo);
  const byMessage = (text: string) => errors.find((e) => e.message.includes(text));
  expect(byMessage('js-uncaught')?.errType).toBe('js');
  expect(byMessage('missing-image.png')?.errType).toBe('resource');
  expect(byMessage('missing-script.js')?.errType).toBe('resource');
  expect(byMessage('missing-style.css')).toMatchObject({
    errType: 'resource',
    fileName: 'missing-style.css',
  });
  expect(byMessage('promise-rejected')?.errType).toBe('promise');
  expect(byMessage('http-client')).toBeUndefined();
  expect(byMessage('http-client-ky')).toBeUndefined();
  expect(byMessage('/api/monitor-test/missing')?.errType).toBe('ajax');
  expect(byMessage('component-broke')).toMatchObject({ errType: 'e10Com', comName: 'demoLib.Hello' });
  expect(byMessage('ecode-broke')?.errType).toBe('ecode');
  expect(byMessage('plain-string')?.errType).toBe('js');

  const js = byMessage('js-uncaught')!;
  expect(Object.keys(js).sort()).toEqual(
    [
      'id',
      'errType',
      'message',
      'filePath',
      'fileName',
      'lineNumber',
      'colNumber',
      'stack',
      'refererUrl',
      'createTime',
    ].sort(),
  );
  expect(typeof js.createTime).toBe('number');
  expect(Math.abs((js.createTime as number) - Date.now())).toBeLessThan(60_000);
  expect(js.refererUrl).toContain('/pages/blank.html');
  expect(js.lineNumber).toBeGreaterThan(0);
  expect(new Set(errors.map((e) => e.id)).size).toBe(errors.length);
  expect(uploads[0]).toMatchObject({ creator: USER.employeeId });
  expect(String(uploads[0]?.browserInfo)).toMatch(/^chrome \d+/);
  expect(String(uploads[0]?.clientInfo)).toContain('linux');
  const log = await demo.log('/api/tissot/frontErrorRecord');
  expect(log[0]?.headers.langtype).toBe('zh_CN');
  expect(log[0]?.headers.timezoneoffset).toMatch(/^-?\d+$/);
});

test('stopMonitor removes the listeners; captureError before start is replayed', async ({ page, demo }) => {
  await boot(page, { start: false });
  await page.evaluate(async () => {
    const A = (window as unknown as { Atrium: AtriumMonitor }).Atrium;
    A.captureError(new Error('before-start'));
    A.startMonitor();
    A.stopMonitor();
    // Wait for the error event itself (listeners left behind by stopMonitor were added before
    // this one, so they have run by then), then start again.
    await new Promise((r) => {
      window.addEventListener('error', r, { once: true });
      setTimeout(() => {
        throw new Error('after-stop');
      });
    });
    A.startMonitor();
  });
  await flush(page);
  const messages = (await monitorState(demo)).errors.map((e) => e.message);
  expect(messages).toContain('before-start');
  expect(messages).not.toContain('after-stop');
});

test('without a current user nothing is sent; records wait for one', async ({ page, demo }) => {
  // A fake clock: the 3000 ms report delay and the 1 s first upload certainly fire in runFor.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
  await boot(page, { user: false });
  await page.evaluate(() => {
    (window as unknown as { Atrium: AtriumMonitor }).Atrium.captureError(new Error('waiting-for-user'));
  });
  expect(await flush(page)).toBe(0);
  await page.clock.runFor(3_500); // past the 3000 ms report delay
  expect(await demo.log('/api/tissot/*')).toHaveLength(0);
  expect(await demo.log('/api/front/monitor/*')).toHaveLength(0);

  // The report that came due without a user goes as soon as there is one, with no more time
  // passing: the delay did fire above, and held the report back.
  await page.evaluate((user) => {
    (window as unknown as { Atrium: AtriumMonitor }).Atrium.setCurrentUser(user);
  }, USER);
  await demo.waitForRequests('/api/front/monitor/report/reportData', 1);
  // The waiting record goes now: the user's arrival may send it before flushErrors() runs (then
  // the flush has nothing left to acknowledge), so the server is what the test reads.
  await flush(page);
  await demo.waitForRequests('/api/tissot/frontErrorRecord', 1);
  expect((await monitorState(demo)).errors.map((e) => e.message)).toEqual(['waiting-for-user']);
  // Nothing went out earlier without a user: one main report, one upload.
  expect(await demo.log('/api/front/monitor/report/reportData')).toHaveLength(1);
  expect(await demo.log('/api/tissot/frontErrorRecord')).toHaveLength(1);
});

test('localStorage atrium.monitor.stop keeps the monitor off', async ({ page, demo }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000); // paused: only runFor() moves the page's time
  await page.goto('/pages/blank.html');
  await page.evaluate(() => localStorage.setItem('atrium.monitor.stop', 'true'));
  await boot(page);
  await page.evaluate(() => {
    (window as unknown as { Atrium: AtriumMonitor }).Atrium.captureError(new Error('stopped'));
  });
  expect(await flush(page)).toBe(0);
  await page.clock.runFor(3_500); // past the 3000 ms report delay and the 1 s first upload
  expect(await demo.log('/api/tissot/*')).toHaveLength(0);
  expect(await demo.log('/api/front/monitor/*')).toHaveLength(0);

  // The control: without the key, the same page and the same clock do send the main report; it
  // is the only one, so the stopped page sent none late either.
  await page.evaluate(() => localStorage.removeItem('atrium.monitor.stop'));
  await boot(page);
  await page.clock.runFor(3_500);
  await demo.waitForRequests('/api/front/monitor/report/reportData', 1);
  expect(await demo.log('/api/front/monitor/report/reportData')).toHaveLength(1);
  expect(await demo.log('/api/tissot/*')).toHaveLength(0);
});

for (const area of ['localStorage', 'sessionStorage'] as const) {
  test(`${area} atrium.errors.stop stops error reporting only`, async ({ page, demo }) => {
    await page.goto('/pages/blank.html');
    await page.evaluate((a) => window[a].setItem('atrium.errors.stop', 'true'), area);
    await boot(page);
    await page.evaluate(() => {
      (window as unknown as { Atrium: AtriumMonitor }).Atrium.captureError(new Error('errors-stopped'));
    });
    expect(await flush(page)).toBe(0);
    // The rest of the monitor still runs: the main report goes out.
    await demo.waitForRequests('/api/front/monitor/report/reportData', 1);
    expect(await demo.log('/api/tissot/*')).toHaveLength(0);
    await page.evaluate((a) => window[a].removeItem('atrium.errors.stop'), area);
  });
}

test('components listed by /api/ecode/monitor/list for the publish runtime apps are classed ecode', async ({
  page,
  demo,
}) => {
  await demoControl(demo.origin, 'monitor/ecode-list', {
    body: { app1: [{ libName: 'demoLib', comName: 'Custom', ecodeSDK: true }] },
  });
  await page.goto('/pages/blank.html');
  await page.evaluate(() => {
    (window as unknown as { TEAMS: unknown }).TEAMS = { publishRuntimeAppIds: ['app1', 'app2'] };
  });
  await boot(page, { reload: false });
  const log = await demo.waitForRequests('/api/ecode/monitor/list', 1);
  expect(log[0]?.body).toEqual({ appIds: 'app1,app2' });
  // The list is applied when its response has been read in the page: capture a listed
  // component's error until one arrives classed ecode (each try has its own message).
  let tries = 0;
  await expect
    .poll(async () => {
      const message = `custom-broke-${tries++}`;
      await page.evaluate((m) => {
        (window as unknown as { Atrium: AtriumMonitor }).Atrium.captureError(new Error(m), {
          comName: 'demoLib.Custom',
        });
      }, message);
      await flush(page);
      return (await monitorState(demo)).errors.find((e) => e.message === message)?.errType;
    })
    .toBe('ecode');
  await page.evaluate(() => {
    (window as unknown as { Atrium: AtriumMonitor }).Atrium.captureError(new Error('plain-broke'), {
      comName: 'demoLib.Plain',
    });
  });
  await flush(page);
  const errors = (await monitorState(demo)).errors;
  expect(errors.find((e) => e.message === 'plain-broke')?.errType).toBe('e10Com');
});
