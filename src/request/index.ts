// request: the shared client (API.md §6) and what other folders plug into it.
export type { ExpiryKind } from './classify';
export { setTenantAdminHook, type TenantAdminHook } from './codes';
export {
  DEFAULT_MESSAGE_MODULES,
  getErrorMessageModules,
  setErrorMessageModules,
} from './error-message';
export { isRequestError, RequestError, type RequestErrorKind } from './errors';
export { request } from './request';
export { setTimeoutDialog, setTokenExpireHook, setTokenRefresher, type TokenExpireHook } from './session';
export type { Envelope, RequestMethod, RequestOptions, SensitiveInfo } from './types';
export { type RequestUi, requestUi, setRequestUi } from './ui-port';
