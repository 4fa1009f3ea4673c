// URLs of the pages the suite opens in new windows (docs/spec-coverage.md L94, docs/reference.md). Pure, except that a
// link from a blog discussion may look up its discussion element in the page (discussion.ts).

import { hasOwn } from '../env/own';
import { discussionIdOf } from './discussion';
import { appendQuery, joinQuery } from './resolve';

/**
 * Which page of a link type to build (docs/spec-coverage.md L107); each applies to the types named here, any other
 * combination gives `''`.
 * - `doc`: `'mobile'` the mobile document view; `'firstAssoc'` the document with its first
 *   association (`meetingId` or `projectId`).
 * - `task`/`prjtsk`: `'old'` the old task view (the id is the task record id).
 * - `workflow`: `'form'` index_form.jsp; `'forward'` ViewRequestForwardSPA.jsp; `'static'` (the
 *   default) static4form, with `fromModul`/`modulResourceId`.
 * - `workplan`: `'workid'` the create/view page by work id instead of work plan id.
 * - `file`: `'fallback'` / `'appFallback'` the remote-download path `/api(/app)/file/remotedownload/{id}/{moduleId}/`
 *   instead of the file download page.
 */
export type PageVariant =
  | 'mobile'
  | 'firstAssoc'
  | 'old'
  | 'form'
  | 'forward'
  | 'static'
  | 'workid'
  | 'fallback'
  | 'appFallback';

/** Where a link was opened from, and the items it belongs to (docs/spec-coverage.md L182 "Link targets"). */
export interface LinkContext {
  /** `'blog'`: the link sits in a blog discussion; adds moduleid, discussid, linkType, linkid. */
  from?: 'blog';
  /**
   * Id of the enclosing discussion element. With `from: 'blog'` and no `discussId` it is found
   * from `source` (or, inside an event handler, the current event's target): the nearest
   * enclosing element marked `data-discuss-id` (its value), else `data-discuss` or class
   * `blog-discuss` (its `id`). Browsers hide the current event from listeners inside a shadow
   * tree: there, pass the event or element as `source`.
   */
  discussId?: string;
  /** The element (or event) the link was opened from, to find the discussion id. */
  source?: Element | Event;
  meetingId?: string;
  workplanId?: string;
  /** Project id: the association of a document opened with `variant: 'firstAssoc'`. */
  projectId?: string;
  /** Module id; for `file` fallbacks, the module the file belongs to (the `{module}` segment). */
  moduleId?: string;
  /** Document detail: the router to open with. */
  router?: string;
  /** Which page of the link type; see {@link PageVariant}. */
  variant?: PageVariant;
  /** Workflow request opened from another module: that module… */
  fromModul?: string;
  /** …and its resource id. */
  modulResourceId?: string;
}

type Kind = 'doc' | 'task' | 'project' | 'crm' | 'workflow' | 'workplan' | 'file' | 'employee';

/** Other names of the link types: numeric codes (7/18 customer, 8/135 project, 37 document, 152 workflow), prjtsk. */
const ALIASES: Record<string, Kind> = {
  '37': 'doc',
  prjtsk: 'task',
  '8': 'project',
  '135': 'project',
  '7': 'crm',
  '18': 'crm',
  '152': 'workflow',
};

/**
 * Page templates by `kind` or `kind:variant`. `{id}` is the item id, `{module}` the context's
 * module id. Further parameters join the query that holds the id: the hash's when the id is in
 * the hash, else the path's.
 */
const PAGES: Record<string, string> = {
  doc: '/spa/document/index.jsp?id={id}#/main/document/detail',
  'doc:mobile': '/spa/document/static4mobile/index.html#/doc/{id}',
  'doc:firstAssoc': '/spa/document/index2file.jsp?id={id}&isOpenFirstAss=1',
  task: '/spa/prj/index.html#/main/prj/taskCard?taskid={id}',
  'task:old': '/proj/process/ViewTask.jsp?taskrecordid={id}',
  project: '/spa/prj/index.html#/main/prj/projectCard?prjid={id}',
  crm: '/spa/crm/static/index.html#/main/crm/customerView?customerId={id}',
  workflow: '/spa/workflow/static4form/index.html#/main/workflow/req?requestid={id}',
  'workflow:form': '/spa/workflow/index_form.jsp#/main/workflow/req?requestid={id}',
  'workflow:forward': '/workflow/request/ViewRequestForwardSPA.jsp?requestid={id}',
  workplan: '/spa/workplan/static/index.html#/main/wp/workPlanCreateSingle?workPlanId={id}',
  'workplan:workid': '/spa/workplan/static/index.html#/main/wp/workPlanCreateSingle?workid={id}',
  file: '/weaver/weaver.file.FileDownload?fileid={id}&download=1',
  'file:fallback': '/api/file/remotedownload/{id}/{module}/',
  'file:appFallback': '/api/app/file/remotedownload/{id}/{module}/',
  employee: '/spa/hrm/smallapp/openhrm?hrmid={id}',
};

