// Business codes with their own handling (docs/spec-coverage.md L260): 20220610 runs the tenant-admin check hook,
// 20221104 opens the single-sign-on login URL; `/sp/integration/loginSingle` paths are opened
// through the single-sign-on handler instead of being fetched. A login URL is taken only from a
// reply of the API origin, and the UI opens it only under the navigation rules (http(s), same
// origin or trusted, else a confirm).
import { isApiOrigin } from '../env/platform-headers';
import { callEach, register } from './hook-list';
import { requestState as hooks, type TenantAdminHook } from './state';
import type { Envelope } from './types';

/** The tenant-admin check code. */
export const TENANT_ADMIN_CODE = 20220610;
/** The single-sign-on code. */
export const SSO_CODE = 20221104;
const SSO_PATH = '/sp/integration/loginSingle';

export type { TenantAdminHook };

/**
 * Sets the tenant-admin check (docs/spec-coverage.md, L260), run with the envelope and the URL of every answer
 * that carries code 20220610 (without one, a warning is logged). Hooks stack: every registered
 * hook runs, in the order registered; a hook that throws is logged, never thrown into the caller,
 * and the next still runs. Returns the removal of this registration only.
 *
 * @example
 * ```ts
 * const off = setTenantAdminHook((envelope, url) => showAdminNotice(envelope.msg, url));
 * ```
 */
export function setTenantAdminHook(fn: TenantAdminHook): () => void {
  return register(hooks.tenantAdmin, fn);
}

/** True for a URL whose path goes through the single-sign-on handler. */
export function isSsoPath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.includes(SSO_PATH);
}

/** The login URL of a 20221104 answer: `data` as a string, or `data.url`, or `msg`. */
export function ssoUrl(body: Envelope): string {
  const data = body.data as unknown;
  if (typeof data === 'string' && data) return data;
  if (data && typeof data === 'object' && typeof (data as { url?: unknown }).url === 'string') {
    return (data as { url: string }).url;
  }
  return typeof body.msg === 'string' ? body.msg : '';
}

/**
 * Runs the hook or handler a business code asks for; never throws. `url` is where the reply
 * came from: code 20221104 navigates only when that is the API origin (any other server's word
 * is ignored, with a warning).
 */
export function handleCodes(body: Envelope, url: string): void {
  try {
    if (body.code === TENANT_ADMIN_CODE) {
      if (hooks.tenantAdmin.size) callEach(hooks.tenantAdmin, 'tenant-admin', body, url);
      else console.warn('[atrium] tenant admin check required', url);
    } else if (body.code === SSO_CODE) {
      const login = ssoUrl(body);
      if (!login) return;
      if (isApiOrigin(url)) openOnServerWord(login);
      else console.warn('[atrium] ignored a single-sign-on answer that is not from the API origin', url);
    }
  } catch (error) {
    console.error('[atrium] business code handling failed', error);
  }
}

/**
 * Opens a login URL a server (or a single-sign-on request URL) asked for, under the navigation
 * rules (request/navigate.ts, loaded on first use: a rare path). A load that fails opens nothing.
 */
export function openOnServerWord(url: string): void {
  import('./navigate').then(
    (m) => m.navigateOnServerWord(url),
    (error: unknown) => console.error('[atrium] navigation failed to load; nothing opened', error),
  );
}
