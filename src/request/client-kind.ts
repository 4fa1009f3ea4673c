// The little device knowledge session expiry needs (spec §8): PC, the suite's own app, the
// WeChat clients or another mobile browser. Pure; the caller passes the user agent.

/** Where the page runs, as far as login expiry is concerned. */
export type ClientKind = 'pc' | 'mobile' | 'emobile' | 'wechat';

/** Classifies a user agent (`maxTouchPoints` > 1 with a Mac UA is an iPad). */
export function clientKind(userAgent: string, maxTouchPoints = 0): ClientKind {
  if (/MicroMessenger|wxwork/i.test(userAgent)) return 'wechat';
  if (/e-?mobile/i.test(userAgent)) return 'emobile';
  if (/Mobi|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony/i.test(userAgent)) return 'mobile';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'mobile';
  return 'pc';
}

/** The kind of the current page (PC outside a browser). */
export function currentClientKind(): ClientKind {
  if (typeof navigator === 'undefined') return 'pc';
  return clientKind(navigator.userAgent || '', navigator.maxTouchPoints || 0);
}
