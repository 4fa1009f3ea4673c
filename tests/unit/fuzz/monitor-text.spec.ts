// Fuzzing the monitor's text cleaning (docs/security.md#what-the-monitor-stores-and-sends, issue 32
// item 6): secrets planted in URL-in-text shapes — userinfo, query and fragment values, `;k=v`,
// surrounded by whatever punctuation — never survive `cleanText`, nor `clean` of the URL itself.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { reduceTextValues } from '../../../src/env/url-secrets';
import { createUrlPolicy } from '../../../src/monitor/filter';

const policy = createUrlPolicy();

/** A secret: a marker no other part of the text can hold, then URL-safe characters. */
const secret = fc
  .stringMatching(/^[A-Za-z0-9._~%-]{4,24}$/)
  .map((s) => `S3CR3T${s}`.replace(/[.~%-]+$/, 'x'));
const punct = fc.constantFrom(
  '',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  "'",
  '"',
  '`',
  '<',
  '>',
  ',',
  '.',
  ':',
  '!',
  '|',
  '*',
  '$',
);
const around = fc.array(punct, { maxLength: 3 }).map((a) => a.join(''));
const word = fc.constantFrom(
  '',
  'GET',
  'failed',
  'at f',
  'fetch',
  'x',
  'a.b',
  'url:',
  '→',
  'HTTP 500:',
  'loading',
);
const key = fc.constantFrom('access_token', 'token', 'q', 'filter[owner]', 'email', 'p', "'k'", '(k)', '');
const host = fc.constantFrom('api.example.test', '127.0.0.1:8080', 'h', 'xn--80ak6aa92e.com');
const path = fc.constantFrom('', '/', '/api/status/500', '/a.js', '/x/(y)/[z]', "/'q'", '/{id}');
const sep = fc.constantFrom('?', '&', ';', '#');
const scheme = fc.constantFrom('https', 'http', 'wss', 'ftp', 'git+ssh', 'x-app');

/** One URL-in-text shape carrying `s`. */
const shape = (s: fc.Arbitrary<string>) =>
  fc.oneof(
    // userinfo: password, and user
    fc.tuple(scheme, host, path, s).map(([sc, h, p, v]) => `${sc}://svc:${v}@${h}${p}`),
    fc.tuple(scheme, host, path, s).map(([sc, h, p, v]) => `${sc}://${v}@${h}${p}`),
    fc.tuple(host, path, s).map(([h, p, v]) => `//user:${v}@${h}${p}`),
    // a value in a query, after other pairs, with punctuation inside and around the values
    fc
      .tuple(scheme, host, path, key, around, sep, key, s, around)
      .map(([sc, h, p, k1, a, sp, k2, v, b]) => `${sc}://${h}${p}?${k1}=${a}x${a}${sp}${k2}=${b}${v}${b}`),
    fc.tuple(path, key, s, around).map(([p, k, v, a]) => `${p}?q=(x)&${k}=${a}${v}${a}`),
    fc.tuple(path, key, s, around).map(([p, k, v, a]) => `'${p}'&${k}=${a}${v}${a}'`),
    fc.tuple(sep, key, s, around).map(([sp, k, v, a]) => `${sp}${k}=${a}${v}${a}`),
    fc.tuple(path, s, around).map(([p, v, a]) => `${p}#access_token=${v}${a}&state=1`),
    fc.tuple(path, s).map(([p, v]) => `${p};jsessionid=${v}`),
  );

const text = fc
  .tuple(word, around, shape(secret), around, word, fc.constantFrom(' ', '', '\n', '\t'))
  .map(([w1, a, url, b, w2, gap]) => ({ text: `${w1}${gap}${a}${url}${b}${gap}${w2}`, url }));

const secretOf = (s: string) => /S3CR3T[A-Za-z0-9._~%-]*/.exec(s)?.[0] ?? '';

test('no planted secret survives cleanText, in any URL-in-text shape', () => {
  fc.assert(
    fc.property(text, fc.array(text, { maxLength: 3 }), (one, more) => {
      const all = [one, ...more];
      const joined = all.map((t) => t.text).join(' ');
      const out = policy.cleanText(joined);
      // (A boolean, not expect(): fast-check prints the counterexample.)
      return all.every((t) => !out.includes(secretOf(t.url)));
    }),
    { numRuns: 1500 },
  );
});

test('no planted secret survives clean() of the URL itself', () => {
  fc.assert(
    fc.property(shape(secret), (url) => {
      const trimmed = url.replace(/^'|'$/g, '');
      return !policy.clean(trimmed).includes(secretOf(url));
    }),
    { numRuns: 2000 },
  );
});

test('the red team’s shapes (issue 32 item 6), one by one', () => {
  const cases = [
    'GET /api/status/500?filter[owner]=me&access_token=TOKEN1 HTTP 500: failed',
    'failed at https://svc:PASSWORD@host.example/x',
    'see (https://svc:PASSWORD@host.example/x)',
    'fetch /api/x?q=(x)&token=TOKEN2 failed',
    "url '/api/x?a=1'&token=TOKEN3' bad",
    '[https://h.example/?a=1&token=TOKEN4]',
    '{https://h.example/p?token=TOKEN5}',
    'at f (https://h.example/a.js?t=TOKEN6:10:5)',
  ];
  for (const c of cases) {
    const out = policy.cleanText(c);
    expect(out, c).not.toMatch(/TOKEN\d|PASSWORD/);
  }
  // What the text keeps: names, the stack frame, the punctuation around.
  expect(policy.cleanText('at f (https://h.example/a.js?t=TOKEN6:10:5)')).toBe(
    'at f (https://h.example/a.js?t:10:5)',
  );
  expect(policy.cleanText('GET /api/status/500?filter[owner]=me&access_token=T HTTP 500')).toBe(
    'GET /api/status/500?filter[owner]&access_token HTTP 500',
  );
  expect(policy.clean('https://svc:PASSWORD@host.example/x?a=1#k=v')).toBe('https://host.example/x?a#k');
  // sendDefaultPii keeps values, never userinfo.
  expect(createUrlPolicy({ sendDefaultPii: true }).cleanText('x https://svc:PW@h.example/?a=1 y')).toBe(
    'x https://h.example/?a=1 y',
  );
  expect(reduceTextValues("'x'&token='abc' ?q=(1) #s=2;t=3")).toBe("'x'&token ?q #s;t");
});

test('cleaning hostile text stays linear (a long word, a long path, a run of punctuation)', () => {
  // Work, not time: the scan consumes each run once, so these finish; a quadratic scan of 200k
  // characters would not within the test's limit.
  for (const hostile of [
    'x'.repeat(200_000),
    '/a'.repeat(100_000),
    `/?${')'.repeat(200_000)}x`,
    `${'a:'.repeat(100_000)}//`,
  ]) {
    expect(policy.cleanText(hostile).length).toBeGreaterThan(0);
  }
});
