import { expect, test } from '@playwright/test';
import { fullWindowFeatures } from '../../../src/routing/open-window';
import { employeeAppUrl, linkKind, pageUrl } from '../../../src/routing/page-url';

const DOC = '/spa/document/index.jsp?id=5#/main/document/detail';
const TASK = '/spa/prj/index.html#/main/prj/taskCard?taskid=5';
const PROJECT = '/spa/prj/index.html#/main/prj/projectCard?prjid=5';
const CRM = '/spa/crm/static/index.html#/main/crm/customerView?customerId=5';
const WORKFLOW = '/spa/workflow/static4form/index.html#/main/workflow/req?requestid=5';
const WORKPLAN = '/spa/workplan/static/index.html#/main/wp/workPlanCreateSingle?workPlanId=5';

const CASES: Array<[string | number, string]> = [
  ['doc', DOC],
  [37, DOC],
  ['37', DOC],
  ['task', TASK],
  ['prjtsk', TASK],
  ['project', PROJECT],
  [8, PROJECT],
  [135, PROJECT],
  ['crm', CRM],
  [7, CRM],
  [18, CRM],
  ['workflow', WORKFLOW],
  [152, WORKFLOW],
  ['workplan', WORKPLAN],
];

for (const [type, url] of CASES) {
  test(`pageUrl(${JSON.stringify(type)})`, () => {
    expect(pageUrl(type, '5')).toBe(url);
  });
}

test('unknown types give an empty string', () => {
  expect(pageUrl('nope', '5')).toBe('');
  expect(pageUrl(99, '5')).toBe('');
});

test('blog context params go into the query that holds the id', () => {
  const blog = { from: 'blog' as const, discussId: 'd1' };
  expect(pageUrl('doc', '5', blog)).toBe(
    '/spa/document/index.jsp?id=5&moduleid=blog&discussid=d1&linkType=doc&linkid=5#/main/document/detail',
  );
  expect(pageUrl(37, '5', blog)).toBe(
    '/spa/document/index.jsp?id=5&moduleid=blog&discussid=d1&linkType=37&linkid=5#/main/document/detail',
  );
  expect(pageUrl('task', '5', blog)).toBe(`${TASK}&moduleid=blog&discussid=d1&linkType=task&linkid=5`);
  expect(pageUrl('prjtsk', '5', blog)).toBe(`${TASK}&moduleid=blog&discussid=d1&linkType=prjtsk&linkid=5`);
  expect(pageUrl(18, '5', blog)).toBe(`${CRM}&moduleid=blog&discussid=d1&linkType=18&linkid=5`);
  expect(pageUrl(152, '5', blog)).toBe(`${WORKFLOW}&moduleid=blog&discussid=d1&linkType=152&linkid=5`);
  expect(pageUrl('workplan', '5', blog)).toBe(
    `${WORKPLAN}&moduleid=blog&discussid=d1&linkType=workplan&linkid=5`,
  );
  expect(pageUrl(135, '5', blog)).toBe(`${PROJECT}&moduleid=blog&discussid=d1&linkType=135&linkid=5`);
});

test('document context: router, meeting, work plan, module', () => {
  expect(pageUrl('doc', '5', { meetingId: 'm1' })).toBe(
    '/spa/document/index.jsp?id=5&meetingid=m1#/main/document/detail',
  );
  expect(pageUrl('doc', '5', { workplanId: 'w1', router: 'r/x' })).toBe(
    '/spa/document/index.jsp?id=5&router=r%2Fx&workplanid=w1#/main/document/detail',
  );
  expect(pageUrl('doc', '5', { moduleId: 'cowork', discussId: 'd2' })).toBe(
    '/spa/document/index.jsp?id=5&moduleid=cowork&discussid=d2#/main/document/detail',
  );
  // meeting/workplan ids belong to documents only
  expect(pageUrl('task', '5', { meetingId: 'm1' })).toBe(TASK);
});

test('ids are encoded', () => {
  expect(pageUrl('task', 'a&b=c')).toBe('/spa/prj/index.html#/main/prj/taskCard?taskid=a%26b%3Dc');
});

