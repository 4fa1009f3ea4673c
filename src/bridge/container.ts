// Which host container the page runs in, from the user agent (a narrow copy of env's rules so
// the bridge stays usable on its own). Pure.

/** Host containers the bridge talks to. */
export type HostContainer = 'wecom' | 'wechat' | 'dingtalk' | 'feishu' | 'welink' | 'emobile' | null;

/** The container named by a user agent, or null for a plain browser. */
export function containerOf(userAgent: string): HostContainer {
  const ua = userAgent || '';
  if (/wxwork/i.test(ua)) return 'wecom';
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  if (/DingTalk/i.test(ua)) return 'dingtalk';
  if (/Feishu|Lark/i.test(ua)) return 'feishu';
  if (/WeLink/i.test(ua)) return 'welink';
  if (/emobile/i.test(ua)) return 'emobile';
  return null;
}

/** True for phones and tablets (the title bar is a mobile feature). */
export function isMobileAgent(userAgent: string): boolean {
  return /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony/i.test(userAgent || '');
}

/** This page's user agent ('' outside a browser). */
export function currentAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent || '';
}