const has = (object: object, key: string): boolean => hasOwn(object, key);

/** The kind behind a link type or code, or undefined when unknown. */
export function linkKind(type: string | number): Kind | undefined {
  const key = typeof type === 'number' || typeof type === 'string' ? String(type).trim() : '';
  // Own keys only: 'valueOf' or '__proto__' are not link types; nor is a page key with a variant.
  if (has(ALIASES, key)) return ALIASES[key];
  return has(PAGES, key) && !key.includes(':') ? (key as Kind) : undefined;
}

/** Fills a template and adds `pairs` to the query that holds the id; '' when a slot stays empty. */
function build(template: string, id: string, ctx: LinkContext, pairs: Array<[string, string]>): string {
  if (template.includes('{module}') && !ctx.moduleId) return '';
  const fill = (text: string) =>
    text.replace(/\{(id|module)\}/g, (_m, slot: string) =>
      encodeURIComponent(slot === 'id' ? id : (ctx.moduleId ?? '')),
    );
  const hashAt = template.indexOf('#');
  if (hashAt >= 0 && template.indexOf('{id}') > hashAt) {
    return `${fill(template.slice(0, hashAt))}${joinQuery(fill(template.slice(hashAt)), pairs)}`;
  }
  return appendQuery(fill(template), pairs);
}

/**
 * The page that shows an item of a link type (`doc task crm workflow project workplan prjtsk`,
 * and `file`, `employee`) or numeric code (7/18 customer, 8/135 project, 37 document, 152
 * workflow); `''` for an unknown type or a variant the type does not have. `context.variant`
 * picks the type's other pages (see {@link PageVariant}). From a blog discussion
 * (`{from:'blog'}`) the query holding the id also gets
 * `moduleid=blog&discussid=…&linkType={type as given}&linkid={id}`; without `discussId`, the
 * discussion element is found from `context.source` or the current event.
 *
 * @example pageUrl('task', '9') // '/spa/prj/index.html#/main/prj/taskCard?taskid=9'
 * @example pageUrl('workflow', '9', { variant: 'forward' }) // '/workflow/request/ViewRequestForwardSPA.jsp?requestid=9'
 * @example pageUrl('file', 'f1') // '/weaver/weaver.file.FileDownload?fileid=f1&download=1'
 */
export function pageUrl(type: string | number, id: string, context: LinkContext = {}): string {
  const kind = linkKind(type);
  const ctx = context ?? {};
  const variant = ctx.variant === 'static' && kind === 'workflow' ? undefined : ctx.variant;
  const key = variant === undefined ? kind : `${kind}:${variant}`;
  if (!kind || !key || !has(PAGES, key)) return '';
  const itemId = String(id ?? '');
  const pairs: Array<[string, string]> = [];
  if (key === 'doc') {
    if (ctx.router) pairs.push(['router', ctx.router]);
    if (ctx.meetingId) pairs.push(['meetingid', ctx.meetingId]);
    if (ctx.workplanId) pairs.push(['workplanid', ctx.workplanId]);
  } else if (key === 'doc:firstAssoc') {
    if (ctx.meetingId) pairs.push(['meetingid', ctx.meetingId]);
    else if (ctx.projectId) pairs.push(['prjid', ctx.projectId]);
  } else if (key === 'workflow') {
    if (ctx.fromModul) pairs.push(['fromModul', ctx.fromModul]);
    if (ctx.modulResourceId) pairs.push(['modulResourceId', ctx.modulResourceId]);
  }
  if (ctx.from === 'blog') {
    pairs.push(['moduleid', 'blog']);
    const discussId = ctx.discussId || discussionIdOf(ctx.source);
    if (discussId) pairs.push(['discussid', discussId]);
    pairs.push(['linkType', String(type)], ['linkid', itemId]);
  } else if (ctx.moduleId && kind !== 'file') {
    pairs.push(['moduleid', ctx.moduleId]);
    if (ctx.discussId) pairs.push(['discussid', ctx.discussId]);
  }
  return build(PAGES[key] ?? '', itemId, ctx, pairs);
}

/** The employee small app (docs/spec-coverage.md L105), as `pageUrl('employee', hrmId)`. */
export const employeeAppUrl = (hrmId: string): string => pageUrl('employee', hrmId);
