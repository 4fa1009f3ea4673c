import { expect, test } from '@playwright/test';
import { parsePageContext, readPageContext } from '../../../src/env/context';
import { resetAll } from '../../../src/env/disposers';
import { $context } from '../../../src/env/store';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

const EMPTY = {
  tenantKey: '',
  locale: {},
  globalConfig: {},
  theme: {},
  tenantLogo: {},
  greyInfo: {},
  publishAppIds: [],
  privateDeployment: false,
};

test('parsePageContext reads every field of window.TEAMS', () => {
  const ctx = parsePageContext({
    tenantKey: 't1',
    locale: {
      lang: 'en_US',
      version: '12',
      tenantVersion: '3',
      dateformat: 'MM/DD/YYYY',
      datetimeformat: 'MM/DD/YYYY HH:mm',
      server_timezone: 'Asia/Shanghai',
      extra: 'dropped',
    },
    globalConfig: {
      h5TitleSetting: { showH5Title: true, styleSetting: { background: '#fff', color: 5 } },
      other: 1,
    },
    theme: { primaryColor: '#1677ff', fontSize: 'big', bogus: '#000' },
    tenantLogo: { faviconUrl: '/f.ico' },
    greyInfo: { mainPageGreyStatus: true },
    publishRuntimeAppIds: ['a1', 2, '', null, ' b3 '],
    privateDeployment: 'true',
    runMode: 'test',
  });
  expect(ctx).toEqual({
    tenantKey: 't1',
    locale: {
      lang: 'en_US',
      version: '12',
      tenantVersion: '3',
      dateformat: 'MM/DD/YYYY',
      datetimeformat: 'MM/DD/YYYY HH:mm',
      server_timezone: 'Asia/Shanghai',
    },
    globalConfig: {
      h5TitleSetting: { showH5Title: true, styleSetting: { background: '#fff', color: '5' } },
      other: 1,
    },
    theme: { primaryColor: '#1677ff', fontSize: 'big' },
    tenantLogo: { faviconUrl: '/f.ico' },
    greyInfo: { mainPageGreyStatus: true },
    publishAppIds: ['a1', '2', 'b3'],
    privateDeployment: true,
    runMode: 'test',
  });
});

test('parsePageContext: currentTenant.tenantKey, publishAppIds strings, top-level fallbacks', () => {
  expect(parsePageContext({ currentTenant: { tenantKey: 'ct' }, publishAppIds: 'x, y,,z' })).toMatchObject({
    tenantKey: 'ct',
    publishAppIds: ['x', 'y', 'z'],
  });
  // TEAMS wins per field; the window's top level fills the gaps.
  const ctx = parsePageContext(
    { locale: 'ar_SA' },
    { tenantKey: 'top', locale: { lang: 'zh_CN' }, greyInfo: { mainPageGreyStatus: 1 } },
  );
  expect(ctx.tenantKey).toBe('top');
  expect(ctx.locale).toEqual({ lang: 'ar_SA' });
  expect(ctx.greyInfo).toEqual({ mainPageGreyStatus: 1 });
});

test('parsePageContext turns garbage into empty defaults and never throws', () => {
  for (const bad of [undefined, null, 42, 'TEAMS', [], [1, 2], () => 1]) {
    expect(parsePageContext(bad, bad)).toEqual(EMPTY);
  }
  const ctx = parsePageContext({
    tenantKey: { nope: 1 },
    locale: [1],
    globalConfig: 'x',
    theme: 7,
    tenantLogo: { faviconUrl: {} },
    greyInfo: { mainPageGreyStatus: { deep: 1 } },
    publishRuntimeAppIds: { 0: 'a' },
    privateDeployment: 'yes',
  });
  expect(ctx).toEqual(EMPTY);
});

test('readPageContext reads window.TEAMS into $context, and survives a throwing getter', () => {
  const g = globalThis as unknown as { window?: unknown };
  const before = $context.get();
  try {
    g.window = { TEAMS: { tenantKey: 'from-window', locale: { lang: 'en_US' } }, publishAppIds: ['p'] };
    const ctx = readPageContext();
    expect(ctx.tenantKey).toBe('from-window');
    expect(ctx.publishAppIds).toEqual(['p']);
    expect($context.get().locale.lang).toBe('en_US');
    g.window = Object.defineProperty({}, 'TEAMS', {
      get() {
        throw new Error('blocked');
      },
    });
    expect(readPageContext()).toEqual(EMPTY);
  } finally {
    delete g.window;
    $context.set(before);
  }
  // Outside a browser it leaves the store as it is.
  expect(readPageContext()).toEqual(before);
});
