// The one modal primitive every SDK dialog uses (docs/host-ui.md#accessibility), after the WAI-ARIA
// dialog pattern: focus moves into the dialog, Tab and Shift+Tab stay inside, Escape does what
// Cancel does (where the dialog may be dismissed), focus goes back where it was, and while a modal
// one is open the host page behind is inert and does not scroll. Closing — or destroy(), which
// unmounts every dialog — undoes all of it.
import { getOverlayHost } from './overlay';
import { type ModalEntry, ui } from './state';

/** The controls Tab reaches in `box`, in order (shown, enabled, not taken out of the order). */
function focusables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>('button,a[href],input,select,textarea,[tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length,
  );
}

/** The focused element, looking into open shadow roots (the overlay's, a host's web component). */
function deepActive(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

/** Makes everything in `<body>` but the overlay inert (aria-hidden where `inert` is unknown) and stops the page scrolling. */
function holdPage(): () => void {
  const html = document.documentElement;
  const overflow = [
    html.style.getPropertyValue('overflow'),
    html.style.getPropertyPriority('overflow'),
  ] as const;
  html.style.setProperty('overflow', 'hidden');
  const attr = 'inert' in HTMLElement.prototype ? 'inert' : 'aria-hidden';
  const host = getOverlayHost();
  const held = [...(document.body?.children ?? [])].filter(
    (el) => el !== host && !el.hasAttribute(attr) && !/^(SCRIPT|STYLE|LINK)$/.test(el.tagName),
  );
  for (const el of held) el.setAttribute(attr, attr === 'inert' ? '' : 'true');
  return () => {
    for (const el of held) el.removeAttribute(attr);
    if (overflow[0]) html.style.setProperty('overflow', overflow[0], overflow[1]);
    else html.style.removeProperty('overflow');
  };
}

function onKey(e: KeyboardEvent): void {
  try {
    const modals = ui.overlay.modals ?? [];
    // Indexed, not `at`: Array.prototype.at came in Chrome 92 / Safari 15.4, after the floor.
    const top = modals[modals.length - 1];
    if (!top) return;
    if (e.key === 'Escape' && top.onEscape) {
      e.preventDefault();
      e.stopPropagation();
      top.onEscape();
    } else if (e.key === 'Tab') {
      const list = focusables(top.box);
      const at = list.indexOf(deepActive() as HTMLElement);
      const next = e.shiftKey
        ? at <= 0
          ? list[list.length - 1]
          : null
        : at === -1 || at === list.length - 1
          ? list[0]
          : null;
      if (next || !list.length) e.preventDefault();
      next?.focus();
    }
  } catch (error) {
    console.error('[atrium] dialog keys', error);
  }
}

/**
 * Opens `box` as a dialog: focus moves to its `[data-autofocus]` control, else its first one,
 * else the box. `modal`: the page behind is inert and does not scroll. `onEscape`: what Escape
 * does (none: Escape does nothing). Returns the close, which undoes everything (safe twice).
 */
export function openModal(box: HTMLElement, modal: boolean, onEscape?: () => void): () => void {
  ui.overlay.modals ??= [];
  const stack = ui.overlay.modals;
  const back = deepActive();
  const entry: ModalEntry = { box, modal, onEscape };
  if (modal && !stack.some((m) => m.restore)) entry.restore = holdPage();
  if (!stack.length) document.addEventListener('keydown', onKey, true);
  stack.push(entry);
  (box.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(box)[0] ?? box).focus({
    preventScroll: true,
  });
  return () => {
    const at = stack.indexOf(entry);
    if (at < 0) return;
    stack.splice(at, 1);
    if (entry.restore) {
      // The page stays held while another modal dialog is open: it takes the undo over.
      const next = stack.find((m) => m.modal);
      if (next) next.restore = entry.restore;
      else entry.restore();
    }
    if (!stack.length) document.removeEventListener('keydown', onKey, true);
    const now = deepActive();
    if (back?.isConnected && (!now || now === document.body || box.contains(now)))
      back.focus({ preventScroll: true });
  };
}
