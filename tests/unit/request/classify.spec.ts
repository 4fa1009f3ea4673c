import { expect, test } from '@playwright/test';
import { classify, isNonSuccess, readSensitive } from '../../../src/request/classify';

const json = (v: unknown) => JSON.stringify(v);

test.describe('classify', () => {
  test('session expiry in its three forms', () => {
    expect(classify(401, 'application/json', json({ code: -1 }), 'POST')).toMatchObject({
      type: 'session',
      kind: 'status',
    });
    expect(
      classify(200, 'application/json', json({ code: 200, actionMsg: { code: -1 } }), 'POST'),
    ).toMatchObject({
      type: 'session',
      kind: 'actionMsg',
    });
    expect(classify(200, 'text/html', '<!doctype html><html></html>', 'GET')).toMatchObject({
      type: 'session',
      kind: 'loginPage',
    });
    expect(classify(200, '', '  <html><body>x</body></html>', 'get')).toMatchObject({ type: 'session' });
  });

  test('a JSON body is JSON whatever the content type says; the content type is read only for other bodies', () => {
    const envelope = json({ code: 200, status: true, data: 1 });
    expect(classify(200, 'text/html', envelope, 'GET')).toEqual({
      type: 'ok',
      body: { code: 200, status: true, data: 1 },
      nonSuccess: false,
    });
    let reads = 0;
    const lazy = (type: string) => () => {
      reads += 1;
      return type;
    };
    expect(classify(200, lazy('text/html'), envelope, 'GET').type).toBe('ok');
    expect(reads).toBe(0);
    // A body that is neither HTML-looking nor JSON: served as text/html to a GET, it is the login page.
    expect(classify(200, lazy('text/html; charset=utf-8'), 'Please sign in', 'GET')).toMatchObject({
      type: 'session',
      kind: 'loginPage',
    });
    expect(reads).toBe(1);
    expect(classify(200, lazy('text/plain'), 'Please sign in', 'GET').type).toBe('unparsable');
  });

  test('not expiry: 401 without code -1, HTML to a POST', () => {
    expect(classify(401, 'application/json', json({ code: 401 }), 'GET').type).toBe('http');
    expect(classify(200, 'text/html', '<html></html>', 'POST').type).toBe('unparsable');
  });

  test('HTTP 400+ with any body is http; unparsable 2xx bodies are unparsable; empty is ok', () => {
    expect(classify(500, 'text/plain', 'oops', 'GET').type).toBe('http');
    expect(classify(404, 'application/json', json({ status: false }), 'GET').type).toBe('http');
    expect(classify(200, 'application/json', '{"a":', 'GET').type).toBe('unparsable');
    expect(classify(204, '', '', 'DELETE')).toEqual({ type: 'ok', body: {}, nonSuccess: false });
  });

  test('intercept and sensitive answers', () => {
    expect(
      classify(200, '', json({ code: 200, status: true, _securityIntercept_: 'intercept' }), 'GET').type,
    ).toBe('intercept');
    const sensitive = {
      code: 200,
      status: true,
      data: {
        code: 401,
        sensitiveScanCode: 'c',
        superviseType: 'weak',
        weakConfirmTip: 'tip',
        data: { sensitiveWords: 'a,b', sensitiveWordList: [{ name: 'r', value: 'a,b' }] },
      },
    };
    const out = classify(200, '', json(sensitive), 'POST');
    expect(out.type).toBe('sensitive');
    expect(readSensitive(sensitive)).toEqual({
      sensitiveScanCode: 'c',
      superviseType: 'weak',
      weakConfirmTip: 'tip',
      sensitiveWords: 'a,b',
      sensitiveWordList: [{ name: 'r', value: 'a,b' }],
    });
    // docs/spec-coverage.md: any code 401 inside data leads to a prompt; no superviseType counts as strong.
    expect(readSensitive({ code: 200, data: { code: 401 } })).toEqual({
      superviseType: 'strong',
      sensitiveWordList: [],
    });
    expect(readSensitive({ code: 200, data: { code: 200 } })).toBeNull();
  });

  test('non-success envelopes: no status, code below 200 or 400+', () => {
    expect(isNonSuccess({ code: 200 })).toBe(true);
    expect(isNonSuccess({ code: 199, status: true })).toBe(true);
    expect(isNonSuccess({ code: 400, status: true })).toBe(true);
    expect(isNonSuccess({ code: 200, status: false })).toBe(false);
    expect(isNonSuccess({ status: true })).toBe(false);
    expect(isNonSuccess([1])).toBe(false);
  });
});
