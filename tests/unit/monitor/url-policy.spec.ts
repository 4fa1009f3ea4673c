import { expect, test } from '@playwright/test';
import type { ErrorRecord } from '../../../src/monitor';
import { createRecordFilter, createUrlPolicy } from '../../../src/monitor/filter';

test('URLs inside free text lose their query values, whatever stands before them', () => {
  const { cleanText } = createUrlPolicy();
  expect(cleanText('at f (https://a.example/x.js?token=1:3:4)')).toBe(
    'at f (https://a.example/x.js?token:3:4)',
  );
  // A scheme glued to a word or after digits: the whole run is still read as the URL's start.
  expect(cleanText('seeabc1http://a/?k=v')).toBe('seeabc1http://a/?k');
  expect(cleanText('12ws://a/?k=v')).toBe('12ws://a/?k');
  expect(cleanText('path /p?email=a@b end')).toBe('path /p?email end');
  const denied = createUrlPolicy({ denyUrls: ['secret.example'] });
  expect(denied.cleanText('go 1https://secret.example/a now')).toBe('go 1 now');
});

test('beforeSendUrl: null leaves a URL out, a rewrite passes the rules again, garbage and throws change nothing', () => {
  const warn = console.warn;
  const warnings: unknown[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    const answers: Record<string, unknown> = {
      'https://a/drop': null,
      'https://a/rewrite?k': 'https://a/new?token=secret#t=x',
      'https://a/denied': 'https://deny.example/x',
      'https://a/number': 42,
      'https://a/object': { toString: () => 'https://a/?token=secret' },
      'https://a/long': `https://a/${'x'.repeat(2001)}`,
    };
    const urls = createUrlPolicy({
      denyUrls: ['deny.example'],
      beforeSendUrl(url) {
        if (url === 'https://a/throw') throw new Error('a buggy hook');
        return (url in answers ? answers[url] : url) as string | null;
      },
    });
    expect(urls.clean('https://a/drop', 'page')).toBe('');
    expect(urls.clean('https://a/rewrite?k=v', 'page')).toBe('https://a/new?token#t');
    expect(urls.clean('https://a/denied', 'record')).toBe('');
    for (const u of ['https://a/number', 'https://a/object', 'https://a/long', 'https://a/throw'])
      expect(urls.clean(u, 'resource')).toBe(u);
    expect(warnings).toHaveLength(1);
    // Without a kind (what a hook already returned), the rules alone.
    expect(urls.clean('https://a/drop')).toBe('https://a/drop');
    expect(urls.cleanText('see https://a/drop and https://a/keep?y=2', 'record')).toBe(
      'see  and https://a/keep?y',
    );
  } finally {
    console.warn = warn;
  }
});

test('beforeSend: what it returns is cleaned again, and a denied file drops the record', () => {
  const base: ErrorRecord = {
    id: 'r1',
    errType: 'js',
    message: 'boom',
    filePath: 'https://a/app.js',
    fileName: 'app.js',
    lineNumber: 1,
    colNumber: 2,
    stack: '',
    refererUrl: 'https://a/page?x=1',
    createTime: 0,
  };
  const keep = createRecordFilter({
    denyUrls: ['deny.example'],
    beforeSend: (r) =>
      r.message === 'deny'
        ? { ...r, filePath: 'https://deny.example/x.js' }
        : { ...r, refererUrl: 'https://a/page?email=jane@example.com', message: 'at https://a/?token=t1' },
  });
  const out = keep(base, 'sdk');
  expect(out?.refererUrl).toBe('https://a/page?email');
  expect(out?.message).toBe('at https://a/?token');
  expect(out?.id).toBe('r1');
  expect(keep({ ...base, message: 'deny' }, 'sdk')).toBeNull();
});
