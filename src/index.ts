// The public surface (docs/reference.md), export by export, each taken from a folder's face (its index.ts).
// No `export *`: what is not named here is private.

export { version } from './version';

/** The preact/compat namespace, so script-tag users can write React-style components. */
export { React } from './compat';

// --- env (docs/reference.md) ---
export {
  type AppInfo,
  appInfo,
  type BrowserName,
  type ChatKeys,
  type ContainerName,
  type DetectHints,
  type DeviceInfo,
  type DeviceType,
  detect,
  device,
  type EngineName,
  isKeyboardOpen,
  type KeyboardDetector,
  type KeyboardMeasure,
  type OsName,
  onKeyboardChange,
  onScroll,
  type SuitePageOptions,
  startSuitePage,
} from './env';

// --- hooks (docs/suite-pages.md) ---
export {
  applyOvComponent,
  applyOvProps,
  findOpenerHook,
  getByPath,
  type HookErrorInfo,
  type ReadyCallback,
  type ReadyItem,
  type ReadyStatus,
  readyItem,
  regOvComponent,
  regOvProps,
  type WindowLike,
} from './hooks';

// --- encoding (docs/reference.md) ---
export {
  decodeBase64,
  encodeBase64,
  type ParseQueryOptions,
  parseQuery,
  type StringifyQueryOptions,
  stringifyQuery,
} from './encoding';

// --- request (docs/reference.md) ---
export {
  type AfterResponseHook,
  addRequestHooks,
  type BeforeErrorHook,
  type BeforeRequestHook,
  type Envelope,
  RequestError,
  type RequestErrorKind,
  type RequestHookOptions,
  type RequestHooks,
  type RequestMethod,
  type RequestOptions,
  request,
  getErrorMessageModules,
  setErrorMessageModules,
  setTenantAdminHook,
  setTimeoutDialog,
  setTokenExpireHook,
  type TenantAdminHook,
  type TokenExpireHook,
} from './request';

// --- monitor (docs/monitor.md) ---
export {
  type CaptureInfo,
  type Clock,
  captureError,
  type ErrorRecord,
  type ErrorStore,
  type ErrType,
  flushErrors,
  measureAction,
  type MonitorControls,
  type MonitorOptions,
  type UrlKind,
  setCurrentUser,
  startMonitor,
  stopMonitor,
} from './monitor';

// --- i18n (docs/suite-pages.md) ---
export {
  type AmountInWordsOptions,
  amountInWords,
  getCurrencySymbol,
  type DateInput,
  type DateRange,
  decadeOf,
  type FormatNumberOptions,
  formatDate,
  formatDateTime,
  formatNumber,
  getLabel,
  getLocale,
  getRate,
  halfYearOf,
  halfYearRange,
  type Locale,
  loadLabels,
  type NumberFormatId,
  type ParseNumberOptions,
  parseDate,
  parseNumber,
  quarterOf,
  quarterRange,
  type RateQuery,
  relativeTime,
  startOfWeek,
  weekNumber,
} from './i18n';

// --- routing (docs/reference.md) ---
export {
  addTrustedDomains,
  getRouter,
  getUserSettings,
  isExternalLink,
  isOpenable,
  type LinkContext,
  type OpenModuleOptions,
  openLink,
  onUserSettings,
  openModule,
  openPage,
  type PageVariant,
  pageUrl,
  parseRecordId,
  type RecordId,
  type ResolveOptions,
  type Router,
  type RouterLocation,
  type RouterProps,
  type RouterType,
  resolveRoute,
  type UserSettingKey,
  type UserSettings,
  useRouter,
} from './routing';

// --- host containers: open data (docs/spec-coverage.md L301) ---
export { convertOpenData } from './bridge';

// --- page, theme, loading, UI (docs/host-ui.md) ---
export { applyTheme, setFavicon, setGrayscale } from './theme';
export { ChunkLoadError, loadApp, loadScript } from './loader';
export { type BatchTaskResult, showBatchTaskResult } from './batch';
export {
  isSanitizing,
  sanitizeHtml,
  setSanitize,
  setTitle,
  showUpgradeDialog,
} from './ui';

// --- embed (docs/getting-started.md) ---
export {
  type AtriumComponents,
  type AtriumFunctions,
  type ComponentProps,
  callFunction,
  destroy,
  type FunctionArgs,
  type FunctionResult,
  type EmbedConfig,
  getTeamConfig,
  type InstantMessageClient,
  init,
  on,
  type RegisterEntries,
  type RenderHandle,
  ready,
  register,
  render,
  SdkError,
  type SdkErrorCode,
  type EmployeeCardInfo,
  type HostMessage,
  type LinkConfirm,
  type LinkPrompt,
  type Message,
  type SdkEventName,
  type SdkEvents,
  type SensitivePrompt,
  type SdkListener,
  type SessionExpiredEvent,
} from './embed';

// --- the error family (docs/reference.md#errors): every error a public function rejects with,
// or carries as its cause, with its guard; each says why in `reason` ---
export {
  type AtriumError,
  type FetchFailure,
  isAtriumError,
  isPlatformFetchError,
  PlatformFetchError,
} from './env';
export { type I18nFailure, I18nRequestError, isI18nRequestError } from './i18n';
export { type ChunkLoadErrorType, isChunkLoadError, isManifestError, ManifestError } from './loader';
export { isRequestError } from './request';
export { isSdkError } from './embed';
