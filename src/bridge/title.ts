// Page title in the host container (docs/spec-coverage.md L17 "host-app SDK bridge"): document.title for every
// browser plus the container's own navigation-bar API when its JS-SDK object is present.
import { callHost } from './host-sdk';

/** Sets the title of the page and of the host container's navigation bar. */
export function setHostTitle(title: string): void {
  if (typeof document !== 'undefined') document.title = title;
  // DingTalk, Feishu/Lark, WeLink; WeCom/WeChat read document.title themselves.
  // Each container's API on its own: a page may carry several JS-SDKs.
  for (const path of [
    'dd.biz.navigation.setTitle',
    'tt.setNavigationBarTitle',
    'HWH5.setNavigationBarTitle',
    'wx.setNavigationBarTitle',
  ])
    callHost([path], { title });
}
