// The public surface (API.md), export by export. No `export *`: what is not named here is private.
// Each section belongs to one folder of src/; keep additions inside their section.

export { version } from './version';

import * as React from 'preact/compat';

/** The preact/compat namespace, so script-tag users can write React-style components. */
export { React };

// --- env (API.md §3) ---
export type { AppInfo } from './env/app-info';
export { appInfo } from './env/app-info';
export type {
  BrowserName,
  ContainerName,
  DetectHints,
  DeviceInfo,
  DeviceType,
  EngineName,
  OsName,
} from './env/detect';
export { detect } from './env/detect';
export { device } from './env/device';

// --- hooks (API.md §4) ---
export type { HookErrorInfo } from './hooks/overrides';
export { applyOvComponent, applyOvProps, regOvComponent, regOvProps } from './hooks/overrides';
export type { ReadyCallback, ReadyItem, ReadyStatus } from './hooks/ready-item';
export { readyItem } from './hooks/ready-item';

// --- encoding (API.md §5) ---
export type { ParseQueryOptions } from './encoding/query-parse';
export { parseQuery } from './encoding/query-parse';
export type { StringifyQueryOptions } from './encoding/query-stringify';
export { stringifyQuery } from './encoding/query-stringify';
export { decodeBase64, encodeBase64 } from './encoding/base64';

// --- request (API.md §6) ---
export { request } from './embed/request-entry';
export { RequestError, type RequestErrorKind } from './request/errors';
export type { Envelope, RequestMethod, RequestOptions } from './request/types';

// --- monitor (API.md §7) ---
export { captureError, flushErrors, startMonitor, stopMonitor } from './embed/monitor-on-demand';
export { setCurrentUser } from './monitor/current-user';
export type { MonitorOptions } from './monitor/wiring';
export type { CaptureInfo, Clock, ErrType, ErrorRecord, ErrorStore } from './monitor/types';

// --- i18n (API.md §8) ---
export {
  type AmountInWordsOptions,
  amountInWords,
  type FormatNumberOptions,
  formatNumber,
  getLabel,
  getLocale,
  type Locale,
  type NumberFormatId,
  type ParseNumberOptions,
  parseNumber,
  type RateQuery,
} from './i18n';
export { getRate, loadLabels } from './embed/i18n-on-demand';

// --- routing (API.md §9) ---
export { type LinkContext, pageUrl } from './routing/page-url';
export { isExternalLink, isOpenable } from './routing/link-rules';
export type { OpenModuleOptions } from './routing/open-module';
export { parseRecordId, type RecordId, type ResolveOptions, resolveRoute } from './routing/resolve';
export { addTrustedDomains } from './routing/trust';

// --- page, theme, loading, UI (API.md §10) ---
export { setTitle } from './embed/title';
export { applyTheme, setFavicon, setGrayscale } from './theme';
export { loadApp, loadScript } from './embed/loader-on-demand';
export { ChunkLoadError } from './loader/chunk-load-error';
export { showBatchTaskResult, showUpgradeDialog } from './embed/ui-on-demand';
export type { BatchTaskResult } from './ui/batch-rules';
export { sanitizeHtml } from './ui/sanitize';

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
} from './embed';
export { openLink, openModule } from './embed/links';
