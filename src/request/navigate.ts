// Navigation on a server's word (docs/security.md "Navigation on a server's word"): a reply that
// asks the page to go to a login URL, or a single-sign-on request URL. Same link rules as
// openLink (env/link-rules.ts), http(s) only, and a confirmation through the UI port.
import { decideLink } from '../env/link-rules';
import { mayReceiveSession } from '../env/platform-headers';
import { type NavigationTrust, requestState } from './state';
import { uiPort } from './ui-port';

// Until the link interceptor installs the link whitelist: the origins the session id may go to.
const defaultTrust: NavigationTrust = (url) => mayReceiveSession(url.href);

/**
 * Navigates this page to `url` because a server reply (or a single-sign-on request URL) asked
 * for it. Only http(s); same origin or trusted opens at once, anything else asks through the UI
 * port's link confirmation every time ("Do not remind again" covers links, not navigations);
 * other schemes never open. Navigates to the parsed URL, never the raw text. Resolves true when
 * it navigated; never throws.
 */
export async function navigateOnServerWord(url: string): Promise<boolean> {
  try {
    const base = typeof location === 'undefined' ? undefined : location.href;
    const decision = decideLink(url, {
      base,
      isTrusted: requestState.navigationTrust ?? defaultTrust,
      webOnly: true,
    });
    if (decision.verdict === 'refuse' || !decision.url) {
      console.warn(`[atrium] refused to navigate on a server's word (${decision.reason})`);
      return false;
    }
    const target = decision.url.href;
    if (decision.verdict === 'confirm' && !(await uiPort().confirmLink(target)).open) return false;
    location.assign(target);
    return true;
  } catch (error) {
    console.error('[atrium] navigation failed', error);
    return false;
  }
}
