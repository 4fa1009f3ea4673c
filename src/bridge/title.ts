// Page title in the host container (docs/spec-coverage.md "host-app SDK bridge"): document.title for every
// browser plus the container's own navigation-bar API when its JS-SDK object is present.
import { callHost } from './host-sdk';

/** Sets the title of the page and of the host container's navigation bar. */
export function setHostTitle(title: string): void {
  if (typeof document !== 'undefined') document.title = title;
  // DingTalk, Feishu/Lark, WeLink; WeCom/WeChat read document.title themselves.
  callHost(['dd.biz.navigation.setTitle'], { title });
  callHost(['tt.setNavigationBarTitle'], { title });
  callHost(['HWH5.setNavigationBarTitle'], { title });
  callHost(['wx.setNavigationBarTitle'], { title });
}
