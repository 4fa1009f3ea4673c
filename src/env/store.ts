// env's state (docs/architecture.md#state-and-teardown): the facts every layer reads — the
// configuration, the page context and the session — plus env's own holders (the event bus's
// listeners, what is read once from the page). Each other folder keeps its state in its own
// `state.ts`; every state file registers one reset with `registerReset()`.
import { atom, map } from 'nanostores';
import type { DeviceInfo } from './detect';
import { registerReset } from './disposers';

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
  /** Rich-text paths render sanitised HTML when true, their text only when false (docs/spec-coverage.md L248). */
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

/** Locale facts from the page context (docs/spec-coverage.md L139 "Tenant and user context on the window"). */
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

/** Current user (docs/spec-coverage.md L237). Reports are sent only while one with an id exists. */
export interface CurrentUser {
  id: string;
  employeeId: string;
  loginChannel?: string;
}
export const $user = atom<CurrentUser | null>(null);

/** Session id sent as header `eteamsid` (docs/reference.md). */
export const $session = atom<string>('');

/** Monitor switches driven by reportSubData (docs/monitor.md); all off until the server says so. */
export interface Switches {
  master: boolean;
  route: boolean;
  traceId: boolean;
  render: boolean;
  mobxAction: boolean;
}
/** Every monitor switch off: the default, and what a missing or failed answer means. Copy it before changing. */
export const SWITCHES_OFF: Readonly<Switches> = Object.freeze({
  master: false,
  route: false,
  traceId: false,
  render: false,
  mobxAction: false,
});
export const $switches = map<Switches>({ ...SWITCHES_OFF });

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
 * languages matched against the supported ones, else zh_CN (docs/spec-coverage.md L363).
 */
export function currentLang(): string {
  return $config.get().locale || $context.get().locale.lang || browserLang() || 'zh_CN';
}

/**
 * What is read once from the page because it cannot change while the document lives: its http(s)
 * origin (env/absolute-url; `history.pushState` keeps the origin; `''` when it has none) and the
 * device parsed from `navigator` (env/device, on first access). The reset forgets both: the next
 * read takes them afresh.
 */
export const pageFacts: { origin: string | undefined; device: DeviceInfo | undefined; suitePages: number } = {
  origin: undefined,
  device: undefined,
  /** How many startSuitePage() are in force: the page is one of the suite's own (env/suite-page). */
  suitePages: 0,
};

/** `on()` listeners by event name (env/events types them). */
export const listeners = new Map<string, Set<(payload: never) => void>>();

registerReset(() => {
  $config.set({ ...DEFAULT_CONFIG, trustedDomains: [] });
  $context.set(emptyContext());
  $user.set(null);
  $session.set('');
  $switches.set({ ...SWITCHES_OFF });
  $translationMode.set(false);
  pageFacts.origin = undefined;
  pageFacts.device = undefined;
  pageFacts.suitePages = 0;
  listeners.clear();
  matched.list = null;
  matched.lang = '';
});
