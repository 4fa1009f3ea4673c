// The little device knowledge session expiry and the sensitive-word UI need (docs/spec-coverage.md L320): PC, the
// suite's own app, the WeChat clients (WeChat and WeCom) or another mobile/tablet browser.
import type { DeviceInfo } from '../env/detect';
import { detectCurrent } from '../env/device';

/** Where the page runs, as far as login expiry is concerned. */
export type ClientKind = 'pc' | 'mobile' | 'emobile' | 'wechat';

/** Classifies detected device facts. Pure. */
export function kindOf(info: Pick<DeviceInfo, 'container' | 'type'>): ClientKind {
  if (info.container === 'wechat' || info.container === 'wecom') return 'wechat';
  if (info.container === 'emobile') return 'emobile';
  return info.type === 'pc' ? 'pc' : 'mobile';
}

/** The kind of the current page (PC outside a browser). */
export function currentClientKind(): ClientKind {
  return kindOf(detectCurrent());
}
