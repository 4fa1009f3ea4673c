import { expect, test } from '@playwright/test';
import { device } from '../../../src/env';
import { MODULE_KEYS, moduleEntry } from '../../../src/routing/registry';
import { appendQuery, parseRecordId, resolveRoute } from '../../../src/routing/resolve';

const API_KEYS = `doc folder task calendar project mainlineReport plan blog blogSubscribe performance
  performanceScheme goal mail workflow ebdfpage formreport placard hrm meeting cowork odoc fna
  salary market workorder archive signContract batchTask`
  .split(/\s+/)
  .filter(Boolean);
const CRM =
  'customer contact clue salechance contract competitor orderform price production marketactivity quote capital'
    .split(' ')
    .map((k) => `crm.${k}`);

// Every module key of docs/reference.md with its mobile list, mobile detail and desktop detail for id 42.
const TABLE: Record<string, [string | null, string | null, string | null]> = {
  doc: ['/mobile/doc', '/mobile/doc/docDetail/42', '/sp/doc/docDetail/42'],
  folder: [null, '/mobile/doc/docList/42', '/doc/knowledge/42'],
  task: ['/mobile/task', '/mobile/task/taskDetail/42', '/sp/task/taskViewPage/42'],
  calendar: ['/mobile/calendar', '/mobile/calendar/detail/42', null],
  project: ['/mobile/project', '/mobile/project/details/42', null],
  mainlineReport: [null, '/mobile/project/mainlinereport/42', null],
  plan: ['/mobile/plan/main/list', '/mobile/plan/detail?id=42', null],
  blog: ['/mobile/blog/their', '/mobile/blog/blogdetail/42', null],
  blogSubscribe: [null, '/mobile/blog/subscribe/42', null],
  performance: ['/mobile/performance/main/list', '/mobile/performance/flow/detail/42', null],
  performanceScheme: ['/mobile/performance/scheme', '/mobile/performance/scheme/schemeDetail/42', null],
  goal: ['/mobile/goal', '/mobile/goal/open?id=42', null],
  mail: ['/mobile/mail', '/mobile/mail/view/42', '/sp/mail/view?mailResourceId=42'],
  workflow: [
    '/mobile/workflow/index/list',
    '/mobile/workflow/flowpage/view/42',
    '/sp/workflow/flowpage/view/42',
  ],
  ebdfpage: ['/mobile/ebdfpage/list/42', '/mobile/ebdfpage/card/0/42', null],
  formreport: ['/mobile/formreport', '/mobile/formreport/dataDetail/42', null],
  placard: ['/mobile/placard/list', '/mobile/placard/page/42', null],
  hrm: [null, '/mobile/hrm/profile/42', '/sp/hrm/profileInfo/42'],
  meeting: [null, '/mobile/meeting/detail/42', '/sp/meeting/meetingSingle?meetingId=42'],
  cowork: ['/mobile/cowork/discuss', '/mobile/cowork/view/42', null],
  odoc: ['/mobile/odoc', '/mobile/odoc/flowForm/view/42', null],
  fna: ['/mobile/fna/apply', null, '/sp/fna/detail/42'],
  salary: [null, '/mobile/salary/mySalaryBill/view/42', null],
  market: [null, '/mobile/market/resource/common/resourceInfo/42', null],
  workorder: [null, '/mobile/workorder/route/42', null],
  archive: [null, '/mobile/archive/archiveView?arcId=42', null],
  signContract: [null, '/mobile/signcenter/signContract/detail/42', null],
  batchTask: [null, '/mobile/uibusiness/batchTask/view/42', null],
  'crm.customer': [
    '/mobile/crm/customer',
    '/mobile/crm/customer/0/customerDetail/42',
    '/sp/crm/customer/customerViewPage/42',
  ],
};
for (const kind of CRM.slice(1).map((k) => k.slice(4))) {
  TABLE[`crm.${kind}`] = [`/mobile/crm/${kind}`, `/mobile/crm/${kind}/0/${kind}Info/42`, null];
}

test('the registry holds exactly the module keys of docs/reference.md', () => {
  expect([...MODULE_KEYS].sort()).toEqual([...API_KEYS, ...CRM].sort());
  expect(Object.keys(TABLE).sort()).toEqual([...MODULE_KEYS].sort());
});

for (const [module, [list, detail, pc]] of Object.entries(TABLE)) {
  test(`routes of ${module}`, () => {
    const listId = list?.includes('42') ? '42' : undefined;
    expect(resolveRoute(module, listId, { device: 'mobile', kind: 'list' })).toBe(list);
    expect(resolveRoute(module, '42', { device: 'mobile', kind: 'detail' })).toBe(detail);
    expect(resolveRoute(module, '42', { device: 'pc', kind: 'detail' })).toBe(pc);
    expect(resolveRoute(module, '42', { device: 'pc', kind: 'list' })).toBeNull();
    const entry = moduleEntry(module);
    expect(entry?.module).toBe(module);
    expect(Array.isArray(entry?.browserTypes)).toBe(true);
  });
}

