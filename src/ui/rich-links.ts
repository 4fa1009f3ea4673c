// Links inside server rich text (the batch banner, a server's message, the sensitive-word tip) go
// through the external-link rule, wherever the text is drawn (docs/security.md#links-and-schemes):
// a click never navigates by itself; the routing layer's openLink() decides (open, confirm,
// refuse). Routing sits above this layer, so init() registers the opener here.

import { ui } from './state';

/** Sets what opens a link clicked in server rich text; returns the unregister. */
export function setRichLinkOpener(open: (href: string) => void): () => void {
  ui.richLinkOpener = open;
  return () => {
    if (ui.richLinkOpener === open) ui.richLinkOpener = null;
  };
}

/**
 * Click (and middle-click) handler of a rich-text box: a link inside it is handed to the opener,
 * never followed by the browser. Without one (no init()), the link does not open.
 */
export function onRichClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  const link = typeof target?.closest === 'function' ? target.closest('a[href]') : null;
  if (!link) return;
  event.preventDefault();
  const href = (link as HTMLAnchorElement).href;
  if (ui.richLinkOpener) ui.richLinkOpener(href);
  else console.warn('[atrium] link not opened: no init()', href);
}
