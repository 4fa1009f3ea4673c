// Overseas tenants (docs/spec-coverage.md L263): every window the SDK opens goes to the `.cc` variant of a `.cn` host.
import { $config } from '../env/store';

const ABSOLUTE = /^(\s*(?:[a-z][a-z0-9+.-]*:)?\/\/)([^/?#\s]*)/i;

/** Rewrites an absolute URL's host ending in `.cn` to `.cc` (pure). Other URLs come back unchanged. */
export function toOverseasUrl(url: string): string {
  return url.replace(ABSOLUTE, (_m, scheme: string, authority: string) => {
    const at = authority.lastIndexOf('@');
    const user = at < 0 ? '' : authority.slice(0, at + 1);
    const hostPort = authority.slice(at + 1);
    const rewritten = hostPort.replace(/\.cn(\.?)(?=(?::\d*)?$)/i, (_x, dot: string) => `.cc${dot}`);
    return `${scheme}${user}${rewritten}`;
  });
}

/** Applies the overseas rewrite when `$config.overseas` is on. */
export function overseasUrl(url: string): string {
  return $config.get().overseas ? toOverseasUrl(url) : url;
}
