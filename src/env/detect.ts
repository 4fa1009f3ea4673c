// User-agent parsing (docs/reference.md). Our own on purpose: measured with esbuild --minify + gzip -9
// (Nov 2026), ua-parser-js 2.0.10 is 11.9 KB gzip (a quarter of the whole 45 KB bundle budget,
// and AGPL) and bowser 2.15.0 is 7.5 KB gzip; neither knows the chat-app containers we need
// (wxwork before MicroMessenger, DingTalk but not DingTalkBot, Lark/<version>). This file is
// 1.3 KB gzip (`npm run bench encoding` prints it). Pure: no navigator access here (see device.ts).

export type OsName = 'windows' | 'macos' | 'ios' | 'android' | 'harmonyos' | 'linux' | 'chromeos' | 'unknown';
export type BrowserName = 'chrome' | 'edge' | 'firefox' | 'safari' | 'opera' | 'samsung' | 'ie' | 'unknown';
export type EngineName = 'blink' | 'webkit' | 'gecko' | 'trident' | 'unknown';
export type DeviceType = 'pc' | 'mobile' | 'tablet';
export type ContainerName = 'wecom' | 'wechat' | 'dingtalk' | 'feishu' | 'welink' | 'emobile';

/** What {@link detect} finds in a user-agent string. Versions are dotted strings, `''` when unknown. */
export interface DeviceInfo {
  os: { name: OsName; version: string };
  /** The underlying browser: a Chrome-based WebView or in-app browser is `chrome`. */
  browser: { name: BrowserName; version: string };
  engine: { name: EngineName; version: string };
  type: DeviceType;
  /** The chat-app container the page runs in, or null for a plain browser. */
  container: ContainerName | null;
  isPC: boolean;
  isMobile: boolean;
  isTablet: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  isWeCom: boolean;
  isWeChat: boolean;
  isDingTalk: boolean;
  isFeishu: boolean;
  isWeLink: boolean;
  isEMobile: boolean;
}

/** Extra facts the UA string cannot tell; `maxTouchPoints` unmasks iPadOS sending a Mac UA. */
export interface DetectHints {
  maxTouchPoints?: number;
}

const grab = (ua: string, re: RegExp): string => (re.exec(ua)?.[1] ?? '').replace(/_/g, '.');

const WINDOWS: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.2': 'XP',
  '5.1': 'XP',
};

/**
 * Android phone or tablet. Browsers say `Mobile` on phones; DingTalk's pad app keeps `Mobile`
 * but adds `Pad/APad`; app HTTP clients (`Dalvik/…`) never say `Mobile`, so there a phone is
 * the default and only an explicit tablet word makes a tablet (`Lark Cirrus 4` is a phone brand).
 */
function androidType(ua: string): DeviceType {
  if (/\bPad\/APad\b|\bTablet\b/i.test(ua)) return 'tablet';
  if (/^Dalvik\//i.test(ua)) return /\b(?:Pad|Tab)\b/i.test(ua) ? 'tablet' : 'mobile';
  return /Mobile/i.test(ua) ? 'mobile' : 'tablet';
}

function os(ua: string, touch: number): { name: OsName; version: string; type?: DeviceType } {
  if (/OpenHarmony|HarmonyOS/.test(ua)) {
    // ArkWeb says (Phone|Tablet|PC; OpenHarmony x); HarmonyOS 2–4 sends an Android UA.
    const tablet = /\bTablet\b/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua));
    const type: DeviceType = tablet ? 'tablet' : /\(PC\b/.test(ua) ? 'pc' : 'mobile';
    return { name: 'harmonyos', version: grab(ua, /(?:HarmonyOS|OpenHarmony)[ /]([\d.]+)/), type };
  }
  const idevice = /\b(iPhone|iPad|iPod)\b/.exec(ua);
  if (idevice) {
    return {
      name: 'ios',
      version: grab(ua, /OS (\d+(?:[_.]\d+)*) like Mac OS X/),
      type: idevice[1] === 'iPad' ? 'tablet' : 'mobile',
    };
  }
  if (/Macintosh|Mac OS X/.test(ua)) {
    // iPadOS 13+ asks for desktop sites with a Mac UA; only touch support tells it apart.
    if (touch > 1) return { name: 'ios', version: grab(ua, /Version\/([\d.]+)/), type: 'tablet' };
    return { name: 'macos', version: grab(ua, /Mac OS X (\d+(?:[_.]\d+)*)/) };
  }
  if (/Android/i.test(ua)) {
    return { name: 'android', version: grab(ua, /Android[ /]?([\d.]+)/i), type: androidType(ua) };
  }
  if (/CrOS/.test(ua)) return { name: 'chromeos', version: grab(ua, /CrOS \S+ ([\d.]+)/) };
  // Some in-app browsers lower-case the whole UA (WeChat for Windows: `windows nt 6.1`).
  const nt = /Windows NT ([\d.]+)/i.exec(ua);
  if (nt) return { name: 'windows', version: WINDOWS[nt[1] as string] ?? (nt[1] as string) };
  if (/Windows/i.test(ua)) return { name: 'windows', version: '' };
  if (/Linux|X11/i.test(ua)) return { name: 'linux', version: '' };
  return { name: 'unknown', version: '' };
}

