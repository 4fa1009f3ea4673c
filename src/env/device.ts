// `device`: the DeviceInfo of this page. Nothing may read `navigator` at import time (the ESM
// build is imported in Node), so every property is a getter that parses on first access.
import { type DeviceInfo, detect } from './detect';
import { pageFacts } from './store';

/** Detects the current page from `navigator` (unknowns when there is none, e.g. in Node). */
export function detectCurrent(): DeviceInfo {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return detect(nav?.userAgent ?? '', { maxTouchPoints: nav?.maxTouchPoints ?? 0 });
}

function lazyDevice(): DeviceInfo {
  const target = {} as DeviceInfo;
  const keys: Array<keyof DeviceInfo> = [
    'os',
    'browser',
    'engine',
    'type',
    'container',
    'isPC',
    'isMobile',
    'isTablet',
    'isIOS',
    'isAndroid',
    'isWeCom',
    'isWeChat',
    'isDingTalk',
    'isFeishu',
    'isWeLink',
    'isEMobile',
  ];
  for (const key of keys) {
    Object.defineProperty(target, key, {
      enumerable: true,
      get: () => {
        pageFacts.device ??= detectCurrent();
        return pageFacts.device[key];
      },
    });
  }
  return target;
}

/**
 * The {@link DeviceInfo} of this page, parsed from `navigator.userAgent` and
 * `navigator.maxTouchPoints` on first property access (never at import time).
 */
export const device: DeviceInfo = /* @__PURE__ */ lazyDevice();