test('other pages of docs/spec-coverage.md (L103, L104, L182) through pageUrl variants', () => {
  expect(pageUrl('doc', '5', { variant: 'mobile' })).toBe('/spa/document/static4mobile/index.html#/doc/5');
  expect(pageUrl(37, '5', { variant: 'firstAssoc', meetingId: 'm' })).toBe(
    '/spa/document/index2file.jsp?id=5&isOpenFirstAss=1&meetingid=m',
  );
  expect(pageUrl('doc', '5', { variant: 'firstAssoc', projectId: 'p' })).toBe(
    '/spa/document/index2file.jsp?id=5&isOpenFirstAss=1&prjid=p',
  );
  expect(pageUrl('task', '7', { variant: 'old' })).toBe('/proj/process/ViewTask.jsp?taskrecordid=7');
  expect(pageUrl('prjtsk', '7', { variant: 'old' })).toBe('/proj/process/ViewTask.jsp?taskrecordid=7');
  expect(pageUrl('workflow', '9', { variant: 'form' })).toBe(
    '/spa/workflow/index_form.jsp#/main/workflow/req?requestid=9',
  );
  expect(pageUrl(152, '9', { variant: 'forward' })).toBe(
    '/workflow/request/ViewRequestForwardSPA.jsp?requestid=9',
  );
  expect(pageUrl('workflow', '9', { fromModul: 'blog', modulResourceId: 'r1' })).toBe(
    '/spa/workflow/static4form/index.html#/main/workflow/req?requestid=9&fromModul=blog&modulResourceId=r1',
  );
  expect(pageUrl('workflow', '9', { variant: 'static' })).toBe(WORKFLOW.replace('=5', '=9'));
  expect(pageUrl('workplan', '3', { variant: 'workid' })).toBe(
    '/spa/workplan/static/index.html#/main/wp/workPlanCreateSingle?workid=3',
  );
  expect(pageUrl('employee', '8')).toBe('/spa/hrm/smallapp/openhrm?hrmid=8');
  expect(employeeAppUrl('8')).toBe('/spa/hrm/smallapp/openhrm?hrmid=8');
  expect(pageUrl('file', 'f1')).toBe('/weaver/weaver.file.FileDownload?fileid=f1&download=1');
  expect(pageUrl('file', 'f1', { variant: 'fallback', moduleId: 'doc' })).toBe(
    '/api/file/remotedownload/f1/doc/',
  );
  expect(pageUrl('file', 'f/1', { variant: 'appFallback', moduleId: 'a b' })).toBe(
    '/api/app/file/remotedownload/f%2F1/a%20b/',
  );
  // blog context params go into the page's query
  expect(pageUrl('workflow', '9', { variant: 'forward', from: 'blog', discussId: 'd1' })).toBe(
    '/workflow/request/ViewRequestForwardSPA.jsp?requestid=9&moduleid=blog&discussid=d1&linkType=workflow&linkid=9',
  );
  expect(pageUrl('doc', '5', { variant: 'mobile', from: 'blog', discussId: 'd1' })).toBe(
    '/spa/document/static4mobile/index.html#/doc/5?moduleid=blog&discussid=d1&linkType=doc&linkid=5',
  );
});

test('variants a link type does not have, and fallbacks without a module, give an empty string', () => {
  expect(pageUrl('crm', '5', { variant: 'old' })).toBe('');
  expect(pageUrl('doc', '5', { variant: 'workid' })).toBe('');
  expect(pageUrl('file', 'f1', { variant: 'fallback' })).toBe('');
  expect(pageUrl('project', '5', { variant: 'nope' as never })).toBe('');
  expect(pageUrl('toString', '5')).toBe('');
});

test('linkKind: types, codes and their blanks; page keys, variants and prototype names are no type', () => {
  const kinds: Array<[string | number, string]> = [
    ['doc', 'doc'],
    [37, 'doc'],
    [' 37 ', 'doc'],
    ['task', 'task'],
    ['prjtsk', 'task'],
    ['project', 'project'],
    [8, 'project'],
    ['135', 'project'],
    ['crm', 'crm'],
    [7, 'crm'],
    ['18', 'crm'],
    ['workflow', 'workflow'],
    [152, 'workflow'],
    ['workplan', 'workplan'],
    ['file', 'file'],
    ['employee', 'employee'],
  ];
  for (const [type, kind] of kinds) expect(linkKind(type), String(type)).toBe(kind);
  for (const type of [
    'doc:mobile',
    'task:old',
    'file:fallback',
    'DOC',
    '',
    'valueOf',
    '__proto__',
    'hasOwnProperty',
    9,
    null,
  ]) {
    expect(linkKind(type as string), String(type)).toBeUndefined();
  }
  expect(pageUrl('doc:mobile', '5')).toBe('');
  expect(pageUrl('task:old', '5')).toBe('');
});

test('open windows are sized to the available screen', () => {
  expect(fullWindowFeatures({ availWidth: 1280, availHeight: 760 })).toBe(
    'noopener,left=0,top=0,width=1280,height=760',
  );
});
