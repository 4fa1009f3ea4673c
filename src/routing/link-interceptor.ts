// Click interceptor for in-app links: `<a href="/_alink_/{module}/{id}">` (or
// `/_alink_?module=…&id=…`) opens the record through openModule instead of navigating.
import { parseUrl } from '../env/origin';
import type { OpenModuleOptions } from './open-module';

/** Route prefix of in-app links. */
export const ALINK_PREFIX = '/_alink_';

/**
 * The module and id an in-app link points to, or undefined for any other URL (another scheme,
 * or another origin than `base`'s when `base` is given).
 */
export function parseAppLink(href: string, base?: string): { module: string; id: string } | undefined {
  const url = parseUrl(href, base || undefined);
  if (!url) return undefined;
  const origin = base ? parseUrl(base)?.origin : undefined;
  // Only http(s) links of the page's own origin are in-app links (`javascript:/_alink_/…` or
  // `https://evil.example/_alink_/…` are not).
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (origin !== undefined && url.origin !== origin) return undefined;
  const at = url.pathname.indexOf(ALINK_PREFIX);
  if (at < 0) return undefined;
  const rest = url.pathname.slice(at + ALINK_PREFIX.length);
  if (rest && !rest.startsWith('/')) return undefined;
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const parts = rest.split('/').filter(Boolean).map(decode);
  const module = parts[0] ?? url.searchParams.get('module') ?? '';
  const id = parts.slice(1).join('/') || url.searchParams.get('id') || '';
  return module && id ? { module, id } : undefined;
}

function anchorOf(event: Event): HTMLAnchorElement | undefined {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) return node;
  }
  return undefined;
}

/**
 * Installs the interceptor on `document`; returns the uninstall. Links with `target="_blank"`
 * or clicked with Ctrl/⌘ open in link mode; `data-side` asks for the side dialog.
 */
export function interceptAppLinks(
  open: (module: string, id: string, options: OpenModuleOptions) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    try {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = anchorOf(event);
      if (!anchor) return;
      const target = parseAppLink(anchor.href, location.href);
      if (!target) return;
      event.preventDefault();
      const link = anchor.target === '_blank' || event.ctrlKey || event.metaKey;
      const side = anchor.dataset.side !== undefined && anchor.dataset.side !== 'false';
      open(target.module, target.id, { link, side });
    } catch (error) {
      console.error('[atrium] in-app link failed', error);
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
