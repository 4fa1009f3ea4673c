// Server text the SDK draws that the suite sends as HTML (docs/spec-coverage.md L248; docs/security.md "Rich
// text"): the batch banner's content, a server's error message, the sensitive-word tip. With the
// sanitiser switch on it renders through the SDK's DOMPurify; off, only its text is shown. Either
// way the nodes are built in DOMPurify's inert document and never from an HTML string in the page.
import { addOverlayStyle } from './overlay';
import { onRichClick } from './rich-links';
import { isSanitizing, sanitizeRich } from './sanitize';
import { textWidth, truncateWidth } from './text-width';

/**
 * `raw` as safe nodes (sanitised markup, or its text only when the switch is off; `<style>` is
 * dropped: it would restyle the overlay), and the full visible text. With `max`, the visible
 * text is cut at that display width (double-width characters count 2) with `...`, and every
 * node after the cut goes.
 */
export function richNodes(
  raw: unknown,
  max = Number.POSITIVE_INFINITY,
): { nodes: DocumentFragment; text: string } {
  const on = isSanitizing();
  const nodes = sanitizeRich(String(raw ?? ''), on);
  const text = nodes.textContent ?? '';
  if (!on) nodes.textContent = text;
  if (textWidth(text) > max) {
    const doc = nodes.ownerDocument;
    const walker = doc.createTreeWalker(nodes, 4 /* NodeFilter.SHOW_TEXT */);
    let used = 0;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const width = textWidth(node.data);
      if (used + width > max) {
        node.data = truncateWidth(node.data, max - used);
        const rest = doc.createRange();
        rest.setStartAfter(node);
        rest.setEnd(nodes, nodes.childNodes.length);
        rest.deleteContents();
        break;
      }
      used += width;
    }
  }
  return { nodes, text };
}

/** `raw` as an HTML string safe for `innerHTML`, following the switch (the host-UI events). */
export function richHtml(raw: unknown): string {
  const { nodes } = richNodes(raw);
  const box = nodes.ownerDocument.createElement('div');
  box.append(nodes);
  return box.innerHTML;
}

// The box rich text renders in clips what overflows it and is the containing block of
// anything inside (docs/security.md#rich-text-is-confined).
const CONFINE_CSS =
  '.atrium-rich{display:block;overflow:hidden;contain:paint;overflow-wrap:anywhere}.atrium-rich img{max-width:100%;height:auto}';

/** Props of {@link RichText}. */
export interface RichTextProps {
  html: unknown;
  /** Display width the visible text is cut at. */
  max?: number;
  tag?: 'span' | 'p' | 'div';
  class?: string;
  /** Put the full visible text in `title`. */
  title?: boolean;
}

/** An element showing server rich text ({@link richNodes}). */
export function RichText({ html, max, tag = 'span', class: cls, title }: RichTextProps) {
  let rich: { nodes: Node; text: string };
  try {
    rich = richNodes(html, max);
  } catch (error) {
    console.error('[atrium] rich text failed; shown as text', error);
    const text = String(html ?? '');
    rich = { nodes: document.createTextNode(max ? truncateWidth(text, max) : text), text };
  }
  const Tag = tag;
  addOverlayStyle('rich', CONFINE_CSS);
  return (
    <Tag
      class={cls ? `${cls} atrium-rich` : 'atrium-rich'}
      title={title ? rich.text : undefined}
      // A link inside goes through openLink()'s rule, never straight to another origin.
      onClick={onRichClick}
      onAuxClick={onRichClick}
      ref={(el: Element | null) => {
        if (!el) return;
        el.textContent = '';
        el.append(rich.nodes);
      }}
    />
  );
}
