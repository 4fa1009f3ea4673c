// setTitle (docs/host-ui.md): the document title, the host container's title, and on mobile the
// H5 title bar as the tenant's h5TitleSetting and the URL flag allow.

import { currentAgent } from '../bridge/container';
import { setHostTitle } from '../bridge/title';
import { planTitleBar } from '../bridge/title-bar-rules';
import { parsePageContext } from '../env/context';
import { readGlobalObject } from '../env/page-global';
import { $context, type H5TitleSetting } from '../env/store';
import { renderTitleBar } from './title-bar';

/** The tenant's H5 title setting: from $context, else straight from the page's window context. */
function titleSetting(): H5TitleSetting | undefined {
  const fromStore = $context.get().globalConfig?.h5TitleSetting;
  if (fromStore) return fromStore;
  try {
    return parsePageContext(readGlobalObject('TEAMS'), window).globalConfig.h5TitleSetting;
  } catch {
    return undefined;
  }
}

/**
 * Sets the page title: `document.title`, the host container's navigation bar (WeCom/WeChat,
 * DingTalk, Feishu, WeLink when their JS-SDK is present) and, on mobile, the 47 px title bar
 * `atrium-title-bar` — shown only while the title is non-empty, hidden by the URL flag
 * `wea_link_keep_hide_h5_title` or by `globalConfig.h5TitleSetting`.
 *
 * @example
 * ```ts
 * setTitle('Quarterly report'); // document title, host app title bar, mobile title bar
 * ```
 */
export function setTitle(title: string): void {
  try {
    const text = title === undefined || title === null ? '' : String(title);
    setHostTitle(text);
    if (typeof document === 'undefined') return;
    const plan = planTitleBar({
      title: text,
      userAgent: currentAgent(),
      url: location.href,
      setting: titleSetting(),
    });
    renderTitleBar(
      plan.show
        ? {
            title: text,
            showBack: plan.showBack,
            background: plan.background,
            color: plan.color,
            onBack: () => history.back(),
          }
        : null,
    );
  } catch (error) {
    console.error('[atrium] setTitle failed', error);
  }
}
