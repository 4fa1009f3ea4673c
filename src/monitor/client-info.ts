// A small user-agent reading for reports (pure): device, engine, browser, os and versions.

export interface ClientInfo {
  device: 'pc' | 'mobile' | 'tablet';
  engine: string;
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
}

const BROWSERS: Array<[string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['WeChat', /MicroMessenger\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
  ['IE', /(?:MSIE |rv:)([\d.]+)/],
];

const SYSTEMS: Array<[string, RegExp]> = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['Android', /Android ([\d.]+)/],
  ['HarmonyOS', /HarmonyOS ([\d.]+)?/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['Linux', /Linux()/],
];

/** Reads a user-agent string. */
export function parseUserAgent(ua: string): ClientInfo {
  let browser = 'unknown';
  let browserVersion = '';
  for (const [name, re] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = name;
      browserVersion = m[1] ?? '';
      break;
    }
  }
  let os = 'unknown';
  let osVersion = '';
  for (const [name, re] of SYSTEMS) {
    const m = re.exec(ua);
    if (m) {
      os = name;
      osVersion = (m[1] ?? '').replace(/_/g, '.');
      break;
    }
  }
  const engine =
    /Gecko\/\d/.test(ua) && !/like Gecko/.test(ua)
      ? 'Gecko'
      : /AppleWebKit/.test(ua)
        ? /Chrome|CriOS|Edg/.test(ua)
          ? 'Blink'
          : 'WebKit'
        : /Trident/.test(ua)
          ? 'Trident'
          : 'unknown';
  const device = /iPad|Tablet/.test(ua) ? 'tablet' : /Mobi|iPhone|Android/.test(ua) ? 'mobile' : 'pc';
  return { device, engine, browser, browserVersion, os, osVersion };
}

/** The browser's user agent, or '' outside a browser. */
export function userAgent(): string {
  try {
    return typeof navigator !== 'undefined' ? navigator.userAgent : '';
  } catch {
    return '';
  }
}
