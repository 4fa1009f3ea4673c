// Opening a module record (docs/spec-coverage.md L88): an in-app dialog as a sub-route `app_component` beneath
// the current path, or the detail page as a separate page in link mode / with the user setting
// `common.openmethod = newPage`. External systems can only use link mode.
import { $config } from '../env/store';
import { openWindow } from './open-window';
import { moduleEntry } from './registry';
import { appendQuery, defaultDevice, parseRecordId, resolveRoute } from './resolve';
import { siteUrl } from './site-domain';
import { $userSettings } from './state';

/** Options of openModule. */
export interface OpenModuleOptions {
  /** Open the detail page as a separate page instead of the in-app dialog. */
  link?: boolean;
  /** Use the side-dialog variant. */
  side?: boolean;
  /**
   * Open the module's create dialog (`{current path}/{app}_{create}`, then `/{id}` when an id —
   * e.g. a parent record — is given). Modules without a create dialog log and do nothing.
   */
  create?: boolean;
}

/** What opening needs from the layers around routing (the UI for messages, the window opener). */
export interface OpenModulePorts {
  /** Shows the "requires access to the OA system" message in external mode. */
  showExternalMessage(): void;
  open?(url: string): boolean;
}

/** What openModule did, for callers and tests. */
export type OpenModuleResult =
  | { kind: 'page'; url: string }
  | { kind: 'dialog'; route: string }
  | { kind: 'blocked' }
  | { kind: 'none' };

/** The dialog sub-route beneath `currentPath`: `{currentPath}/{app}_{component}/{id}?{sub-parameters}` (no `/{id}` without one). */
export function dialogRoute(currentPath: string, app: string, component: string, id: string): string {
  const record = parseRecordId(id);
  const base = currentPath.replace(/\/+$/, '');
  const idPart = record.id ? `/${encodeURIComponent(record.id)}` : '';
  return appendQuery(`${base}/${app}_${component}${idPart}`, record.params);
}

/** Pushes a sub-route onto the page's router (hash routers through the hash, others through history). */
function pushRoute(build: (currentPath: string) => string): string {
  const hash = location.hash;
  if (hash.startsWith('#/')) {
    const [path = '/', query] = hash.slice(1).split('?');
    const route = build(path);
    location.hash = query && !route.includes('?') ? `${route}?${query}` : route;
    return route;
  }
  const route = build(location.pathname);
  history.pushState(history.state, '', route);
  // Routers (history v4/v5, react-router) listen to popstate; tell them the location changed.
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  return route;
}

/**
 * Opens a module record as docs/spec-coverage.md L88 describes. Path-mapping errors — an unknown module, a
 * missing record id, no create dialog, no page and no dialog — are logged (docs/spec-coverage.md L333) and ignored;
 * nothing throws into the caller's page. In external mode pages open on the OA domain, else
 * `apiDomain`, else the default site domain (site-domain.ts).
 */
export function openModuleWith(
  module: string,
  id: string,
  options: OpenModuleOptions,
  ports: OpenModulePorts,
): OpenModuleResult {
  const none = (why: string): OpenModuleResult => {
    console.warn(`[atrium] openModule: ${why}`, module);
    return { kind: 'none' };
  };
  const entry = moduleEntry(module);
  if (!entry) return none('unknown module');
  const { create, side, link } = options;
  if (!create && !parseRecordId(id ?? '').id) return none('missing record id for');
  const path = create ? null : resolveRoute(entry.module, id, { device: defaultDevice(), kind: 'detail' });
  const open = ports.open ?? ((url: string) => openWindow(url));
  if (path && (link || $userSettings.get()['common.openmethod'] === 'newPage')) {
    const url = siteUrl(path);
    open(url);
    return { kind: 'page', url };
  }
  const { dialogs } = entry;
  const component = create ? dialogs.create : ((side ? dialogs.side : undefined) ?? dialogs.center);
  if (create && !component) return none('no create dialog for');
  if ($config.get().external) {
    ports.showExternalMessage();
    return { kind: 'blocked' };
  }
  if (!component) {
    if (!path) return none('no page or dialog for');
    open(path);
    return { kind: 'page', url: path };
  }
  return {
    kind: 'dialog',
    route: pushRoute((current) => dialogRoute(current, entry.app, component, id ?? '')),
  };
}
