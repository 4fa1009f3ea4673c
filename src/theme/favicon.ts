import { addDisposer } from '../env/disposers';
import type { PageContext } from '../env/store';

const MARK = 'data-atrium-favicon';

/** The favicon a tenant gets: its logo, else the private-deployment icon, else none (''). */
export function faviconFor(
  context: Pick<PageContext, 'tenantLogo' | 'privateDeployment'>,
  staticDomain: string,
): string {
  const logo = context.tenantLogo?.faviconUrl;
  if (typeof logo === 'string' && logo) return logo;
  return context.privateDeployment ? `${staticDomain}/build/favicon/private.ico` : '';
}

/**
 * Points the page's icon at `url`: the existing `<link rel="icon">` elements are set aside and
 * one of ours is added. `destroy()` puts the page's own icons back.
 *
 * @example
 * ```ts
 * setFavicon('https://static.example.com/build/favicon/acme.ico'); // destroy() brings the page's own back
 * ```
 */
export function setFavicon(url: string): void {
  if (typeof url !== 'string' || !url) return;
  let ours = document.head.querySelector<HTMLLinkElement>(`link[${MARK}]`);
  if (!ours) {
    const theirs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    for (const link of theirs) link.remove();
    ours = document.createElement('link');
    ours.rel = 'icon';
    ours.setAttribute(MARK, '');
    document.head.appendChild(ours);
    const link = ours;
    addDisposer(() => {
      link.remove();
      for (const l of theirs) document.head.appendChild(l);
    });
  }
  ours.href = url;
}
