import { expect, test } from '@playwright/test';
import { fullWindowFeatures } from '../../../src/routing/open-window';
import {
  docFirstAssocUrl,
  employeeAppUrl,
  fileDownloadFallbackUrl,
  fileDownloadUrl,
  mobileDocUrl,
  oldTaskUrl,
  pageUrl,
  workflowUrl,
  workPlanByWorkIdUrl,
} from '../../../src/routing/page-url';

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

test('other pages of spec §2.6', () => {
  expect(mobileDocUrl('5')).toBe('/spa/document/static4mobile/index.html#/doc/5');
  expect(docFirstAssocUrl('5', { meetingId: 'm' })).toBe(
    '/spa/document/index2file.jsp?id=5&isOpenFirstAss=1&meetingid=m',
  );
  expect(docFirstAssocUrl('5', { prjId: 'p' })).toBe(
    '/spa/document/index2file.jsp?id=5&isOpenFirstAss=1&prjid=p',
  );
  expect(oldTaskUrl('7')).toBe('/proj/process/ViewTask.jsp?taskrecordid=7');
  expect(workflowUrl('9', 'form')).toBe('/spa/workflow/index_form.jsp#/main/workflow/req?requestid=9');
  expect(workflowUrl('9', 'forward')).toBe('/workflow/request/ViewRequestForwardSPA.jsp?requestid=9');
  expect(workflowUrl('9', 'static', { fromModul: 'blog', modulResourceId: 'r1' })).toBe(
    '/spa/workflow/static4form/index.html#/main/workflow/req?fromModul=blog&modulResourceId=r1&requestid=9',
  );
  expect(workPlanByWorkIdUrl('3')).toBe(
    '/spa/workplan/static/index.html#/main/wp/workPlanCreateSingle?workid=3',
  );
  expect(employeeAppUrl('8')).toBe('/spa/hrm/smallapp/openhrm?hrmid=8');
  expect(fileDownloadUrl('f1')).toBe('/weaver/weaver.file.FileDownload?fileid=f1&download=1');
  expect(fileDownloadFallbackUrl('f1', 'doc')).toBe('/api/file/remotedownload/f1/doc/');
  expect(fileDownloadFallbackUrl('f1', 'doc', true)).toBe('/api/app/file/remotedownload/f1/doc/');
  expect(fullWindowFeatures({ availWidth: 1280, availHeight: 760 })).toBe(
    'noopener,left=0,top=0,width=1280,height=760',
  );
});
