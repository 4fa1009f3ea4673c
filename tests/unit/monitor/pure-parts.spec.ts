import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ecodeComNames } from '../../../src/monitor/ecode-list';
import { isOwnEndpoint, postJson } from '../../../src/monitor/http';
import { isReportable, toPerfEntry } from '../../../src/monitor/perf-entry';
import { createResourceReporter, toResourceRecord } from '../../../src/monitor/resource-report';
import { createTraceIds } from '../../../src/monitor/trace-ids';
import { filesUnder } from '../files-under';
import { fakeClock } from './fake-clock';

test('performance entries: 1 TiB+ bodies and own endpoints skipped, fields kept', () => {
  expect(isReportable({ name: 'https://a/x.js', entryType: 'resource', encodedBodySize: 2 ** 40 })).toBe(
    false,
  );
  expect(isReportable({ name: 'https://a/x.js', entryType: 'resource', encodedBodySize: 2 ** 40 - 1 })).toBe(
    true,
  );
  expect(isReportable({ name: 'https://a/api/tissot/frontErrorRecord', entryType: 'resource' })).toBe(false);
  expect(isReportable({ name: 'https://a/cp/resourceReport.json?x=1', entryType: 'resource' })).toBe(false);
  expect(isReportable({ name: 'mark-1', entryType: 'mark' })).toBe(true);
  const entry = {
    name: 'https://a/x.js',
    entryType: 'resource',
    startTime: 10.123,
    duration: 5.5,
    initiatorType: 'script',
    transferSize: 300,
    encodedBodySize: 200,
    toJSON() {},
  } as unknown as PerformanceEntry;
  expect(toPerfEntry(entry, 1_000_000)).toMatchObject({
    name: 'https://a/x.js',
    entryType: 'resource',
    startTime: 10.12,
    timestamp: 1_000_010,
    duration: 5.5,
    initiatorType: 'script',
    transferSize: 300,
  });
  const mark = { name: 'm', entryType: 'mark', startTime: 1, duration: 0 } as PerformanceEntry;
  expect(toPerfEntry(mark, 0, { elementCount: 12, usedJSHeapSize: 5 })).toMatchObject({
    elementCount: 12,
    usedJSHeapSize: 5,
  });
});

test('own endpoints are recognised by path', () => {
  expect(isOwnEndpoint('/api/front/monitor/report/reportData')).toBe(true);
  expect(isOwnEndpoint('https://x/api/front/monitor/report/reportSubData?a=1')).toBe(true);
  expect(isOwnEndpoint('/api/ecode/monitor/list')).toBe(true);
  expect(isOwnEndpoint('/api/task/list')).toBe(false);
});

test('resource records: scripts and styles with module and hash', () => {
  expect(
    toResourceRecord(
      { name: 'https://s/build/doc/static/js/main.3f2a9c1b.js?v=1', initiatorType: 'script', startTime: 5 },
      1000,
      'https://p/',
    ),
  ).toEqual({
    resourceUrl: 'https://s/build/doc/static/js/main.3f2a9c1b.js?v=1',
    resourceType: 'js',
    resourceModule: 'doc',
    resourceHash: '3f2a9c1b',
    requestStartTime: 1005,
    pageUrl: 'https://p/',
  });
  expect(toResourceRecord({ name: 'https://s/a.css', startTime: 0 }, 0, '')?.resourceType).toBe('css');
  expect(
    toResourceRecord({ name: 'https://s/api/x', initiatorType: 'fetch', startTime: 0 }, 0, ''),
  ).toBeNull();
});

test('the resource report goes 10 s after the first collection', async () => {
  const clock = fakeClock();
  const sent: unknown[] = [];
  const r = createResourceReporter(
    clock,
    async (b) => sent.push(b),
    () => true,
  );
  const rec = toResourceRecord({ name: 'https://s/a.js', startTime: 0 }, 0, '')!;
  r.add([rec]);
  await clock.advance(5_000);
  r.add([rec]);
  await clock.advance(4_999);
  expect(sent).toHaveLength(0);
  await clock.advance(1);
  expect(sent).toEqual([{ resourceList: [rec, rec] }]);
  r.stop();
});

test('trace ids: the latest 60 successful and 50 failed', () => {
  const t = createTraceIds();
  for (let i = 0; i < 70; i++) t.add({ traceId: `s${i}`, url: '/x', method: 'GET', duration: 1 }, true);
  for (let i = 0; i < 55; i++) t.add({ traceId: `e${i}`, url: '/x', method: 'GET', duration: 1 }, false);
  const snap = t.snapshot();
  expect(snap.success).toHaveLength(60);
  expect(snap.success[0]?.traceId).toBe('s10');
  expect(snap.error).toHaveLength(50);
  expect(snap.error.at(-1)?.traceId).toBe('e54');
});

test('ecode list answers become component names', () => {
  const names = ecodeComNames({
    data: { app1: [{ libName: 'lib', comName: 'Com', ecodeSDK: true }], app2: 'bad' },
  });
  expect([...names].sort()).toEqual(['Com', 'lib.Com']);
  expect(ecodeComNames(null).size).toBe(0);
});

test('Retry-After is read from the platform response, whatever fetch the page has', async () => {
  const original = globalThis.fetch;
  const seen: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(`${request.method} ${request.url} ${await request.text()}`);
    return new Response('{"code":429}', {
      status: 429,
      headers: { 'retry-after': '30', 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  try {
    const answer = await postJson('https://api.example.test/api/tissot/frontErrorRecord', '{"dtos":[]}');
    expect(answer).toEqual({ status: 429, body: { code: 429 }, retryAfter: '30' });
    expect(seen).toEqual(['POST https://api.example.test/api/tissot/frontErrorRecord {"dtos":[]}']);
  } finally {
    globalThis.fetch = original;
  }
});

test('the monitor keeps no time limit or header reader of its own (issue 27 point 5)', () => {
  // One time-limit primitive (env/time-limit.ts) and one platform fetch (its response's header()):
  // outside the injectable clock, no file of the monitor arms a timer itself or wraps fetch.
  const dir = join(import.meta.dirname, '../../../src/monitor');
  const files = (d: string) => filesUnder(d, ['.ts']);
  const offenders = files(dir)
    .filter((f) => !/\/(clock|types)\.ts$/.test(f)) // the injectable clock, and its interface
    .filter((f) => /(?<![.\w])setTimeout\(|\bfetch:\s*\(|headers\.get\(/.test(readFileSync(f, 'utf8')))
    .map((f) => f.slice(dir.length + 1));
  expect(offenders).toEqual([]);
});
