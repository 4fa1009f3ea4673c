import createDOMPurify, { type DOMPurify } from 'dompurify';
import { $config } from '../env/store';
import { sanitizerPolicy } from '../env/trusted-types';
import { ui } from './state';

/** Attributes the suite's rich text needs beyond DOMPurify's defaults (docs/spec-coverage.md L248). */
export const EXTRA_ATTRIBUTES = ['pluginname', 'isImage', 'contenteditable', 'target'];

// Our own DOMPurify instance, created on first use (never at import: SSR imports this file),
// so our hook never changes a DOMPurify the host page uses.

const UNSAFE_STYLE = /javascript:|vbscript:|expression\s*\(|behavior\s*:|-moz-binding/i;

/**
 * The markup server rich text may use (docs/security.md#rich-text-is-confined): text-level and
 * block elements that stay in the flow. No forms, inputs, buttons, dialogs, tables, media or
 * SVG; no `class` (the overlay's own classes position things), no `popover`, no size attributes;
 * `id` only as `user-content-…`.
 */
export const RICH_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'br',
  'hr',
  'p',
  'div',
  'span',
  'ul',
  'ol',
  'li',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'font',
  'img',
];
/** The attributes of {@link RICH_TAGS}; `style` keeps only {@link RICH_STYLES}. */
export const RICH_ATTRS = [
  'href',
  'title',
  'alt',
  'src',
  'color',
  'dir',
  'lang',
  'id',
  'style',
  ...EXTRA_ATTRIBUTES,
];
/** The inline style properties rich text keeps: colours and text decoration, nothing that moves or sizes a box. */
export const RICH_STYLES = [
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-decoration-line',
  'text-align',
];

function confineStyle(node: Element): void {
  const style = (node as HTMLElement).style;
  if (!style) return;
  const kept = RICH_STYLES.map((p) => [p, style.getPropertyValue(p)])
    .filter(
      ([, v]) => v && /^[\w\s#%,.()-]*$/.test(v as string) && !/(?:url|var|env|attr)\(/i.test(v as string),
    )
    .map(([p, v]) => `${p}:${v}`)
    .join(';');
  if (kept) node.setAttribute('style', kept);
  else node.removeAttribute('style');
}

/** The SDK's DOMPurify instance (built on first use). */
export function getPurifier(): DOMPurify {
  if (ui.sanitizer.purifier) return ui.sanitizer.purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // An allowed target must not hand window.opener to the opened page.
    // Only a new window or this one: a named target (`_top`, `_parent`, a frame's name) could
    // steer another frame of the host page.
    if (!(node instanceof Element)) return;
    const target = node.getAttribute('target');
    if (target !== null && target !== '_blank' && target !== '_self') node.removeAttribute('target');
    else if (target) node.setAttribute('rel', 'noopener noreferrer');
    // Script URLs and legacy script hooks have no business in inline CSS.
    const style = node.getAttribute('style');
    if (style && UNSAFE_STYLE.test(style)) node.removeAttribute('style');
    else if (style && ui.sanitizer.confining) confineStyle(node);
  });
  ui.sanitizer.purifier = instance;
  return instance;
}

/**
 * Cleans untrusted HTML with DOMPurify: scripts, event handlers and `javascript:` URLs go;
 * `pluginname`, `isImage`, `contenteditable` and `target` stay (`target` only as `_blank` or
 * `_self`; links with a target get `rel="noopener noreferrer"`). Every `id` and `name` is prefixed `user-content-` so the
 * markup cannot clobber page globals. Returns a string safe to assign to `innerHTML`; input
 * that cannot be turned into a string gives `''`.
 *
 * It does **not confine** the markup: `<style>` elements, `style` attributes (`position: fixed`,
 * page-sized boxes, `z-index`), forms and inputs, classes and external images stay, so server
 * text can still restyle or cover the page, read fields through CSS selectors or post a form
 * elsewhere. For server text in a host UI use the `html` the `message`, `sensitive` and
 * `batchTask` events carry (the confined profile, docs/host-ui.md#server-html).
 *
 * @example
 * ```ts
 * sanitizeHtml('<b onclick="x()">hi</b><script>x()</script>'); // '<b>hi</b>'
 * ```
 */
export function sanitizeHtml(html: string): string {
  if (html === null || html === undefined) return '';
  let text: string;
  try {
    text = String(html);
  } catch {
    return ''; // an object whose toString throws (or has none) is not HTML
  }
  // SANITIZE_NAMED_PROPS: every `id`/`name` becomes `user-content-…`, so sanitised markup can
  // never shadow a page global (`<img id="WeaPassport">` → window.WeaPassport) or a document
  // property (DOM clobbering). SANITIZE_DOM (on by default) keeps guarding document/form names.
  return getPurifier().sanitize(text, { ...PURIFY_CONFIG, ...sanitizerPolicy() });
}

/**
 * Server rich text as a fragment of DOMPurify's inert document: only {@link RICH_TAGS} with
 * {@link RICH_ATTRS} (and the style properties of {@link RICH_STYLES}), or — `markup` false —
 * the text alone.
 */
export function sanitizeRich(html: string, markup: boolean): DocumentFragment {
  ui.sanitizer.confining = true;
  try {
    return getPurifier().sanitize(html, {
      ...sanitizerPolicy(),
      ...(markup
        ? { ...PURIFY_CONFIG, ALLOWED_TAGS: RICH_TAGS, ALLOWED_ATTR: RICH_ATTRS }
        : { ALLOWED_TAGS: ['#text'], KEEP_CONTENT: true }),
      RETURN_DOM_FRAGMENT: true,
    }) as DocumentFragment;
  } finally {
    ui.sanitizer.confining = false;
  }
}

/** sanitizeHtml()'s DOMPurify options (the rich-text paths add to them). */
export const PURIFY_CONFIG = {
  ADD_ATTR: EXTRA_ATTRIBUTES,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
};

/**
 * The sanitiser switch of the rich-text paths (docs/spec-coverage.md L248; docs/security.md "Rich text"): on
 * (the default), server HTML the SDK draws — the batch banner's `content`, a server's error
 * message, the sensitive-word tip — renders through {@link sanitizeHtml}; off, those paths show
 * the markup's text only and create no element. Kept across `init()` unless its config names
 * `sanitize`; `destroy()` turns it back on. Safe either way: unsanitised HTML never reaches
 * the page.
 * @throws TypeError when `enabled` is not a boolean.
 *
 * @example
 * ```ts
 * setSanitize(false); // rich text from the server shows as its text only
 * ```
 */
export function setSanitize(enabled: boolean): void {
  if (typeof enabled !== 'boolean') throw new TypeError('setSanitize() takes true or false');
  $config.setKey('sanitize', enabled);
}

/**
 * True while the rich-text paths render sanitised HTML ({@link setSanitize}).
 *
 * @example
 * ```ts
 * if (!isSanitizing()) console.info('rich text from the server shows as plain text');
 * ```
 */
export function isSanitizing(): boolean {
  return $config.get().sanitize;
}
