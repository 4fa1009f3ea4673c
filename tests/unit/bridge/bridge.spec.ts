import { expect, test } from '@playwright/test';
import { containerOf, isMobileAgent } from '../../../src/bridge/container';
import { applyOpenData, convertOpenData, openDataItems } from '../../../src/bridge/open-data';
import { planTitleBar } from '../../../src/bridge/title-bar-rules';
import { detect } from '../../../src/env';
import { resetAll } from '../../../src/env/disposers';
import { $config, $context, DEFAULT_CONFIG } from '../../../src/env/store';
import { fakeFetch } from '../support/fake-fetch';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WECOM = `${IPHONE} wxwork/4.1.22 MicroMessenger/7.0.1`;
const WECHAT = `${IPHONE} MicroMessenger/8.0.47`;
const DING = `${IPHONE} AliApp(DingTalk/7.5.0)`;
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

test('containers and mobile agents', () => {
  expect(containerOf(WECOM)).toBe('wecom');
  expect(containerOf(WECHAT)).toBe('wechat');
  expect(containerOf(DING)).toBe('dingtalk');
  expect(containerOf(`${IPHONE} Lark/6.0`)).toBe('feishu');
  expect(containerOf(`${IPHONE} WeLink/7`)).toBe('welink');
  expect(containerOf(IPHONE)).toBeNull();
  expect(isMobileAgent(IPHONE)).toBe(true);
  expect(isMobileAgent(DESKTOP)).toBe(false);
});

// The bridge and the batch banner decide with env's detect(): one container detection.
const CRAWLER = 'Mozilla/5.0 (compatible; DingTalkBot-LinkService/1.0; +https://open.dingtalk.com)';
const BARE_LARK =
  'Mozilla/5.0 (Linux; Android 13; Lark Phone X1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP_LARK = `${DESKTOP} Lark/7.10.0 LarkLocale/zh_CN`;

test('the DingTalkBot crawler and a bare "Lark" brand are no container, as detect() says', () => {
  expect(containerOf(CRAWLER)).toBeNull();
  expect(containerOf(BARE_LARK)).toBeNull();
  expect(containerOf(DESKTOP_LARK)).toBe('feishu');
  expect(containerOf(`${IPHONE} Feishu/7.1`)).toBe('feishu');
  for (const ua of [
    IPHONE,
    WECOM,
    WECHAT,
    DING,
    DESKTOP,
    CRAWLER,
    BARE_LARK,
    DESKTOP_LARK,
    `${IPHONE} WeLink/7`,
  ]) {
    expect(containerOf(ua), ua).toBe(detect(ua).container);
    expect(isMobileAgent(ua), ua).toBe(!detect(ua).isPC);
  }
});

test('title bar: mobile only, needs a title, hidden by the URL flag and showH5Title:false', () => {
  const base = { title: 'Tasks', userAgent: IPHONE, url: '' };
  expect(planTitleBar(base)).toEqual({ show: true, showBack: true, background: undefined, color: undefined });
  expect(planTitleBar({ ...base, title: '' }).show).toBe(false);
  expect(planTitleBar({ ...base, userAgent: DESKTOP }).show).toBe(false);
  expect(planTitleBar({ ...base, url: 'https://a.example/m?wea_link_keep_hide_h5_title=1' }).show).toBe(
    false,
  );
  expect(planTitleBar({ ...base, url: '?a=1&wea_link_keep_hide_h5_title' }).show).toBe(false);
  expect(planTitleBar({ ...base, url: '/m#/main/task?wea_link_keep_hide_h5_title=true' }).show).toBe(false);
  expect(planTitleBar({ ...base, url: '/m?wea_link_keep_hide_h5_title=0' }).show).toBe(true);
  expect(planTitleBar({ ...base, setting: { showH5Title: false } }).show).toBe(false);
  expect(
    planTitleBar({
      ...base,
      setting: {
        showH5Title: true,
        showBackButton: false,
        styleSetting: { background: '#000', color: '#fff' },
      },
    }),
  ).toEqual({ show: true, showBack: false, background: '#000', color: '#fff' });
});

test('title bar: white and black lists of browser identifiers', () => {
  const inWeCom = { title: 'T', userAgent: WECOM, url: '' };
  expect(planTitleBar(inWeCom).show).toBe(false); // containers draw their own bar by default
  expect(
    planTitleBar({ ...inWeCom, setting: { thirdPartyAppSetting: 'whiteList', whiteLists: ['wxwork'] } }).show,
  ).toBe(true);
  expect(
    planTitleBar({ ...inWeCom, setting: { thirdPartyAppSetting: 'whiteList', whiteLists: ['DingTalk'] } })
      .show,
  ).toBe(false);
  expect(
    planTitleBar({ ...inWeCom, setting: { thirdPartyAppSetting: 'blackList', blackLists: ['DingTalk'] } })
      .show,
  ).toBe(true);
  expect(
    planTitleBar({ ...inWeCom, setting: { thirdPartyAppSetting: 'blackList', blackLists: ['WXWORK'] } }).show,
  ).toBe(false);
  expect(
    planTitleBar({
      title: 'T',
      userAgent: IPHONE,
      url: '',
      setting: { thirdPartyAppSetting: 'blackList', blackLists: ['Safari'] },
    }).show,
  ).toBe(false);
});

test('open-data placeholders: items and replacement', () => {
  const text = 'Owner: $userName=zhangsan$, dept $departmentName=12$, again $userName=zhangsan$';
  expect(openDataItems(text)).toEqual([
    { type: 'userName', id: 'zhangsan' },
    { type: 'departmentName', id: '12' },
  ]);
  expect(applyOpenData(text, { zhangsan: 'Zhang San' })).toBe(
    'Owner: Zhang San, dept $departmentName=12$, again Zhang San',
  );
  expect(openDataItems('no placeholders $ here')).toEqual([]);
});

test('convertOpenData sends tenantKey and items, falls back to the original on any failure', async () => {
  $context.setKey('tenantKey', 't1');
  // The whole config: other spec files in this worker may have left a prefixApiPath behind.
  $config.set({ ...DEFAULT_CONFIG, apiDomain: 'https://api.example' });
  const ok = fakeFetch(() => Response.json({ items: [{ id: 'zhangsan', data: 'Zhang San' }] }));
  expect(await convertOpenData('Hi $userName=zhangsan$', ok.fn)).toBe('Hi Zhang San');
  expect(ok.calls[0]?.url).toBe('https://api.example/papi/wework/opendata/convert');
  expect(JSON.parse(String(ok.calls[0]?.init?.body))).toEqual({
    tenantKey: 't1',
    items: [{ type: 'userName', id: 'zhangsan' }],
  });
  const text = 'Hi $userName=zhangsan$';
  expect(await convertOpenData(text, fakeFetch(() => new Response('x', { status: 500 })).fn)).toBe(text);
  expect(await convertOpenData(text, fakeFetch(() => new Response('not json')).fn)).toBe(text);
  expect(await convertOpenData(text, fakeFetch(() => Promise.reject(new Error('offline'))).fn)).toBe(text);
  expect(await convertOpenData(text, fakeFetch(() => Response.json({ items: 'x' })).fn)).toBe(text);
  const none = fakeFetch(() => Response.json({}));
  expect(await convertOpenData('plain', none.fn)).toBe('plain');
  expect(none.calls).toHaveLength(0);
  $config.set({ ...DEFAULT_CONFIG, apiDomain: 'https://api.example' });
});
