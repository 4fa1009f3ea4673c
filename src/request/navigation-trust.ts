// The trust rule of navigations on a server's word (request/navigate.ts), set apart from the
// navigation itself: the link interceptor installs it at init, the navigation loads on first use.
import { type NavigationTrust, requestState } from './state';

export type { NavigationTrust };

/**
 * Sets the trust rule for navigations on a server's word (the link interceptor installs the link
 * whitelist, so they follow the same rule as openLink). Returns the function that puts the default back.
 */
export function setNavigationTrust(fn: NavigationTrust): () => void {
  requestState.navigationTrust = fn;
  return () => {
    if (requestState.navigationTrust === fn) requestState.navigationTrust = null;
  };
}
