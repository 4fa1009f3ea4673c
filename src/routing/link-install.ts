// What init() installs for links: the `/_alink_` click interceptor, pointer tracking and the
// trust rule for navigations on a server's word. Opening a record is loaded on the first in-app
// link clicked (a chunk of its own for bundlers, docs/architecture.md#build; inlined in the
// script file), so an app that never shows one does not load the route table at start.
import { addDisposer } from '../env/disposers';
import { setNavigationTrust } from '../request/navigation-trust';
import { setRichLinkOpener } from '../ui/rich-links';
import { interceptAppLinks } from './link-interceptor';
import { trackPointer } from './pointer';
import { isTrustedUrl } from './trust';

/** Installs the `/_alink_` click interceptor (and pointer tracking); returns the uninstall. */
export function installLinkInterceptor(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  trackPointer();
  const off = interceptAppLinks((module, id, options) => {
    import('./open-link').then(
      (links) => links.openModule(module, id, options),
      (error: unknown) => console.error('[atrium] in-app link failed', error),
    );
  });
  // Navigations on a server's word trust what links trust.
  const untrust = setNavigationTrust((u) => isTrustedUrl(u.href));
  // Links in server rich text open through openLink()'s rule (docs/security.md#links-and-schemes).
  const unopen = setRichLinkOpener((href) => {
    import('./open-link').then(
      (links) => void links.openLink(href),
      (error: unknown) => console.error('[atrium] link in server text failed', error),
    );
  });
  const uninstall = () => {
    off();
    untrust();
    unopen();
  };
  const undispose = addDisposer(uninstall);
  return () => {
    undispose();
    uninstall();
  };
}
