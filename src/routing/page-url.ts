// URLs of the pages the suite opens in new windows (spec §2.6, API.md §9). Pure, except that a
// link from a blog discussion may look up its discussion element in the page (discussion.ts).
import { discussionIdOf } from './discussion';
import { appendQuery, joinQuery } from './resolve';

/**
 * Which page of a link type to build (spec §2.6); each applies to the types named here, any other
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

/** Where a link was opened from, and the items it belongs to (spec §3 "Link targets"). */
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
  file: 'file',
  employee: 'employee',
};

/** A page: its path, an optional hash route, and whether its query lives in the hash. */
interface Page {
  path: string;
  hash?: string;
  inHash: boolean;
  /** Pairs that carry the item (and its context), before any blog/module pairs. */
  pairs: Array<[string, string]>;
}

const hashPage = (path: string, hash: string, pairs: Array<[string, string]>): Page => ({
  path,
  hash,
  inHash: true,
  pairs,
});
const queryPage = (path: string, pairs: Array<[string, string]>, hash?: string): Page => ({
  path,
  inHash: false,
  pairs,
  ...(hash ? { hash } : {}),
});

/** The page of a kind and variant for `id`, or undefined when that combination does not exist. */
function pageOf(kind: Kind, id: string, ctx: LinkContext): Page | undefined {
  const variant = ctx.variant;
  const enc = encodeURIComponent;
  switch (kind) {
    case 'doc': {
      if (variant === 'mobile')
        return hashPage('/spa/document/static4mobile/index.html', `#/doc/${enc(id)}`, []);
      if (variant === 'firstAssoc') {
        const pairs: Array<[string, string]> = [
          ['id', id],
          ['isOpenFirstAss', '1'],
        ];
        if (ctx.meetingId) pairs.push(['meetingid', ctx.meetingId]);
        else if (ctx.projectId) pairs.push(['prjid', ctx.projectId]);
        return queryPage('/spa/document/index2file.jsp', pairs);
      }
      if (variant !== undefined) return undefined;
      const pairs: Array<[string, string]> = [['id', id]];
      if (ctx.router) pairs.push(['router', ctx.router]);
      if (ctx.meetingId) pairs.push(['meetingid', ctx.meetingId]);
      if (ctx.workplanId) pairs.push(['workplanid', ctx.workplanId]);
      return queryPage('/spa/document/index.jsp', pairs, '#/main/document/detail');
    }
    case 'task':
      if (variant === 'old') return queryPage('/proj/process/ViewTask.jsp', [['taskrecordid', id]]);
      return variant === undefined
        ? hashPage('/spa/prj/index.html', '#/main/prj/taskCard', [['taskid', id]])
        : undefined;
    case 'project':
      return variant === undefined
        ? hashPage('/spa/prj/index.html', '#/main/prj/projectCard', [['prjid', id]])
        : undefined;
    case 'crm':
      return variant === undefined
        ? hashPage('/spa/crm/static/index.html', '#/main/crm/customerView', [['customerId', id]])
        : undefined;
    case 'workflow': {
      if (variant === 'form')
        return hashPage('/spa/workflow/index_form.jsp', '#/main/workflow/req', [['requestid', id]]);
      if (variant === 'forward')
        return queryPage('/workflow/request/ViewRequestForwardSPA.jsp', [['requestid', id]]);
      if (variant !== undefined && variant !== 'static') return undefined;
      const pairs: Array<[string, string]> = [];
      if (ctx.fromModul) pairs.push(['fromModul', ctx.fromModul]);
      if (ctx.modulResourceId) pairs.push(['modulResourceId', ctx.modulResourceId]);
      pairs.push(['requestid', id]);
      return hashPage('/spa/workflow/static4form/index.html', '#/main/workflow/req', pairs);
    }
    case 'workplan':
      if (variant !== undefined && variant !== 'workid') return undefined;
      return hashPage('/spa/workplan/static/index.html', '#/main/wp/workPlanCreateSingle', [
        [variant === 'workid' ? 'workid' : 'workPlanId', id],
      ]);
    case 'file': {
      if (variant === 'fallback' || variant === 'appFallback') {
        if (!ctx.moduleId) return undefined;
        const app = variant === 'appFallback' ? '/app' : '';
        return queryPage(`/api${app}/file/remotedownload/${enc(id)}/${enc(ctx.moduleId)}/`, []);
      }
      return variant === undefined
        ? queryPage('/weaver/weaver.file.FileDownload', [
            ['fileid', id],
            ['download', '1'],
          ])
        : undefined;
    }
    case 'employee':
      return variant === undefined ? queryPage('/spa/hrm/smallapp/openhrm', [['hrmid', id]]) : undefined;
  }
}

/** The kind behind a link type or code, or undefined when unknown. */
export function linkKind(type: string | number): Kind | undefined {
  const key = String(type).trim();
  return Object.hasOwn(KINDS, key) ? KINDS[key] : undefined;
}

/** Builds a URL whose query (in the path, or in the hash for hash routes) holds `pairs`. */
function build(page: Page, pairs: Array<[string, string]>): string {
  if (page.inHash) return `${page.path}${joinQuery(page.hash ?? '', pairs)}`;
  return `${appendQuery(page.path, pairs)}${page.hash ?? ''}`;
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
  if (!kind) return '';
  const ctx = context ?? {};
  const itemId = String(id ?? '');
  const page = pageOf(kind, itemId, ctx);
  if (!page) return '';
  const pairs = [...page.pairs];
  if (ctx.from === 'blog') {
    pairs.push(['moduleid', 'blog']);
    const discussId = ctx.discussId || discussionIdOf(ctx.source);
    if (discussId) pairs.push(['discussid', discussId]);
    pairs.push(['linkType', String(type)], ['linkid', itemId]);
  } else if (ctx.moduleId && kind !== 'file') {
    pairs.push(['moduleid', ctx.moduleId]);
    if (ctx.discussId) pairs.push(['discussid', ctx.discussId]);
  }
  return build(page, pairs);
}

/** The employee small app (spec §2.6), as `pageUrl('employee', hrmId)`. */
export const employeeAppUrl = (hrmId: string): string => pageUrl('employee', hrmId);
