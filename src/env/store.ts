// The one place state lives (DESIGN: "State lives in one place"). Every capability reads and
// writes these nanostores; nothing keeps module-level `let` of its own for shared facts.
import { atom, map } from 'nanostores';

/** Configuration the SDK works with: the embedding config, or defaults for suite pages. */
export interface RuntimeConfig {
  apiDomain: string;
  staticDomain: string;
  prefixApiPath: string;
  oadomain: string;
  withCredentials: boolean;
  transferApi: string;
  trustedDomains: string[];
  overseas: boolean;
  /** Explicit language from `init({locale})`; empty means: the page context, else zh_CN. */
  locale: string;
  cspNonce: string;
  /** Reloading/logging out on session expiry is off when false (the "timeout dialog" switch). */
  timeoutDialog: boolean;
  /** Rich-text paths render sanitised HTML when true, their text only when false (spec L248). */
  sanitize: boolean;
  /** Embedded inside an external system: only link mode opens pages. */
  external: boolean;
  /** `init({debug})`: log every failure, also handled ones. */
  debug: boolean;
  /** `init({ui})`: `'host'` — the SDK draws no dialog, banner or message; it emits events instead. */
  ui: 'sdk' | 'host';
  /** `init({enableEcode})`: render() applies the override hooks and the monitor asks for the ecode list. */
  ecode: boolean;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiDomain: '',
  staticDomain: '',
  prefixApiPath: '',
  oadomain: '',
  withCredentials: false,
  transferApi: '',
  trustedDomains: [],
  overseas: false,
  locale: '',
  cspNonce: '',
  timeoutDialog: true,
  sanitize: true,
  external: false,
  debug: false,
  ui: 'sdk',
  ecode: true,
};

export const $config = map<RuntimeConfig>({ ...DEFAULT_CONFIG });

/** Locale facts from the page context (spec §3 "Tenant and user context on the window"). */
export interface LocaleContext {
  lang?: string;
  version?: string;
  tenantVersion?: string;
  dateformat?: string;
  datetimeformat?: string;
  server_timezone?: string;
}

export interface Theme {
  primaryColor: string;
  primaryHoverColor: string;
  primaryFocusColor: string;
  bubbleColor: string;
  fontColor: string;
  fontSize: 'small' | 'medium' | 'big' | string;
}

export interface H5TitleSetting {
  showH5Title?: boolean;
  showBackButton?: boolean;
  styleSetting?: { background?: string; color?: string };
  thirdPartyAppSetting?: 'whiteList' | 'blackList' | string;
  whiteLists?: string[];
  blackLists?: string[];
}

/** The tenant and user context the host page provides on `window` (read by env/context). */
export interface PageContext {
  tenantKey: string;
  locale: LocaleContext;
  globalConfig: { h5TitleSetting?: H5TitleSetting; [key: string]: unknown };
  theme: Partial<Theme>;
  tenantLogo: { faviconUrl?: string };
  greyInfo: { mainPageGreyStatus?: boolean | string | number };
  publishAppIds: string[];
  /** Private deployment: a different favicon is used. */
  privateDeployment: boolean;
  /** The platform's run mode (e.g. 'dev', 'test', 'release'); console output stays on for test/release. */
  runMode?: string;
  /** The chat app's corp (organisation) id and the suite app's agent id there; written into the URL inside chat-app containers. */
  corpId?: string;
  agentId?: string;
}

/** The page context before any is read (and after destroy()). */
const emptyContext = (): PageContext => ({
  tenantKey: '',
  locale: {},
  globalConfig: {},
  theme: {},
  tenantLogo: {},
  greyInfo: {},
  publishAppIds: [],
  privateDeployment: false,
});

export const $context = map<PageContext>(emptyContext());

/** Current user (spec §3). Reports are sent only while one with an id exists. */
export interface CurrentUser {
  id: string;
  employeeId: string;
  loginChannel?: string;
}
export const $user = atom<CurrentUser | null>(null);

/** Session id sent as header `eteamsid` (API.md §6). */
export const $session = atom<string>('');

/** Monitor switches driven by reportSubData (API.md §7); all off until the server says so. */
export interface Switches {
  master: boolean;
  route: boolean;
  traceId: boolean;
  render: boolean;
  mobxAction: boolean;
}
export const $switches = map<Switches>({
  master: false,
  route: false,
  traceId: false,
  render: false,
  mobxAction: false,
});

