// docs/spec-coverage.md L385: inside chat-app containers (WeCom, WeChat, DingTalk, Feishu, WeLink) the tenant, corp
// and agent keys are kept in the page URL, so a reload or a shared link inside the container
// still knows which tenant and which app it belongs to.
import type { DeviceInfo } from './detect';
import { device as currentDevice } from './device';
import { addDisposer } from './disposers';
import { parseUrl } from './origin';

/** The keys written into the URL; empty ones are left out. */
export interface ChatKeys {
  tenantKey?: string;
  corpId?: string;
  agentId?: string;
}

/** Query parameter names for {@link ChatKeys}. */
export const CHAT_KEY_PARAMS: Record<keyof ChatKeys, string> = {
  tenantKey: 'tenantKey',
  corpId: 'corpId',
  agentId: 'agentId',
};

const CHAT_CONTAINERS = new Set(['wecom', 'wechat', 'dingtalk', 'feishu', 'welink']);

/**
 * The URL with the keys set in its query (before any hash); pure. Existing parameters with the
 * same names are overwritten, others are kept. Returns `url` unchanged when it cannot be parsed
 * as an absolute URL or no key has a value.
 */
export function withChatKeys(url: string, keys: ChatKeys): string {
  if (typeof url !== 'string' || !keys || typeof keys !== 'object') return url;
  const parsed = parseUrl(url);
  if (!parsed) return url;
  let changed = false;
  for (const k of Object.keys(CHAT_KEY_PARAMS) as Array<keyof ChatKeys>) {
    const raw = keys[k];
    const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (!value || parsed.searchParams.get(CHAT_KEY_PARAMS[k]) === value) continue;
    parsed.searchParams.set(CHAT_KEY_PARAMS[k], value);
    changed = true;
  }
  return changed ? parsed.toString() : url;
}

/**
 * In a chat-app container, writes the keys into the address bar with `history.replaceState`
 * (no navigation, no new history entry). Elsewhere does nothing.
 * @returns the uninstall: puts the previous URL back if the page is still on the one we wrote.
 */
export function installChatUrlKeys(
  keys: ChatKeys,
  info: Pick<DeviceInfo, 'container'> = currentDevice,
): () => void {
  if (typeof window === 'undefined' || !info.container || !CHAT_CONTAINERS.has(info.container))
    return () => {};
  const before = window.location.href;
  const after = withChatKeys(before, keys);
  if (after === before) return () => {};
  try {
    window.history.replaceState(window.history.state, '', after);
  } catch (error) {
    console.error('[atrium] could not write chat keys into the URL', error);
    return () => {};
  }
  const written = window.location.href;
  let removeDisposer = () => {};
  const uninstall = () => {
    removeDisposer();
    try {
      if (window.location.href === written) window.history.replaceState(window.history.state, '', before);
    } catch {
      // the page navigated elsewhere; nothing to restore
    }
  };
  removeDisposer = addDisposer(uninstall);
  return uninstall;
}
