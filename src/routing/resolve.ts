// Pure route resolution over the module registry: `{id}` substitution and sub-parameters
// (`42__tab=c&from=m`) merged into the route's query.
import { device } from '../env/device';
import { hasOwn } from '../env/own';
import { moduleEntry } from './registry';

/** A record id split from its sub-parameters. */
export interface RecordId {
  id: string;
  params: Record<string, string>;
}

/** Options of {@link resolveRoute}. */
export interface ResolveOptions {
  device?: 'mobile' | 'pc';
  kind?: 'list' | 'detail';
  /**
   * One of the module's other mobile pages (docs/spec-coverage.md L40) by name instead of its list or detail
   * route, e.g. formreport `datalist`, hrm `birthdayReminderAdmin`, batchTask `messageList`.
   * These are mobile pages: `device` and `kind` are not consulted.
   */
  page?: string;
}

const has = (object: object, key: string): boolean => hasOwn(object, key);

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/**
 * Splits an identifier into the record id and its sub-parameters: everything after the first
 * `__` is `key=value` pairs joined by `&`.
 *
 * @example parseRecordId('42__tab=c&from=m') // { id: '42', params: { tab: 'c', from: 'm' } }
 */
export function parseRecordId(id: string): RecordId {
  const text = String(id ?? '');
  const at = text.indexOf('__');
  if (at < 0) return { id: text, params: {} };
  const params: Record<string, string> = {};
  for (const pair of text.slice(at + 2).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (!key || key === '__proto__') continue;
    params[key] = eq < 0 ? '' : decode(pair.slice(eq + 1));
  }
  return { id: text.slice(0, at), params };
}

/** Appends `key=value` pairs to `text` as its query (after `?`, or `&` when it has one). No hash handling. */
export function joinQuery(text: string, params: Record<string, string> | Array<[string, string]>): string {
  const pairs = Array.isArray(params) ? params : Object.entries(params);
  if (!pairs.length) return text;
  const query = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const sep = !text.includes('?') ? '?' : text.endsWith('?') || text.endsWith('&') ? '' : '&';
  return `${text}${sep}${query}`;
}

/** Appends query parameters to a path, merging with a query it already has (before any hash). */
export function appendQuery(path: string, params: Record<string, string> | Array<[string, string]>): string {
  const hashAt = path.indexOf('#');
  if (hashAt < 0) return joinQuery(path, params);
  return `${joinQuery(path.slice(0, hashAt), params)}${path.slice(hashAt)}`;
}

/** Fills `{id}` (and other `{name}` slots from `vars`) of a route template; null if a slot stays empty. */
export function fillRoute(template: string, id: string, vars: Record<string, string> = {}): string | null {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = name === 'id' ? id : has(vars, name) ? vars[name] : undefined;
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : out;
}

/** The `{name}` slots of a route template other than `{id}`. */
function slotsOf(template: string): Set<string> {
  return new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').filter((n) => n && n !== 'id'));
}

/** The device of this page (the one detection, env's `device`): `pc`, else `mobile` (tablets too). */
export function defaultDevice(): 'mobile' | 'pc' {
  return device.isPC ? 'pc' : 'mobile';
}

/**
 * The route of a module's list or detail page (docs/spec-coverage.md L40), or of one of its other mobile pages
 * (`options.page`), or `null` when the registry has none — an unknown module, page or missing id.
 * The module may also be given by its old name or an associated browser type (`taskBrowser`).
 * Sub-parameters of the id fill the route's other `{slots}` (batchTask `messageList`: `flag`);
 * the rest become the query (merged into a query the route already has).
 * Defaults: `device` from the user agent, `kind` is `detail` when an id is given, else `list`.
 *
 * @example resolveRoute('task', '42__tab=c', { device: 'mobile', kind: 'detail' }) // '/mobile/task/taskDetail/42?tab=c'
 * @example resolveRoute('formreport', '42', { page: 'datalist' }) // '/mobile/formreport/datalist/42'
 * @example resolveRoute('batchTask', 'B7__flag=1', { page: 'messageList' }) // '/mobile/inc/messagelist?batchNo=B7&flag=1'
 */
export function resolveRoute(module: string, id?: string, options: ResolveOptions = {}): string | null {
  const entry = moduleEntry(module);
  if (!entry) return null;
  const opts = options ?? {};
  let template: string | undefined;
  if (opts.page !== undefined) {
    template = has(entry.pages, opts.page) ? entry.pages[opts.page] : undefined;
  } else {
    const device = opts.device ?? defaultDevice();
    const kind = opts.kind ?? (id ? 'detail' : 'list');
    template =
      device === 'mobile'
        ? kind === 'list'
          ? entry.mobileList
          : entry.mobileDetail
        : kind === 'detail'
          ? entry.pcDetail
          : undefined;
  }
  if (!template) return null;
  const record = parseRecordId(id ?? '');
  const slots = slotsOf(template);
  const path = fillRoute(template, record.id, record.params);
  if (path === null) return null;
  return appendQuery(
    path,
    Object.entries(record.params).filter(([key]) => !slots.has(key)),
  );
}