/** Translation mode: labels come from the translation endpoint, requests send enableTrans. */
export const $translationMode = atom<boolean>(false);

/** The languages the platform has texts for, matched from the browser's preferences. */
const BROWSER_LANGS: Array<[RegExp, string]> = [
  [/^zh-(tw|hk|mo|hant)/i, 'zh_TW'],
  [/^zh/i, 'zh_CN'],
  [/^en/i, 'en_US'],
  [/^ja/i, 'ja_JP'],
];

/** The last list matched and its answer: `navigator.languages` is the same array until it changes. */
const matched: { list: unknown; lang: string } = { list: null, lang: '' };

/** The first of the browser's languages the platform supports ('' when none or no browser). */
export function browserLang(): string {
  const nav = (globalThis as { navigator?: { languages?: unknown; language?: unknown } }).navigator;
  const languages = nav?.languages;
  if (languages !== undefined && languages === matched.list) return matched.lang;
  matched.list = languages ?? null;
  matched.lang = matchLang(Array.isArray(languages) ? languages : [nav?.language]);
  return matched.lang;
}

function matchLang(list: unknown[]): string {
  for (const tag of list) {
    if (typeof tag !== 'string') continue;
    const match = BROWSER_LANGS.find(([pattern]) => pattern.test(tag));
    if (match) return match[1];
  }
  return '';
}

/**
 * The language in force: init's `locale`, else the page context's, else the browser's
 * languages matched against the supported ones, else zh_CN (spec §9).
 */
export function currentLang(): string {
  return $config.get().locale || $context.get().locale.lang || browserLang() || 'zh_CN';
}

/** Loaded labels: label id → text (tenant overrides already applied). Written by i18n/loadLabels. */
export const $labels = map<Record<string, string>>({});

/** Currency code → symbol fetched on shared pages (i18n/loadCurrencySymbols); empty elsewhere. */
export const $currencySymbols = map<Record<string, string>>({});

/** User settings (spec §3): configKey → configValue, e.g. `common.openmethod` = `newPage`. */
export const $userSettings = map<Record<string, string>>({});

/** Link-whitelist domains added at run time through addTrustedDomains (routing/trust). */
export const $trustedDomains = atom<string[]>([]);

/**
 * State of the request layer (request/), typed there: env is the lowest layer and cannot name
 * request's types. `client`: the shared client, created on first use. `sensitivePromptOpen`:
 * a sensitive-word prompt is on screen. `session`: the token refresher, the refresh in flight,
 * the token-expire hook and the time of the last expiry (one `sessionExpired` per burst).
 */
export interface RequestState {
  client: unknown;
  sensitivePromptOpen: boolean;
  session: {
    refresher: unknown;
    refreshing: Promise<boolean> | null;
    expireHook: unknown;
    lastExpiry: number;
  };
}

const requestDefaults = (): RequestState => ({
  client: null,
  sensitivePromptOpen: false,
  session: { refresher: null, refreshing: null, expireHook: null, lastExpiry: Number.NEGATIVE_INFINITY },
});

/** The request layer's state; its owners mutate the fields in place, resetStore() restores them. */
export const requestState: RequestState = requestDefaults();

/**
 * What is read once from the page because it cannot change while the document lives: its http(s)
 * origin (env/absolute-url; `history.pushState` keeps the origin). `''` when it has none.
 */
export const pageFacts: { origin: string | undefined } = { origin: undefined };

/**
 * Puts every store of this file back to its default (destroy()). Keeps no reference to the old
 * values: a pipeline or request still running sees defaults from here on.
 */
export function resetStore(): void {
  $config.set({ ...DEFAULT_CONFIG, trustedDomains: [] });
  $context.set(emptyContext());
  $user.set(null);
  $session.set('');
  $switches.set({ master: false, route: false, traceId: false, render: false, mobxAction: false });
  $translationMode.set(false);
  $labels.set({});
  $currencySymbols.set({});
  $userSettings.set({});
  $trustedDomains.set([]);
  const request = requestDefaults();
  requestState.client = request.client;
  pageFacts.origin = undefined;
  requestState.sensitivePromptOpen = request.sensitivePromptOpen;
  Object.assign(requestState.session, request.session);
}
