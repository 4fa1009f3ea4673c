import { expect, test } from '@playwright/test';
import { isTrustedTarget, type TrustContext } from '../../../src/env/origin';

const ctx: TrustContext = {
  pageUrl: 'https://app.example.com/spa/page?x=1',
  apiDomain: 'https://api.example.com',
  trustedDomains: ['https://good.example', 'partner.example.org', 'ports.example:8443'],
};

test.describe('isTrustedTarget', () => {
  const cases: Array<[string, boolean]> = [
    ['/api/x', true],
    ['api/x', true],
    ['https://app.example.com/api', true],
    ['HTTPS://APP.EXAMPLE.COM/api', true],
    ['https://app.example.com:443/api', true],
    ['http://app.example.com/api', false],
    ['https://app.example.com:8080/api', false],
    ['https://api.example.com/papi/x', true],
    ['https://api.example.com.evil.net/papi/x', false],
    ['https://good.example/x', true],
    ['https://GOOD.example/x', true],
    ['https://good.example.evil.net/x', false],
    ['https://good.example@evil.net/x', false],
    ['https://user:pw@good.example/x', false],
    ['https://evil.net/good.example', false],
    ['https://evil.net/?https://good.example', false],
    ['//evil.net/x', false],
    ['//good.example/x', true],
    ['http://good.example/x', false],
    ['https://partner.example.org/x', true],
    ['http://partner.example.org/x', true],
    ['https://sub.partner.example.org/x', false],
    ['https://partner.example.org.evil.net/x', false],
    ['https://ports.example:8443/x', true],
    ['https://ports.example/x', false],
    ['javascript:alert(1)', false],
    ['data:text/plain,hi', false],
    ['ftp://good.example/x', false],
  ];
  for (const [url, expected] of cases) {
    test(`${url} → ${expected}`, () => {
      expect(isTrustedTarget(url, ctx)).toBe(expected);
    });
  }

  test('an apiDomain given without a scheme-relative trick is still parsed as an origin', () => {
    expect(
      isTrustedTarget('https://api.example.com/x', { ...ctx, apiDomain: 'https://api.example.com/' }),
    ).toBe(true);
    expect(isTrustedTarget('https://api.example.com/x', { ...ctx, apiDomain: '' })).toBe(false);
  });

  test('a trusted entry with userinfo or a path is ignored', () => {
    const c = { ...ctx, trustedDomains: ['good.example@evil.net', 'evil.net/good.example'] };
    expect(isTrustedTarget('https://evil.net/x', c)).toBe(false);
    expect(isTrustedTarget('https://good.example/x', c)).toBe(false);
  });

  test('without a page URL, relative targets are not trusted', () => {
    expect(isTrustedTarget('/api/x', { ...ctx, pageUrl: '' })).toBe(false);
  });
});
