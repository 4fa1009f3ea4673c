// The request layer's state, in one place (docs/architecture.md#state-and-teardown): the shared
// client, the open sensitive-word prompt, the session-expiry machinery, the business-code hook,
// the modules that show error messages and the installed UI. One reset puts it back (destroy(),
// tests' `resetAll()`).
import { registerReset } from '../env/disposers';
import type { FetchHooks } from '../env/platform-fetch';
import type { TimeLimit } from '../env/time-limit';
import type { ExpiryKind } from './classify';
import { consolePort } from './console-port';
import type { BeforeErrorHook, HookRegistration } from './hook-types';
import type { Envelope, RequestOptions } from './types';
import type { UiPort } from './ui-types';

/** A token source; aborting `signal` (the refresh's limit, every waiter gone, destroy) cancels its request. */
export type Refresher = (signal: AbortSignal) => Promise<string>;

/** One refresh shared by the requests waiting for it. */
export interface Refresh {
  promise: Promise<boolean>;
  limit: TimeLimit;
  waiters: number;
}

/** Called on a burst of session expiry; return true when it handled the expiry itself. */
export type TokenExpireHook = (info: { url: string; kind: ExpiryKind }) => boolean | undefined;

/** Decides whether an http(s) URL is on a trusted host (navigations on a server's word). */
export type NavigationTrust = (url: URL) => boolean;

/** Called with the envelope that carried code 20220610. */
export type TenantAdminHook = (body: Envelope, url: string) => void;

/** The business modules whose non-success messages are shown by default (API path segment or `module`). */
export const DEFAULT_MESSAGE_MODULES: readonly string[] = [
  'doc',
  'folder',
  'task',
  'calendar',
  'project',
  'prj',
  'plan',
  'workplan',
  'blog',
  'performance',
  'goal',
  'mail',
  'workflow',
  'ebuilder',
  'ebdfpage',
  'formreport',
  'placard',
  'hrm',
  'crm',
  'meeting',
  'cowork',
  'odoc',
  'fna',
  'salary',
  'market',
  'workorder',
  'archive',
  'signcontract',
  'batchtask',
];

/** The request layer's state. */
export interface RequestState {
  /** The shared client, created on the first `request()`. */
  client: (<T = unknown>(options: RequestOptions) => Promise<Envelope<T>>) | null;
  /** A sensitive-word prompt of this copy is on screen. */
  sensitivePromptOpen: boolean;
  /** The token source, the refresh in flight, the token-expire hook, the last expiry (one event per burst). */
  refresher: Refresher | null;
  refreshing: Refresh | null;
  /** setTokenExpireHook's registrations, in order (each its own entry: the same function twice is two). */
  expireHooks: Set<{ fn: TokenExpireHook }>;
  lastExpiry: number;
  /** The session whose refresh failed, and when (monotonic): its burst does not refresh again. */
  failed: { session: string; at: number } | undefined;
  /** setTenantAdminHook's registrations, in order. */
  tenantAdmin: Set<{ fn: TenantAdminHook }>;
  /** setErrorMessageModules' list (`'*'` for all). */
  messageModules: Set<string>;
  /** addRequestHooks' registrations, and their views: the transport's and the beforeError list. */
  hooks: {
    registrations: Set<HookRegistration>;
    transport: FetchHooks | undefined;
    errorHooks: BeforeErrorHook[];
  };
  /**
   * The UI port (request/ui-port.ts): the one init() chose (reset), and the default (not reset:
   * code, installed by the script at load or by init — the SDK's dialogs — else the console's).
   */
  ui: { chosen: UiPort | null; fallback: UiPort };
  /** The trust rule for navigations on a server's word (request/navigate.ts, installed with the link whitelist); null: the default. */
  navigationTrust: NavigationTrust | null;
}

export const requestState: RequestState = {
  client: null,
  sensitivePromptOpen: false,
  refresher: null,
  refreshing: null,
  expireHooks: new Set(),
  lastExpiry: Number.NEGATIVE_INFINITY,
  failed: undefined,
  tenantAdmin: new Set(),
  messageModules: new Set(DEFAULT_MESSAGE_MODULES),
  hooks: { registrations: new Set(), transport: undefined, errorHooks: [] },
  ui: { chosen: null, fallback: consolePort },
  navigationTrust: null,
};

registerReset(() => {
  const s = requestState;
  s.refreshing?.limit.abort(new Error('the request layer was reset (destroy)'));
  s.client = null;
  s.sensitivePromptOpen = false;
  s.refresher = null;
  s.refreshing = null;
  s.expireHooks.clear();
  s.lastExpiry = Number.NEGATIVE_INFINITY;
  s.failed = undefined;
  s.tenantAdmin.clear();
  s.messageModules = new Set(DEFAULT_MESSAGE_MODULES);
  s.hooks.registrations.clear();
  s.hooks.transport = undefined;
  s.hooks.errorHooks = [];
  s.ui.chosen = null;
  s.navigationTrust = null;
});
