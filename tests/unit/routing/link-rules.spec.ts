import { expect, test } from '@playwright/test';
import { disposeAll, resetAll } from '../../../src/env/disposers';
import { $config, DEFAULT_CONFIG } from '../../../src/env/store';
import { isExternalLink, isOpenable } from '../../../src/routing';
import { parseAppLink } from '../../../src/routing/link-interceptor';
import { overseasUrl, toOverseasUrl } from '../../../src/routing/overseas';
import {
  $trustedDomains,
  addTrustedDomains,
  hostMatches,
  isTrustedUrl,
  normalizeDomain,
} from '../../../src/routing/trust';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

const NOT_OPENABLE: unknown[] = [
  undefined,
  null,
  42,
  {},
  ['https://a.example'],
  '',
  '   ',
  '#',
  '#/main',
  '  #x',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:void(0)',
  'javascript:void(0)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  '\n\r javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'jav\rascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  '  Data:image/svg+xml,<svg/onload=alert(1)>',
];
const OPENABLE = [
  'https://example.com',
  'http://example.com/a#b',
  '/relative/path',
  'relative.html',
  '?q=1',
  '//cdn.example.com/x',
  'mailto:a@example.com',
  'blob:https://example.com/uuid',
  'https://example.com/javascript:alert(1)',
  'https://example.com/?u=data:x',
];

for (const url of NOT_OPENABLE) {
  test(`not openable: ${JSON.stringify(url)}`, () => {
    expect(isOpenable(url)).toBe(false);
  });
}
test('openable corpus', () => {
  for (const url of OPENABLE) expect(isOpenable(url), url).toBe(true);
});

test('isExternalLink compares parsed origins', () => {
  const o = 'https://good.example';
  const external = [
    'https://good.example.evil.net',
    'https://good.example.evil.net/path',
    '//evil.net',
    '//evil.net/x',
    'http://good.example', // another scheme is another origin
    'https://good.example:8443/x',
    'https://evil.net?https://good.example',
    'https://evil.net#https://good.example',
    'https://good.example@evil.net/',
    'https://evil.net\\@good.example',
    '  https://evil.net',
    'HTTPS://EVIL.NET',
    'https://goodexample',
    'https://xgood.example',
  ];
  const internal = [
    'https://good.example',
    'https://good.example/',
    'https://good.example:443/a',
    'HTTPS://GOOD.EXAMPLE/A',
    '/path',
    'path',
    '?q',
    '#h',
    'mailto:x@evil.net',
    'ftp://evil.net/',
    'blob:https://evil.net/1',
    'javascript:alert(1)',
    'http://[bad',
  ];
  for (const url of external) expect(isExternalLink(url, o), url).toBe(true);
  for (const url of internal) expect(isExternalLink(url, o), url).toBe(false);
});

test('isExternalLink without a location treats every absolute http(s) URL as external', () => {
  expect(isExternalLink('https://a.example')).toBe(true);
  expect(isExternalLink('/a')).toBe(false);
  expect(isExternalLink(42 as unknown as string)).toBe(false);
});

test('trusted domains match on a dot boundary', () => {
  expect(hostMatches('example.com', 'example.com')).toBe(true);
  expect(hostMatches('a.b.example.com', 'example.com')).toBe(true);
  expect(hostMatches('evilexample.com', 'example.com')).toBe(false);
  expect(hostMatches('example.com.evil.net', 'example.com')).toBe(false);
  expect(hostMatches('example.com', '.example.com')).toBe(true);
  expect(hostMatches('a.example.com', '*.example.com')).toBe(true);
  expect(normalizeDomain('https://Example.com:8443/x')).toBe('example.com');
  expect(normalizeDomain('  EXAMPLE.com.  ')).toBe('example.com');
});

test('isTrustedUrl: built-in list, blob:, addTrustedDomains, $config.trustedDomains; destroy forgets additions', () => {
  expect(isTrustedUrl('https://www.eteams.cn/x')).toBe(true);
  expect(isTrustedUrl('https://eteams.cn.evil.net/x')).toBe(false);
  expect(isTrustedUrl('https://evileteams.cn/x')).toBe(false);
  expect(isTrustedUrl('blob:https://anything.example/uuid')).toBe(true);
  expect(isTrustedUrl('https://docs.partner.example/x')).toBe(false);
  addTrustedDomains(['partner.example']);
  expect(isTrustedUrl('https://docs.partner.example/x')).toBe(true);
  expect(isTrustedUrl('https://partner.example/x')).toBe(true);
  expect(isTrustedUrl('https://evilpartner.example/x')).toBe(false);
  expect(isTrustedUrl('https://partner.example.evil.net/x')).toBe(false);
  $config.setKey('trustedDomains', ['https://cfg.example']);
  expect(isTrustedUrl('https://a.cfg.example/')).toBe(true);
  expect(isTrustedUrl('https://acfg.example/')).toBe(false);
  $config.set({ ...DEFAULT_CONFIG });
  disposeAll();
  expect($trustedDomains.get()).toEqual([]);
  expect(isTrustedUrl('https://docs.partner.example/x')).toBe(false);
  expect(() => addTrustedDomains('x' as unknown as string[])).toThrow(TypeError);
});

test('overseas rewrite: absolute .cn hosts become .cc', () => {
  expect(toOverseasUrl('https://www.eteams.cn/a?b=c.cn#d.cn')).toBe('https://www.eteams.cc/a?b=c.cn#d.cn');
  expect(toOverseasUrl('https://weapp.eteams.cn:8443/x')).toBe('https://weapp.eteams.cc:8443/x');
  expect(toOverseasUrl('//static.eteams.cn/x')).toBe('//static.eteams.cc/x');
  expect(toOverseasUrl('HTTP://A.EXAMPLE.CN/')).toBe('HTTP://A.EXAMPLE.cc/');
  expect(toOverseasUrl('https://user:pw@a.example.cn/')).toBe('https://user:pw@a.example.cc/');
  expect(toOverseasUrl('https://a.cn.example.com/x')).toBe('https://a.cn.example.com/x');
  expect(toOverseasUrl('https://example.cnn/x')).toBe('https://example.cnn/x');
  expect(toOverseasUrl('/spa/document/index.jsp?id=1&host=a.cn')).toBe(
    '/spa/document/index.jsp?id=1&host=a.cn',
  );
  expect(overseasUrl('https://a.example.cn/')).toBe('https://a.example.cn/');
  $config.setKey('overseas', true);
  expect(overseasUrl('https://a.example.cn/')).toBe('https://a.example.cc/');
  $config.set({ ...DEFAULT_CONFIG });
});

test('parseAppLink reads /_alink_ links', () => {
  const base = 'https://app.example/sp/home';
  expect(parseAppLink('/_alink_/task/42', base)).toEqual({ module: 'task', id: '42' });
  expect(parseAppLink('/_alink_/crm.contact/7__tab=c&from=m', base)).toEqual({
    module: 'crm.contact',
    id: '7__tab=c&from=m',
  });
  expect(parseAppLink('/sp/_alink_/doc/9', base)).toEqual({ module: 'doc', id: '9' });
  expect(parseAppLink('/_alink_?module=task&id=5', base)).toEqual({ module: 'task', id: '5' });
  expect(parseAppLink('/_alink_/task', base)).toBeUndefined();
  expect(parseAppLink('/_alinkx/task/1', base)).toBeUndefined();
  expect(parseAppLink('/sp/task/1', base)).toBeUndefined();
  expect(parseAppLink('http://[bad', base)).toBeUndefined();
});
