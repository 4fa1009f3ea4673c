import { expect, test } from '@playwright/test';
import { requestMessage, statusMessage } from '../../../src/request/catalogue';

test('the status catalogue in zh_CN and en_US (docs/spec-coverage.md)', () => {
  const zh = [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505].map((s) =>
    statusMessage(s, '/u', 'zh_CN'),
  );
  expect(zh).toEqual([
    '请求错误',
    '未授权，请登录',
    '拒绝访问',
    '请求地址出错: /u',
    '请求超时',
    '服务器内部错误',
    '服务未实现',
    '网关错误',
    '服务不可用',
    '网关超时',
    'HTTP版本不受支持',
  ]);
  const en = [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505].map((s) =>
    statusMessage(s, '/u', 'en_US'),
  );
  expect(en).toEqual([
    'Request error',
    'Unauthorized, please log in',
    'Access denied',
    'Request address error: /u',
    'Request timeout',
    'Internal server error',
    'Not implemented',
    'Gateway error',
    'Service unavailable',
    'Gateway timeout',
    'HTTP version not supported',
  ]);
});

test('zh* languages use Chinese, others English; unknown statuses name the status', () => {
  expect(statusMessage(403, '', 'zh_TW')).toBe('拒绝访问');
  expect(statusMessage(403, '', 'ja_JP')).toBe('Access denied');
  expect(statusMessage(418, '', 'en_US')).toBe('Connection error (418)');
  expect(requestMessage('cancelled', 'zh_CN')).toBe('Repeated request canceled.');
});
