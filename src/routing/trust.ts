// The link whitelist (docs/spec-coverage.md L382 "Other rules"): the provider's domains, common sites, blob: links,
// the configured domains, `$config.trustedDomains` and whatever `addTrustedDomains` adds.
// Hosts match on a dot boundary: `a.example.com` matches `example.com`, `evilexample.com` does not.
import { addDisposer } from '../env/disposers';
import { parseUrl } from '../env/origin';
import { $config } from '../env/store';
import { $trustedDomains } from './state';

/** Built-in trusted domains: the suite provider's and common sites. */
export const BUILT_IN_TRUSTED: readonly string[] = [
  'eteams.cn',
  'eteams.cc',
  'weaver.com.cn',
  'weaver.cn',
  'e-cology.com.cn',
  'qq.com',
  'weixin.qq.com',
  'work.weixin.qq.com',
  'dingtalk.com',
  'feishu.cn',
  'larksuite.com',
  'huaweicloud.com',
  'baidu.com',
  'aliyun.com',
  'microsoft.com',
  'apple.com',
];

/** Domains added at run time through addTrustedDomains (kept until destroy()); in env's store. */
export { $trustedDomains };

/** Reduces an entry (`example.com`, `.example.com`, `*.example.com`, `https://example.com:8443/x`) to a host. */
export function normalizeDomain(entry: string): string {
  let text = String(entry ?? '')
    .trim()
    .toLowerCase();
  if (text.includes('://')) text = parseUrl(text)?.hostname ?? '';
  text = text.replace(/^\*?\.+/, '').replace(/[/:].*$/, '');
  return text.replace(/\.+$/, '');
}

/**
 * Adds domains to the link whitelist (matched on a dot boundary).
 *
 * @example
 * ```ts
 * addTrustedDomains(['partner.example.com']); // links to it (and its subdomains) open without the confirmation
 * ```
 */
export function addTrustedDomains(domains: string[]): void {
  if (!Array.isArray(domains)) throw new TypeError('addTrustedDomains expects an array of domains');
  const add = domains.map(normalizeDomain).filter(Boolean);
  if (!$trustedDomains.get().length && add.length) addDisposer(() => $trustedDomains.set([]));
  $trustedDomains.set([...new Set([...$trustedDomains.get(), ...add])]);
}

/** True when `host` equals `domain` or is a subdomain of it. */
export function hostMatches(host: string, domain: string): boolean {
  const h = host.toLowerCase().replace(/\.+$/, '');
  const d = normalizeDomain(domain);
  return !!d && (h === d || h.endsWith(`.${d}`));
}

function configuredHosts(): string[] {
  const c = $config.get();
  return [c.apiDomain, c.staticDomain, c.oadomain, ...(c.trustedDomains ?? [])].filter(Boolean);
}

/** Every domain currently trusted, normalized. */
export function trustedDomains(): string[] {
  return [...BUILT_IN_TRUSTED, ...configuredHosts(), ...$trustedDomains.get()]
    .map(normalizeDomain)
    .filter(Boolean);
}

/** True for blob: URLs and http(s) URLs whose host is on the whitelist. */
export function isTrustedUrl(url: string, base?: string): boolean {
  const parsed = parseUrl(url.trim(), base || undefined);
  if (!parsed) return false;
  if (parsed.protocol === 'blob:') return true;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return trustedDomains().some((d) => hostMatches(parsed.hostname, d));
}
