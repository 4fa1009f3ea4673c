// The default site domain (docs/spec-coverage.md L364): where a page URL has no host and nothing configured says
// where the suite lives, the domestic environment — or its overseas variant — is used.
import { $config } from '../env/store';

/**
 * The URL to open for a suite page. In an external system (after `init()`) a URL without a host
 * is placed on `oadomain`, else `apiDomain`, else the default site: `https://weapp.eteams.cn`,
 * or `https://weapp.eteams.cc` for overseas tenants. On the suite's own pages, and for URLs
 * with a host (`https:`, `//`, `blob:`…), it stays as it is (relative paths are the page's origin).
 */
export function siteUrl(url: string): string {
  const c = $config.get();
  if (!c.external || /^\s*([a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url;
  const site =
    (c.oadomain || c.apiDomain).replace(/\/+$/, '') || `https://weapp.eteams.c${c.overseas ? 'c' : 'n'}`;
  return `${site}${url.startsWith('/') ? '' : '/'}${url}`;
}
