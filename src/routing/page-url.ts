// URLs of the pages the suite opens in new windows (spec §2.6, API.md §9). Pure.
import { appendQuery, joinQuery } from './resolve';

/** Where a link was opened from, and the items it belongs to (spec §3 "Link targets"). */
export interface LinkContext {
  /** `'blog'`: the link sits in a blog discussion; adds moduleid, discussid, linkType, linkid. */
  from?: 'blog';
  /** Id of the enclosing discussion element. */
  discussId?: string;
  meetingId?: string;
  workplanId?: string;
  moduleId?: string;
  /** Document detail: the router to open with. */
  router?: string;
}

type Kind = 'doc' | 'task' | 'project' | 'crm' | 'workflow' | 'workplan';

/** Link types and numeric codes (7/18 customer, 8/135 project, 37 document, 152 workflow). */
const KINDS: Record<string, Kind> = {
  doc: 'doc',
  '37': 'doc',
  task: 'task',
  prjtsk: 'task',
  project: 'project',
  '8': 'project',
  '135': 'project',
  crm: 'crm',
  '7': 'crm',
  '18': 'crm',
  workflow: 'workflow',
  '152': 'workflow',
  workplan: 'workplan',
};

/** [path, hash route, id parameter]; the id goes in the hash's query when there is a hash route with `?`. */
const PAGES: Record<Kind, { path: string; hash?: string; idParam: string; inHash: boolean }> = {
  doc: { path: '/spa/document/index.jsp', hash: '#/main/document/detail', idParam: 'id', inHash: false },
  task: { path: '/spa/prj/index.html', hash: '#/main/prj/taskCard', idParam: 'taskid', inHash: true },
  project: { path: '/spa/prj/index.html', hash: '#/main/prj/projectCard', idParam: 'prjid', inHash: true },
  crm: {
    path: '/spa/crm/static/index.html',
    hash: '#/main/crm/customerView',
    idParam: 'customerId',
    inHash: true,
  },
  workflow: {
    path: '/spa/workflow/static4form/index.html',
    hash: '#/main/workflow/req',
    idParam: 'requestid',
    inHash: true,
  },
  workplan: {
    path: '/spa/workplan/static/index.html',
    hash: '#/main/wp/workPlanCreateSingle',
    idParam: 'workPlanId',
    inHash: true,
  },
};

/** The kind behind a link type or code, or undefined when unknown. */
export function linkKind(type: string | number): Kind | undefined {
  const key = typeof type === 'number' || typeof type === 'string' ? String(type).trim() : '';
  // Own keys only: 'valueOf' or '__proto__' are not link types.
  return Object.hasOwn(KINDS, key) ? KINDS[key] : undefined;
}

/** Builds a URL whose query (in the path, or in the hash for hash routes) holds `pairs`. */
function build(page: (typeof PAGES)[Kind], pairs: Array<[string, string]>): string {
  if (page.inHash) return `${page.path}${joinQuery(page.hash ?? '', pairs)}`;
  return `${appendQuery(page.path, pairs)}${page.hash ?? ''}`;
}

/**
 * The page that shows an item of a link type (`doc task crm workflow project workplan prjtsk`)
 * or numeric code (7/18 customer, 8/135 project, 37 document, 152 workflow); `''` for an unknown
 * type. From a blog discussion (`{from:'blog', discussId}`) the query holding the id also gets
 * `moduleid=blog&discussid=…&linkType={type as given}&linkid={id}`.
 *
 * @example pageUrl('task', '9') // '/spa/prj/index.html#/main/prj/taskCard?taskid=9'
 */
export function pageUrl(type: string | number, id: string, context: LinkContext = {}): string {
  const kind = linkKind(type);
  if (!kind) return '';
  const page = PAGES[kind];
  const itemId = String(id ?? '');
  const pairs: Array<[string, string]> = [[page.idParam, itemId]];
  const ctx = context ?? {};
  if (kind === 'doc') {
    if (ctx.router) pairs.push(['router', ctx.router]);
    if (ctx.meetingId) pairs.push(['meetingid', ctx.meetingId]);
    if (ctx.workplanId) pairs.push(['workplanid', ctx.workplanId]);
  }
  if (ctx.from === 'blog') {
    pairs.push(['moduleid', 'blog']);
    if (ctx.discussId) pairs.push(['discussid', ctx.discussId]);
    pairs.push(['linkType', String(type)], ['linkid', itemId]);
  } else if (ctx.moduleId) {
    pairs.push(['moduleid', ctx.moduleId]);
    if (ctx.discussId) pairs.push(['discussid', ctx.discussId]);
  }
  return build(page, pairs);
}

// Other pages of spec §2.6, used by the SDK's own helpers.

/** Mobile document view. */
export const mobileDocUrl = (id: string): string =>
  `/spa/document/static4mobile/index.html#/doc/${encodeURIComponent(id)}`;

/** Document opened with its first association (a meeting or a project). */
export function docFirstAssocUrl(id: string, assoc: { meetingId?: string; prjId?: string } = {}): string {
  const pairs: Array<[string, string]> = [
    ['id', id],
    ['isOpenFirstAss', '1'],
  ];
  if (assoc.meetingId) pairs.push(['meetingid', assoc.meetingId]);
  else if (assoc.prjId) pairs.push(['prjid', assoc.prjId]);
  return appendQuery('/spa/document/index2file.jsp', pairs);
}

/** The old task view. */
export const oldTaskUrl = (taskRecordId: string): string =>
  appendQuery('/proj/process/ViewTask.jsp', [['taskrecordid', taskRecordId]]);

/** Workflow request pages: `form` (index_form), `forward` (old forward view), `static` (static4form). */
export function workflowUrl(
  requestId: string,
  variant: 'form' | 'forward' | 'static' = 'static',
  from: { fromModul?: string; modulResourceId?: string } = {},
): string {
  if (variant === 'form')
    return `/spa/workflow/index_form.jsp${joinQuery('#/main/workflow/req', [['requestid', requestId]])}`;
  if (variant === 'forward')
    return appendQuery('/workflow/request/ViewRequestForwardSPA.jsp', [['requestid', requestId]]);
  const pairs: Array<[string, string]> = [];
  if (from.fromModul) pairs.push(['fromModul', from.fromModul]);
  if (from.modulResourceId) pairs.push(['modulResourceId', from.modulResourceId]);
  pairs.push(['requestid', requestId]);
  return `/spa/workflow/static4form/index.html${joinQuery('#/main/workflow/req', pairs)}`;
}

/** Work plan view by its work id (the create/view page also takes workPlanId, see pageUrl). */
export const workPlanByWorkIdUrl = (workId: string): string =>
  `/spa/workplan/static/index.html${joinQuery('#/main/wp/workPlanCreateSingle', [['workid', workId]])}`;

/** The employee small app. */
export const employeeAppUrl = (hrmId: string): string =>
  appendQuery('/spa/hrm/smallapp/openhrm', [['hrmid', hrmId]]);

/** File download. */
export const fileDownloadUrl = (fileId: string): string =>
  appendQuery('/weaver/weaver.file.FileDownload', [
    ['fileid', fileId],
    ['download', '1'],
  ]);

/** File download fallback path: `/api/file/remotedownload/{fileid}/{module}/` (or `/api/app/…`). */
export const fileDownloadFallbackUrl = (fileId: string, module: string, app = false): string =>
  `/api${app ? '/app' : ''}/file/remotedownload/${encodeURIComponent(fileId)}/${encodeURIComponent(module)}/`;
