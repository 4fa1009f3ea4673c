// Pure route resolution over the module registry: `{id}` substitution and sub-parameters
// (`42__tab=c&from=m`) merged into the route's query.
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
}

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
    const value = name === 'id' ? id : vars[name];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : out;
}

function defaultDevice(): 'mobile' | 'pc' {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent || '';
  return /Mobile|Android|iPhone|iPod|HarmonyOS|OpenHarmony/i.test(ua) ? 'mobile' : 'pc';
}

/**
 * The route of a module's list or detail page (spec §2.4), or `null` when the registry has none.
 * Sub-parameters of the id become the query (merged into a query the route already has).
 * Defaults: `device` from the user agent, `kind` is `detail` when an id is given, else `list`.
 *
 * @example resolveRoute('task', '42__tab=c', { device: 'mobile', kind: 'detail' }) // '/mobile/task/taskDetail/42?tab=c'
 */
export function resolveRoute(module: string, id?: string, options: ResolveOptions = {}): string | null {
  const entry = moduleEntry(module);
  if (!entry) return null;
  const opts = options ?? {}; // null is "no options", as undefined
  const device = opts.device ?? defaultDevice();
  const kind = opts.kind ?? (id ? 'detail' : 'list');
  const template =
    device === 'mobile'
      ? kind === 'list'
        ? entry.mobileList
        : entry.mobileDetail
      : kind === 'detail'
        ? entry.pcDetail
        : undefined;
  if (!template) return null;
  const record = parseRecordId(id ?? '');
  const path = fillRoute(template, record.id);
  return path === null ? null : appendQuery(path, record.params);
}
