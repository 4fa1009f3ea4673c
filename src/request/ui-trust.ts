// The one decision "may this answer show UI or act on the session" (docs/security.md#answers-that-show-ui):
// a session expiry, a sensitive-word prompt or notice, a security-intercept message and a
// server's error message are taken only from a trusted origin. From anyone else the platform's
// shapes mean nothing: the answer is a plain one (client.ts).
import { isApiOrigin, mayReceiveSession } from '../env/platform-headers';

/**
 * True when the answer from `url` may show UI or expire the session: the API origin
 * (`apiDomain`'s, the page's when `apiDomain` is empty, or `transferApi`'s), or a trusted
 * origin (the page's, `trustedDomains`) the call carried the session id to (`sentSession`).
 * Origins are compared parsed (env/origin.ts), never as string prefixes.
 */
export function mayShowUi(url: string, sentSession: boolean): boolean {
  return isApiOrigin(url) || (sentSession && mayReceiveSession(url));
}
