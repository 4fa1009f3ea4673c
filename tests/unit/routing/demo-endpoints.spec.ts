// The lookups against the real demo host (in-process): what the client sends is what the

// reference server understands, and the server's answers drive the client.
import { expect, test } from '@playwright/test';
import { type DemoHost, startDemoHost } from '../../../demo-host/server';
import { convertOpenData } from '../../../src/bridge';
import { resetAll } from '../../../src/env/disposers';
import { $config, $context, DEFAULT_CONFIG } from '../../../src/env/store';
import { lookupEmployeeId } from '../../../src/routing/employee-lookup';
import { loadUserSettings } from '../../../src/routing/user-settings';

// Every spec file starts from the defaults, whatever ran before it in this worker.
test.beforeEach(() => resetAll());

let demo: DemoHost;

test.beforeAll(async () => {
  demo = await startDemoHost(0);
});

// Per test: other files running in the same worker reset the stores.
test.beforeEach(() => {
  $config.set({ ...DEFAULT_CONFIG, apiDomain: demo.origins.main });
  $context.setKey('tenantKey', 'demo-tenant');
});

test.afterAll(async () => {
  $config.set({ ...DEFAULT_CONFIG });
  await demo.close();
});

test('employee id lookup', async () => {
  expect(await lookupEmployeeId('1002')).toBe('88002');
  expect(await lookupEmployeeId('4242')).toBeNull();
  const log = demo.ctx.entries('/papi/version/upgrade/trans/getMulNewTableIds');
  expect(log.map((e) => e.query.oldContent)).toEqual(['1002', '4242']);
});

test('open-data conversion, with fallback for unknown ids and failures', async () => {
  expect(await convertOpenData('$userName=zhangsan$ ($departmentName=12$), $userName=nobody$')).toBe(
    'Zhang San (Sales), $userName=nobody$',
  );
  const [entry] = demo.ctx.entries('/papi/wework/opendata/convert');
  expect(entry?.body).toEqual({
    tenantKey: 'demo-tenant',
    items: [
      { type: 'userName', id: 'zhangsan' },
      { type: 'departmentName', id: '12' },
      { type: 'userName', id: 'nobody' },
    ],
  });
  demo.ctx.faults.push({ path: '/papi/wework/opendata/convert', status: 502, body: 'bad gateway' });
  expect(await convertOpenData('$userName=zhangsan$')).toBe('$userName=zhangsan$');
  demo.ctx.faults.length = 0;
});

test('user settings', async () => {
  const settings = await loadUserSettings();
  expect(settings['common.openmethod']).toBe('dialog');
});
