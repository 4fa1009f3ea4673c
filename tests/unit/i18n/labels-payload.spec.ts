import { expect, test } from '@playwright/test';
import { readLabelPayload } from '../../../src/i18n/labels';

test('flat map', () => {
  expect(readLabelPayload({ a: 'A', b: 'B', n: 1 }, '')).toEqual({ a: 'A', b: 'B' });
});

test('labels with tenant overrides keyed by tenant: the current tenant wins', () => {
  const payload = { labels: { a: 'A', b: 'B' }, tenantLabels: { t1: { a: 'A1' }, t2: { b: 'B2' } } };
  expect(readLabelPayload(payload, 't1')).toEqual({ a: 'A1', b: 'B' });
  expect(readLabelPayload(payload, 't2')).toEqual({ a: 'A', b: 'B2' });
  expect(readLabelPayload(payload, '')).toEqual({ a: 'A', b: 'B' });
  expect(readLabelPayload(payload, 'other')).toEqual({ a: 'A', b: 'B' });
});

test('flat tenant overrides (already picked by the server)', () => {
  expect(readLabelPayload({ labels: { a: 'A' }, tenantLabels: { a: 'T', c: 'C' } }, 'x')).toEqual({
    a: 'T',
    c: 'C',
  });
});

test('envelope of the translation API', () => {
  const payload = {
    status: true,
    code: 200,
    data: { labels: { a: '⟦A⟧' }, tenantLabels: { t1: { a: 'T' } } },
  };
  expect(readLabelPayload(payload, 't1')).toEqual({ a: 'T' });
  expect(readLabelPayload({ status: true, data: { a: 'A' } }, '')).toEqual({ a: 'A' });
});

test('failed envelopes and junk are null', () => {
  expect(readLabelPayload({ status: false, msg: 'no' }, '')).toBeNull();
  expect(readLabelPayload({ status: true, data: null }, '')).toBeNull();
  expect(readLabelPayload({ code: 500 }, '')).toBeNull();
  expect(readLabelPayload(null, '')).toBeNull();
  expect(readLabelPayload('text', '')).toBeNull();
  expect(readLabelPayload([1, 2], '')).toBeNull();
});
