// request: the platform client (docs/reference.md#requests-ky-underneath) on the one platform fetch, which
// runs on ky, and what other folders plug into it.
export type { ExpiryKind } from './classify';
export { setTenantAdminHook, type TenantAdminHook } from './codes';
export {
  DEFAULT_MESSAGE_MODULES,
  getErrorMessageModules,
  setErrorMessageModules,
} from './error-message';
export { isRequestError, RequestError, type RequestErrorKind } from './errors';
export {
  type AfterResponseHook,
  addRequestHooks,
  type BeforeErrorHook,
  type BeforeRequestHook,
  type RequestHookOptions,
  type RequestHooks,
} from './hooks';
export { request } from './request';
export { setTimeoutDialog, setTokenExpireHook, setTokenRefresher, type TokenExpireHook } from './session';
export type { Envelope, RequestMethod, RequestOptions, SensitiveInfo } from './types';
export { type UiPort, uiPort } from './ui-port';
