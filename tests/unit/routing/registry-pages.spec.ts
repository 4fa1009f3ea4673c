// docs/spec-coverage.md pages beyond list/detail (L57, L58, L60, L61, L62, L64, L65, L71, L262), the
// dialogs of every module (L40) and the 16 associated browser types (L167), all through the
// one route table and resolveRoute.
import { expect, test } from '@playwright/test';
import { resolveRoute } from '../../../src/routing';
import { MODULE_KEYS, moduleEntry } from '../../../src/routing/registry';

// [module, page, id, route]
const PAGES: Array<[string, string, string | undefined, string]> = [
  ['ebdfpage', 'ebflowpage', '42', '/mobile/ebdfpage/ebflowpage/view/42'],
  ['formreport', 'datalist', '42', '/mobile/formreport/datalist/42'],
  ['formreport', 'createReport', '42', '/mobile/formreport/createReport/42'],
  ['formreport', 'groupVoteList', '42', '/mobile/formreport/groupVoteList/42'],
  ['hrm', 'contractManager', '42', '/mobile/hrm/contractManager/info/42'],
  ['hrm', 'birthdayReminder', undefined, '/mobile/hrm/birthdayReminder'],
  ['hrm', 'birthdayReminderAdmin', undefined, '/mobile/hrm/birthdayReminder?isAdmin=1'],
  ['hrm', 'anniversaryReminder', undefined, '/mobile/hrm/anniversaryReminder'],
  ['hrm', 'anniversaryReminderAdmin', undefined, '/mobile/hrm/anniversaryReminder?isAdmin=1'],
  ['batchTask', 'detail', '42', '/mobile/uibusiness/batchTask/detail/42'],
  ['batchTask', 'messageList', 'B7__flag=1', '/mobile/inc/messagelist?batchNo=B7&flag=1'],
  ['crm.contract', 'riskList', '42', '/mobile/crm/contract/0/contractRiskList/42'],
  ['crm.contract', 'risk', '42', '/mobile/crm/contract/0/contractRiskInfo/42'],
  ['crm.contract', 'receiveLedger', '42', '/mobile/crm/contract/0/receiveLedger/42'],
  ['crm.contract', 'payLedger', '42', '/mobile/crm/contract/0/payLedger/42'],
  ['crm.contract', 'invoiceLedger', '42', '/mobile/crm/contract/0/invoiceLedger/42'],
  ['meeting', 'videoDetail', '42', '/mobile/meeting/videoDetail/42'],
  ['odoc', 'exchangeReceive', '42', '/mobile/odoc/exchange/receiveForm/42'],
  ['odoc', 'exchangeSend', '42', '/mobile/odoc/exchange/sendForm/42'],
  ['fna', 'flowApply', '42', '/mobile/fna/flow/apply/42'],
  ['fna', 'flowView', '42', '/mobile/fna/flow/view/42'],
  ['fna', 'flowApprove', '42', '/mobile/fna/flow/approve/42'],
];

for (const [module, page, id, route] of PAGES) {
  test(`resolveRoute(${module}, page ${page})`, () => {
    expect(resolveRoute(module, id, { page })).toBe(route);
    // the page is a mobile page: device and kind are not consulted
    expect(resolveRoute(module, id, { page, device: 'pc', kind: 'list' })).toBe(route);
  });
}

test('pages take sub-parameters: named slots are filled, the rest join the query', () => {
  expect(resolveRoute('formreport', '42__tab=c', { page: 'datalist' })).toBe(
    '/mobile/formreport/datalist/42?tab=c',
  );
  expect(resolveRoute('batchTask', 'B7__flag=0&x=y', { page: 'messageList' })).toBe(
    '/mobile/inc/messagelist?batchNo=B7&flag=0&x=y',
  );
  expect(resolveRoute('hrm', '__from=card', { page: 'birthdayReminderAdmin' })).toBe(
    '/mobile/hrm/birthdayReminder?isAdmin=1&from=card',
  );
});

test('unknown pages, pages of other modules and missing ids or slots give null', () => {
  expect(resolveRoute('formreport', '42', { page: 'nope' })).toBeNull();
  expect(resolveRoute('task', '42', { page: 'datalist' })).toBeNull();
  expect(resolveRoute('crm.contact', '42', { page: 'risk' })).toBeNull();
  expect(resolveRoute('formreport', '42', { page: 'toString' })).toBeNull();
  expect(resolveRoute('formreport', undefined, { page: 'datalist' })).toBeNull();
  expect(resolveRoute('batchTask', 'B7', { page: 'messageList' })).toBeNull();
});

test('L40: every module has a centre and a side dialog; the create dialog is optional', () => {
  for (const module of MODULE_KEYS) {
    const dialogs = moduleEntry(module)?.dialogs;
    expect(dialogs?.center, `${module} centre dialog`).toBeTruthy();
    expect(dialogs?.side, `${module} side dialog`).toBeTruthy();
    expect(dialogs?.side).not.toBe(dialogs?.center);
  }
  const newlyCovered =
    'folder mainlineReport blogSubscribe performanceScheme formreport fna salary market signContract batchTask';
  for (const module of newlyCovered.split(' ')) expect(moduleEntry(module)?.dialogs.center).toBeTruthy();
  expect(moduleEntry('task')?.dialogs.create).toBe('TaskCreate');
});

test('L167: the 16 associated browser types each find their module and its routes', () => {
  const TYPES: Array<[string, string]> = [
    ['taskBrowser', 'task'],
    ['preTaskBrowser', 'task'],
    ['postTaskBrowser', 'task'],
    ['mainlineBrowser', 'mainlineReport'],
    ['calendarBrowser', 'calendar'],
    ['planBrowser', 'plan'],
    ['blogBrowser', 'blog'],
    ['performanceBrowser', 'performance'],
    ['goalBrowser', 'goal'],
    ['mailResource', 'mail'],
    ['wfcRequest', 'workflow'],
    ['ebuilder', 'ebdfpage'],
    ['customer', 'crm.customer'],
    ['odocRequest', 'odoc'],
    ['workOrderBrowser', 'workorder'],
    ['archiveBrowser', 'archive'],
  ];
  expect(TYPES).toHaveLength(16);
  for (const [type, module] of TYPES) {
    expect(moduleEntry(type)?.module, type).toBe(module);
    expect(resolveRoute(type, '42', { device: 'mobile', kind: 'detail' }), type).toBe(
      resolveRoute(module, '42', { device: 'mobile', kind: 'detail' }),
    );
    expect(resolveRoute(type, '42', { device: 'mobile', kind: 'detail' })).not.toBeNull();
  }
  // "other CRM types": each CRM kind is its own browser type
  for (const kind of ['contact', 'clue', 'salechance', 'contract', 'quote', 'capital']) {
    expect(moduleEntry(kind)?.module).toBe(`crm.${kind}`);
  }
});
