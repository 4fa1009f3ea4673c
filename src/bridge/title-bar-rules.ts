// When the mobile H5 title bar shows (docs/spec-coverage.md L148 "H5 title setting"). Pure.
import type { H5TitleSetting } from '../env/store';
import { parseUrlFlags } from '../env/url-flags';
import { containerOf, isMobileAgent } from './container';

/** What the title bar should look like, or `show: false`. */
export interface TitleBarPlan {
  show: boolean;
  showBack: boolean;
  background?: string;
  color?: string;
}

const matchesAny = (ua: string, list: string[] | undefined): boolean =>
  (list ?? []).some((id) => !!id && ua.toLowerCase().includes(String(id).toLowerCase()));

/**
 * Decides the title bar for a title on a page: only on mobile, only with a non-empty title, never
 * with the `wea_link_keep_hide_h5_title` flag or `showH5Title: false`. Inside third-party
 * containers (which draw their own bar) it shows only when whitelisted (`thirdPartyAppSetting:
 * 'whiteList'`, `whiteLists`) or not blacklisted (`'blackList'`, `blackLists`); plain mobile
 * browsers show it unless blacklisted.
 */
export function planTitleBar(input: {
  title: string;
  userAgent: string;
  /** The page URL (or just its `?query#hash`): the flag counts in the search and in a hash route's query. */
  url: string;
  setting?: H5TitleSetting;
}): TitleBarPlan {
  const setting = input.setting ?? {};
  const hidden = { show: false, showBack: false };
  if (!input.title || !isMobileAgent(input.userAgent)) return hidden;
  if (parseUrlFlags(input.url).hideH5Title) return hidden;
  if (setting.showH5Title === false) return hidden;
  const container = containerOf(input.userAgent);
  const thirdParty = container !== null && container !== 'emobile';
  // 'whiteList' checks only the white list, 'blackList' only the black list, anything else both.
  const mode = setting.thirdPartyAppSetting;
  if (mode !== 'whiteList' && matchesAny(input.userAgent, setting.blackLists)) return hidden;
  if (mode !== 'blackList' && thirdParty && !matchesAny(input.userAgent, setting.whiteLists)) return hidden;
  return {
    show: true,
    showBack: setting.showBackButton !== false,
    background: setting.styleSetting?.background,
    color: setting.styleSetting?.color,
  };
}
