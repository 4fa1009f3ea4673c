import { expect, test } from '@playwright/test';
import { classify, describeThrown, locationFromStack, makeId, makeRecord } from '../../../src/monitor/record';
import {
  type FieldSpec,
  HTTP_CLIENT_ERRORS,
  isHttpClientError,
  RECORD_FIELDS,
  toDto,
} from '../../../src/monitor/schema';

/** Bytes of a record in an upload body (its dto as JSON, UTF-8, and its comma). */
const sentBytes = (r: Parameters<typeof toDto>[0]) =>
  new TextEncoder().encode(JSON.stringify(toDto(r))).length + 1;
/** What one upload body holds for records: 60,000 bytes less the envelope's 2,000. */
const BATCH_ROOM = 58_000;

test('ids are unique and sort by creation order, whatever the wall clock says', () => {
  const ids = [makeId(), makeId(), makeId(), makeId()];
  expect(new Set(ids).size).toBe(4);
  expect([...ids].sort()).toEqual(ids);
});

test('classify: ecode stack wins, then comName (e10Com, or ecode when listed), else js', () => {
  expect(classify('at x (https://a/ecode/1/x.js:1:1)', 'lib.Com')).toBe('ecode');
  expect(classify('at x (https://a/build/x.js:1:1)', 'lib.Com')).toBe('e10Com');
  expect(classify('', 'lib.Com', new Set(['lib.Com']))).toBe('ecode');
  expect(classify('at x (https://a/build/x.js:1:1)')).toBe('js');
});

test('makeRecord fills every field, takes the location from the stack and clips long text', () => {
  const stack = `Error: boom\n    at f (https://static.example.com/build/app/lib.js?v=2:12:34)\n${'x'.repeat(20_000)}`;
  const r = makeRecord({ errType: 'js', message: 'm'.repeat(5_000), stack }, 1234, 'https://p/page');
  expect(r).toMatchObject({
    errType: 'js',
    filePath: 'https://static.example.com/build/app/lib.js?v=2',
    fileName: 'lib.js',
    lineNumber: 12,
    colNumber: 34,
    refererUrl: 'https://p/page',
    createTime: 1234,
  });
  expect(r.message.length).toBeLessThanOrEqual(2_001);
  expect(r.stack.length).toBeLessThanOrEqual(8_001);
  expect('comName' in r).toBe(false);
  // Any single record fits one batch.
  expect(sentBytes(r)).toBeLessThanOrEqual(BATCH_ROOM);
});

test('describeThrown handles errors, strings, objects and null', () => {
  expect(describeThrown(new TypeError('t'))).toMatchObject({ name: 'TypeError', message: 't' });
  expect(describeThrown('s').message).toBe('s');
  expect(describeThrown({ a: 1 }).message).toBe('{"a":1}');
  expect(describeThrown(null).message).toBe('null');
  expect(describeThrown(undefined).message).toBe('undefined');
});

test('HTTP-client errors are recognised by name', () => {
  const e = new Error('x');
  e.name = 'HTTPError';
  expect(isHttpClientError(e)).toBe(true);
  expect(isHttpClientError({ name: 'RequestError' })).toBe(true);
  expect(isHttpClientError(new Error('x'))).toBe(false);
  expect(isHttpClientError(null)).toBe(false);
});

test('locationFromStack finds the first file:line:col', () => {
  expect(locationFromStack('at a (http://h/x.js:1:2)\n at b (http://h/y.js:3:4)')).toEqual({
    filePath: 'http://h/x.js',
    line: 1,
    col: 2,
  });
  expect(locationFromStack('no location')).toBeNull();
});

test('records are clipped by encoded bytes: control characters (6× in JSON) and astral text fit', () => {
  const bytes = (x: unknown) => new TextEncoder().encode(JSON.stringify(x)).length;
  const hostile = '\u0001'.repeat(8_000);
  const r = makeRecord({ errType: 'js', message: hostile, stack: `Error: ${hostile}\n${hostile}` }, 1, 'p');
  expect(bytes(r)).toBeLessThanOrEqual(16_000);
  expect(3 * sentBytes(r)).toBeLessThanOrEqual(BATCH_ROOM); // three of them share a batch
  const emoji = makeRecord(
    { errType: 'js', message: '😀'.repeat(10_000), stack: '中'.repeat(10_000) },
    1,
    'p',
  );
  expect(bytes(emoji)).toBeLessThanOrEqual(16_000);
  // No lone surrogate left at the cut.
  expect(emoji.message).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
});

const fields = RECORD_FIELDS as Record<string, FieldSpec>;

test('the upload body carries the sent fields only: the owner and the destination stay out', () => {
  const rec = makeRecord(
    { errType: 'ajax', message: 'm', status: 503, code: 7, module: 'crm', devOpsUrl: 'https://d/x' },
    1000,
    'https://x/',
    'emp-9',
  );
  rec.dest = 'https://api.example.com';
  const dto = toDto(rec) as unknown as Record<string, unknown>;
  const sent = Object.keys(fields).filter((name) => fields[name]?.sent !== false && name in rec);
  expect(Object.keys(dto).sort()).toEqual(sent.sort());
  expect(dto).toMatchObject({ status: 503, code: 7, module: 'crm', devOpsUrl: 'https://d/x' });
  expect(dto).not.toHaveProperty('creator');
  expect(dto).not.toHaveProperty('dest');
});

test('the HTTP-client-error rule is the schema’s: the request layer’s error names', () => {
  expect([...HTTP_CLIENT_ERRORS].sort()).toEqual(['HTTPError', 'RequestError']);
});