test('docs/reference.md examples', () => {
  expect(resolveRoute('task', '42__tab=c', { device: 'mobile', kind: 'detail' })).toBe(
    '/mobile/task/taskDetail/42?tab=c',
  );
  expect(resolveRoute('task', '42__tab=c&from=m', { device: 'mobile', kind: 'detail' })).toBe(
    '/mobile/task/taskDetail/42?tab=c&from=m',
  );
  expect(resolveRoute('crm.contact', '7', { device: 'mobile', kind: 'detail' })).toBe(
    '/mobile/crm/contact/0/contactInfo/7',
  );
  expect(resolveRoute('crm.customer', '7', { device: 'mobile', kind: 'detail' })).toBe(
    '/mobile/crm/customer/0/customerDetail/7',
  );
});

test('sub-parameters merge into a route that already has a query', () => {
  expect(resolveRoute('plan', '5__tab=c&from=m', { device: 'mobile', kind: 'detail' })).toBe(
    '/mobile/plan/detail?id=5&tab=c&from=m',
  );
  expect(resolveRoute('mail', '9__x=1', { device: 'pc' })).toBe('/sp/mail/view?mailResourceId=9&x=1');
  expect(resolveRoute('archive', '3__a=b%20c', { device: 'mobile' })).toBe(
    '/mobile/archive/archiveView?arcId=3&a=b%20c',
  );
});

test('defaults: detail with an id, list without; unknown modules and missing ids give null', () => {
  expect(resolveRoute('task', undefined, { device: 'mobile' })).toBe('/mobile/task');
  expect(resolveRoute('task', '1', { device: 'mobile' })).toBe('/mobile/task/taskDetail/1');
  expect(resolveRoute('task', '1', { device: 'pc' })).toBe('/sp/task/taskViewPage/1');
  // No device given: the one detection of env (`device`) decides.
  expect(resolveRoute('task', '1')).toBe(
    device.isPC ? '/sp/task/taskViewPage/1' : '/mobile/task/taskDetail/1',
  );
  expect(resolveRoute('nope', '1', { device: 'mobile' })).toBeNull();
  expect(resolveRoute('ebdfpage', undefined, { device: 'mobile', kind: 'list' })).toBeNull();
  expect(resolveRoute('task', '', { device: 'mobile', kind: 'detail' })).toBeNull();
});

test('ids are encoded into the path; folder variants pass through', () => {
  expect(resolveRoute('doc', 'a/b c', { device: 'mobile' })).toBe('/mobile/doc/docDetail/a%2Fb%20c');
  expect(resolveRoute('folder', 'shareInner_5', { device: 'pc' })).toBe('/doc/knowledge/shareInner_5');
  expect(resolveRoute('folder', 'watched_5', { device: 'pc' })).toBe('/doc/knowledge/watched_5');
});

test('old module names and browser types find their module', () => {
  expect(moduleEntry('taskBrowser')?.module).toBe('task');
  expect(moduleEntry('wfcRequest')?.module).toBe('workflow');
  expect(moduleEntry('customer')?.module).toBe('crm.customer');
  expect(moduleEntry('document')?.module).toBe('doc');
});

test('parseRecordId', () => {
  expect(parseRecordId('42__tab=c&from=m')).toEqual({ id: '42', params: { tab: 'c', from: 'm' } });
  expect(parseRecordId('42')).toEqual({ id: '42', params: {} });
  expect(parseRecordId('42__')).toEqual({ id: '42', params: {} });
  expect(parseRecordId('42__flag&x=')).toEqual({ id: '42', params: { flag: '', x: '' } });
  expect(parseRecordId('42__a=1=2&b=%E4%B8%AD')).toEqual({ id: '42', params: { a: '1=2', b: '中' } });
  expect(parseRecordId('shareInner_5__tab=c')).toEqual({ id: 'shareInner_5', params: { tab: 'c' } });
  expect(parseRecordId('42__x=%ZZ')).toEqual({ id: '42', params: { x: '%ZZ' } });
  const polluted = parseRecordId('1____proto__=x');
  expect(Object.getPrototypeOf(polluted.params)).toBe(Object.prototype);
  expect(({} as Record<string, unknown>).x).toBeUndefined();
});

test('appendQuery keeps the hash after the query', () => {
  expect(appendQuery('/a?x=1#h', { y: '2' })).toBe('/a?x=1&y=2#h');
  expect(appendQuery('/a?', { y: '2' })).toBe('/a?y=2');
  expect(appendQuery('/a', {})).toBe('/a');
});
