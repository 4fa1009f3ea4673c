// request: the ky-based client (API.md §6) and what other folders plug into it.
import { resetCodes } from './codes';
import { resetErrorMessageModules } from './error-message';
import { resetDefaultClient } from './request';
import { resetSession } from './session';

export type { ExpiryKind } from './classify';
export { setTenantAdminHook, type TenantAdminHook } from './codes';
export {
  DEFAULT_MESSAGE_MODULES,
  getErrorMessageModules,
  setErrorMessageModules,
} from './error-message';
export { isRequestError, RequestError, type RequestErrorKind } from './errors';
export { request, setDefaultClient } from './request';
export { setTimeoutDialog, setTokenExpireHook, setTokenRefresher, type TokenExpireHook } from './session';
export type { Envelope, RequestMethod, RequestOptions, SensitiveInfo } from './types';
export { type RequestUi, requestUi, setRequestUi } from './ui-port';

/** Forgets the shared client, its in-flight table, expiry bursts and business-code hooks (destroy()). */
export function resetRequest(): void {
  resetSession();
  resetCodes();
  resetErrorMessageModules();
  resetDefaultClient();
}
