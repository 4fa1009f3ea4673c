import { expect, test } from '@playwright/test';
import { detect } from '../../../src/env/index';
import { kindOf } from '../../../src/request/client-kind';

/** The kind of a user agent, as `currentClientKind()` derives it from the page's detected device. */
const clientKind = (userAgent: string, maxTouchPoints = 0) => kindOf(detect(userAgent, { maxTouchPoints }));

test('login-expiry device kinds', () => {
  expect(
    clientKind('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'),
  ).toBe('pc');
  expect(
    clientKind(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47',
    ),
  ).toBe('wechat');
  expect(
    clientKind(
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 wxwork/4.1.22 MicroMessenger/7.0.1',
    ),
  ).toBe('wechat');
  expect(
    clientKind(
      'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 E-Mobile7/7.0.50',
    ),
  ).toBe('emobile');
  expect(
    clientKind('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
  ).toBe('mobile');
  expect(
    clientKind('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 5),
  ).toBe('mobile');
});
