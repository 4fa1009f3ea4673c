// The default site domain (spec §9): where a page URL has no host and nothing configured says
// where the suite lives, the domestic environment — or its overseas variant — is used.
import { $config } from '../env/store';

/** The domestic environment's site. */
export const DEFAULT_SITE_DOMAIN = 'https://weapp.eteams.cn';
/** The overseas environment's site (`config.overseas`). */
export const DEFAULT_OVERSEAS_SITE_DOMAIN = 'https://weapp.eteams.cc';

/** True when `url` names a host (`https://…`, `//…`, or another scheme such as `blob:`). */
export function hasHost(url: string): boolean {
  return /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/** The site the suite's pages live on: `oadomain`, else `apiDomain`, else the default site domain. */
export function siteDomain(): string {
  const c = $config.get();
  const configured = (c.oadomain || c.apiDomain || '').replace(/\/+$/, '');
  if (configured) return configured;
  return c.overseas ? DEFAULT_OVERSEAS_SITE_DOMAIN : DEFAULT_SITE_DOMAIN;
}

/**
 * The URL to open for a suite page. In an external system (after `init()`) a URL without a host
 * is placed on {@link siteDomain}; on the suite's own pages, and for URLs with a host, it stays
 * as it is (relative paths are the page's own origin).
 */
export function siteUrl(url: string): string {
  if (!$config.get().external || hasHost(url)) return url;
  return `${siteDomain()}${url.startsWith('/') ? '' : '/'}${url}`;
}
