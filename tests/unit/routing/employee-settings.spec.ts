// The routing folder's two reads from the platform: the employee-id lookup and the user settings.
import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { $config, $session, DEFAULT_CONFIG } from '../../../src/env/store';
import { lookupEmployeeId } from '../../../src/routing/employee-lookup';
import { $userSettings } from '../../../src/routing/state';
import { loadUserSettings } from '../../../src/routing/user-settings';
import { fakeFetch } from '../support/fake-fetch';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

test('lookupEmployeeId: query, code 200 and data map; null on every failure', async () => {
  $config.setKey('apiDomain', 'https://api.example');
  $session.set('sid-1');
  const ok = fakeFetch(() => Response.json({ code: 200, data: { '1001': '88001' } }));
  expect(await lookupEmployeeId('1001', undefined, ok.fn)).toBe('88001');
  const url = new URL(ok.calls[0]?.url ?? '');
  expect(url.origin + url.pathname).toBe('https://api.example/papi/version/upgrade/trans/getMulNewTableIds');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    fieldName: 'id',
    oldTableName: 'hrmresource',
    oldContent: '1001',
    tableName: 'employee',
  });
  expect((ok.calls[0]?.init?.headers as Record<string, string> | undefined)?.eteamsid).toBe('sid-1');
  for (const answer of [
    () => Response.json({ code: 500, data: { '1001': '1' } }),
    () => Response.json({ code: 200, data: {} }),
    () => Response.json({ code: 200 }),
    () => new Response('{}', { status: 404 }),
    () => new Response('<html>'),
    () => Promise.reject(new TypeError('failed to fetch')),
  ]) {
    expect(await lookupEmployeeId('1001', 'hrmresource', fakeFetch(answer).fn)).toBeNull();
  }
  $session.set('');
  $config.set({ ...DEFAULT_CONFIG, apiDomain: 'https://api.example' });
});

test('loadUserSettings fills $userSettings from configKey/configValue pairs', async () => {
  $config.set({ ...DEFAULT_CONFIG, apiDomain: 'https://api.example' });
  const f = fakeFetch(() =>
    Response.json({
      data: [
        { configKey: 'common.openmethod', configValue: 'newPage' },
        { configKey: 'common.autowrap', configValue: true },
      ],
    }),
  );
  const settings = await loadUserSettings(f.fn);
  expect(settings['common.openmethod']).toBe('newPage');
  expect($userSettings.get()['common.autowrap']).toBe('true');
  expect(f.calls[0]?.url).toBe('https://api.example/api/component/base/syncSetting/getSetting');
  expect(JSON.parse(String(f.calls[0]?.init?.body))).toEqual({ data: [] });
  await loadUserSettings(fakeFetch(() => Promise.reject(new Error('x'))).fn);
  expect($userSettings.get()['common.openmethod']).toBe('newPage');
});