function browser(ua: string, isIOS: boolean, isAndroid: boolean): { name: BrowserName; version: string } {
  const tries: Array<[BrowserName, RegExp]> = [
    ['edge', /\bEdg(?:e|A|iOS)?\/([\d.]+)/i],
    ['opera', /\b(?:OPR|OPiOS|OPT)\/([\d.]+)/i],
    ['opera', /\bOpera\b.*Version\/([\d.]+)/i],
    ['opera', /\bOpera[ /]([\d.]+)/i],
    ['samsung', /\bSamsungBrowser\/([\d.]+)/i],
    ['ie', /\bMSIE ([\d.]+)/i],
    ['ie', /\bTrident\/.*rv:([\d.]+)/i],
    ['firefox', /\b(?:Firefox|FxiOS)\/([\d.]+)/i],
    ['chrome', /(?:\bCriOS|\bChrome|\bChromium|HeadlessChrome)\/([\d.]+)/i],
  ];
  for (const [name, re] of tries) {
    const m = re.exec(ua);
    if (m) return { name, version: m[1] as string };
  }
  // Safari, and iOS in-app WebViews (always WebKit, often without a Safari token).
  if (isIOS || (!isAndroid && /Safari\//i.test(ua) && /AppleWebKit/i.test(ua))) {
    return { name: 'safari', version: grab(ua, /Version\/([\d.]+)/i) };
  }
  return { name: 'unknown', version: '' };
}

function engine(ua: string, isIOS: boolean): { name: EngineName; version: string } {
  if (/Trident\/|MSIE /i.test(ua)) return { name: 'trident', version: grab(ua, /Trident\/([\d.]+)/i) };
  if (/Gecko\/\d/i.test(ua) && !/like Gecko/i.test(ua))
    return { name: 'gecko', version: grab(ua, /rv:([\d.]+)/i) };
  const webkit = grab(ua, /AppleWebKit\/([\d.]+)/i);
  // Every iOS browser is WebKit; legacy Edge (EdgeHTML) and Presto are neither.
  if (isIOS) return { name: 'webkit', version: webkit };
  if (/\bEdge\/|Presto\//i.test(ua)) return { name: 'unknown', version: '' };
  const blink = /(?:\bChrome|\bChromium|HeadlessChrome)\/([\d.]+)/i.exec(ua);
  if (blink) return { name: 'blink', version: blink[1] as string };
  if (webkit) return { name: 'webkit', version: webkit };
  return { name: 'unknown', version: '' };
}

function container(ua: string): ContainerName | null {
  if (/wxwork\//i.test(ua)) return 'wecom'; // WeCom also sends MicroMessenger: test it first
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  if (/DingTalk(?!Bot)/.test(ua)) return 'dingtalk'; // DingTalkBot-LinkService is a crawler
  if (/\b(?:Lark|Feishu)\/\d/.test(ua)) return 'feishu'; // never a bare "Lark" device brand
  if (/WeLink/i.test(ua)) return 'welink';
  if (/\bE-?Mobile\d*\//i.test(ua) || /\bemobile\b/.test(ua)) return 'emobile';
  return null;
}

/**
 * Parses a user-agent string into OS, browser, engine, device type and chat-app container.
 * Pure and total: any input (empty, not a string) gives a result, with `unknown`/`''` parts.
 * @param userAgent usually `navigator.userAgent`.
 * @param hints `maxTouchPoints` (from `navigator`) so iPadOS with a Mac UA is `ios`/`tablet`.
 * @example detect('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) … wxwork/4.1.22 MicroMessenger/7.0.1')
 *   // os {name:'ios', version:'17.4.1'}, type 'mobile', container 'wecom', isWeCom true, isWeChat false
 */
export function detect(userAgent: string, hints?: DetectHints): DeviceInfo {
  const ua = typeof userAgent === 'string' ? userAgent.slice(0, 2048) : '';
  const touchRaw = hints && typeof hints === 'object' ? Number(hints.maxTouchPoints) : 0;
  const touch = Number.isFinite(touchRaw) ? touchRaw : 0;
  const o = os(ua, touch);
  const isIOS = o.name === 'ios';
  const isAndroid = o.name === 'android';
  let type: DeviceType = o.type ?? 'pc';
  if (!o.type && /\b(?:Mobi|Windows Phone|IEMobile)\b|Mobile\b/.test(ua)) type = 'mobile';
  const c = container(ua);
  return {
    os: { name: o.name, version: o.version },
    browser: browser(ua, isIOS, isAndroid),
    engine: engine(ua, isIOS),
    type,
    container: c,
    isPC: type === 'pc',
    isMobile: type === 'mobile',
    isTablet: type === 'tablet',
    isIOS,
    isAndroid,
    isWeCom: c === 'wecom',
    isWeChat: c === 'wechat',
    isDingTalk: c === 'dingtalk',
    isFeishu: c === 'feishu',
    isWeLink: c === 'welink',
    isEMobile: c === 'emobile',
  };
}
