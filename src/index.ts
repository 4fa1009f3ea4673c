// The public surface (API.md), export by export, each taken from a folder's face (its index.ts).
// No `export *`: what is not named here is private.

export { version } from './version';

import * as React from 'preact/compat';

/** The preact/compat namespace, so script-tag users can write React-style components. */
export { React };

// --- env (API.md §3) ---
export {
  type AppInfo,
  appInfo,
  type BrowserName,
  type ContainerName,
  type DetectHints,
  type DeviceInfo,
  type DeviceType,
  detect,
  device,
  type EngineName,
  type OsName,
} from './env';

// --- hooks (API.md §4) ---
export {
  applyOvComponent,
  applyOvProps,
  type HookErrorInfo,
  type ReadyCallback,
  type ReadyItem,
  type ReadyStatus,
  readyItem,
  regOvComponent,
  regOvProps,
} from './hooks';

// --- encoding (API.md §5) ---
export {
  decodeBase64,
  encodeBase64,
  type ParseQueryOptions,
  parseQuery,
  type StringifyQueryOptions,
  stringifyQuery,
} from './encoding';

// --- request (API.md §6) ---
export {
  type Envelope,
  RequestError,
  type RequestErrorKind,
  type RequestMethod,
  type RequestOptions,
  request,
} from './request';

// --- monitor (API.md §7) ---
export {
  type CaptureInfo,
  type Clock,
  captureError,
  type ErrorRecord,
  type ErrorStore,
  type ErrType,
  flushErrors,
  type MonitorOptions,
  setCurrentUser,
  startMonitor,
  stopMonitor,
} from './monitor';

// --- i18n (API.md §8) ---
export {
  type AmountInWordsOptions,
  amountInWords,
  type FormatNumberOptions,
  formatNumber,
  getLabel,
  getLocale,
  getRate,
  type Locale,
  loadLabels,
  type NumberFormatId,
  type ParseNumberOptions,
  parseNumber,
  type RateQuery,
} from './i18n';

// --- routing (API.md §9) ---
export {
  addTrustedDomains,
  isExternalLink,
  isOpenable,
  type LinkContext,
  type OpenModuleOptions,
  openLink,
  openModule,
  pageUrl,
  parseRecordId,
  type RecordId,
  type ResolveOptions,
  resolveRoute,
} from './routing';

// --- page, theme, loading, UI (API.md §10) ---
export { applyTheme, setFavicon, setGrayscale } from './theme';
export { ChunkLoadError, loadApp, loadScript } from './loader';
export { type BatchTaskResult, sanitizeHtml, setTitle, showBatchTaskResult, showUpgradeDialog } from './ui';

// --- embed (API.md §2) ---
export {
  callFunction,
  destroy,
  type EmbedConfig,
  init,
  on,
  type RegisterEntries,
  type RenderHandle,
  ready,
  register,
  render,
  SdkError,
  type SdkErrorCode,
  type SdkEventName,
  type SdkEvents,
  type SessionExpiredEvent,
} from './embed';
