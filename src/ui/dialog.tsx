// The one dialog skeleton (docs/host-ui.md#accessibility): every SDK dialog — upgrade, re-login,
// external link, sensitive words (PC dialog and mobile page), employee card — is this box with
// its visible title as its name and its text as its description, opened through ui/modal.ts.
import type { ComponentChild, ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { sdkText } from '../i18n/text';
import { CLOSE } from './dress';
import { openModal } from './modal';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The visible title: the dialog's name (a heading). */
  title: ComponentChild;
  /** The dialog's text: its description. */
  desc?: ComponentChild;
  testid: string;
  /** `alertdialog` (a question the user must answer) rather than `dialog`. */
  alert?: boolean;
  cls?: string;
  style?: Record<string, string>;
  children?: ComponentChildren;
  /** The buttons, at the end. */
  actions?: ComponentChildren;
  /** What Escape does (the same as Cancel); none: Escape does nothing. */
  onEscape?(): void;
  /** The mobile full page: a bar with a back button and the title as its heading. */
  page?: { onBack(): void; backTestid: string; titleTestid: string };
  /** A card: no mask and the page stays usable; a close button (×) at the top end. */
  card?: { onClose(): void };
}

/** "Close" in the language the SDK shows: the name of every × button. */
export const closeText = () => sdkText('atrium.common.close', CLOSE);

/** A dialog: the title, the description, the body and the buttons, focus held inside while open. */
export function Dialog(p: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [id] = useState(() => `atrium-dlg-${Math.random().toString(36).slice(2)}`);
  const onEsc = useRef(p.onEscape);
  onEsc.current = p.onEscape;
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    return openModal(box, !p.card, p.onEscape && (() => onEsc.current?.()));
  }, []);
  const Title = p.page ? 'h1' : 'h2';
  const title = (
    <Title id={`${id}-t`} class="atrium-dialog-title" data-testid={p.page?.titleTestid}>
      {p.title}
    </Title>
  );
  const body = (
    <>
      {p.desc !== undefined && (
        <div id={`${id}-d`} class="atrium-dialog-desc">
          {p.desc}
        </div>
      )}
      {p.children}
      {p.actions && <div class="atrium-actions">{p.actions}</div>}
    </>
  );
  const box = (
    <div
      ref={ref}
      class={`${p.page ? 'atrium-page' : 'atrium-dialog'} ${p.cls ?? ''}`}
      role={p.alert ? 'alertdialog' : 'dialog'}
      aria-modal={p.card ? undefined : 'true'}
      aria-labelledby={`${id}-t`}
      aria-describedby={p.desc !== undefined ? `${id}-d` : undefined}
      tabIndex={-1}
      data-testid={p.testid}
      style={p.style}
    >
      {p.page ? (
        <>
          <div class="atrium-page-bar">
            <button
              type="button"
              class="atrium-page-back"
              data-testid={p.page.backTestid}
              onClick={p.page.onBack}
            >
              <span class="atrium-glyph" aria-hidden="true">
                ‹
              </span>{' '}
              {sdkText('atrium.common.back', ['返回', 'Back'])}
            </button>
            {title}
          </div>
          <div class="atrium-page-body">{body}</div>
        </>
      ) : (
        <>
          {p.card && (
            <button type="button" class="atrium-x" aria-label={closeText()} onClick={p.card.onClose}>
              ×
            </button>
          )}
          {title}
          {body}
        </>
      )}
    </div>
  );
  return p.page || p.card ? box : <div class="atrium-mask">{box}</div>;
}
