// A short message at the top of the page (`atrium-message`), with a close button. One at a
// time: a new message replaces the one shown. Centred at its own width; its type has an icon
// and a spoken label, not only a colour; it is said through the overlay's live region (errors
// as alerts); the pointer or focus on it holds it open.

import { addDisposer } from '../env/disposers';
import { sdkText } from '../i18n/text';
import { closeText } from './dialog';
import { mountDressed } from './dress';
import { addOverlayStyle, announce } from './overlay';
import type { MessageType } from './port';
import { RichText, richNodes } from './rich-text';
import { ui } from './state';

/** The styles of messages and the sensitive notice. */
export const MESSAGE_CSS = `
.atrium-message{display:flex;gap:10px;align-items:flex-start}
.atrium-icon{font-weight:700;flex:none;width:1.3em;height:1.3em;border-radius:50%;color:#fff;text-align:center;line-height:1.3em;font-size:.9em;margin-top:.15em}
.atrium-icon-info{background:#1f5fbf}
.atrium-icon-warning{background:#8a5300;border-radius:0}
.atrium-icon-error{background:#b3261e}
.atrium-message-close{border:0;background:none;cursor:pointer;font-size:1.15em;line-height:1;color:inherit;min-width:24px;min-height:24px;padding:0}
`;

/** The spoken name of a message type ("Error: …"). */
export function typeLabel(type: MessageType): string {
  return type === 'error'
    ? sdkText('atrium.message.error', ['错误', 'Error'])
    : type === 'warning'
      ? sdkText('atrium.message.warning', ['警告', 'Warning'])
      : sdkText('atrium.message.info', ['提示', 'Info']);
}

/** The type's mark: an icon of its own shape, and its name for screen readers ({@link typeLabel}). */
export function TypeMark({ type }: { type: MessageType }) {
  return (
    <>
      <span class={`atrium-icon atrium-icon-${type}`} aria-hidden="true">
        {type === 'info' ? 'i' : '!'}
      </span>
      <span class="atrium-sr">{typeLabel(type)}: </span>
    </>
  );
}

/** Props of {@link Message}. */
export interface MessageProps {
  text: string;
  type?: MessageType;
  /** `text` is server rich text (sanitised HTML, or its text only: {@link RichText}). */
  rich?: boolean;
  onClose(): void;
  /** The pointer or focus is on the message (true) or left it (false). */
  onHold?(held: boolean): void;
}

/** The message toast. */
/** The localised, named × of a message or notice. */
export function CloseButton({ testId, onClose }: { testId: string; onClose(): void }) {
  return (
    <button
      type="button"
      class="atrium-message-close"
      data-testid={testId}
      aria-label={closeText()}
      onClick={onClose}
    >
      ×
    </button>
  );
}

export function Message({ text, type = 'info', rich, onClose, onHold }: MessageProps) {
  const hold = () => onHold?.(true);
  const release = () => onHold?.(false);
  return (
    <div
      class={`atrium-toast atrium-message atrium-message-${type}`}
      data-testid="atrium-message"
      data-type={type}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocusIn={hold}
      onFocusOut={release}
    >
      <TypeMark type={type} />
      {rich ? (
        <RichText class="atrium-message-text" html={text} />
      ) : (
        <span class="atrium-message-text">{text}</span>
      )}
      <CloseButton testId="atrium-message-close" onClose={onClose} />
    </div>
  );
}

/**
 * Shows `text` for `ms` milliseconds (held while the pointer or focus is on it), replacing any
 * message shown (the SDK port's `message`); returns its close(). destroy() removes it. `rich`:
 * `text` is server HTML (see {@link RichText}).
 */
export function showMessage(
  text: string,
  type: MessageProps['type'] = 'info',
  ms = 8000,
  rich = false,
): () => void {
  ui.close.message?.();
  addOverlayStyle('message', MESSAGE_CSS);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    clearTimeout(timer);
    undispose();
    unmount();
    if (ui.close.message === close) ui.close.message = null;
  };
  const onHold = (held: boolean) => {
    clearTimeout(timer);
    if (!held) timer = setTimeout(close, ms);
  };
  const unmount = mountDressed(
    <Message text={text} type={type} rich={rich} onClose={close} onHold={onHold} />,
  );
  announce(`${typeLabel(type)}: ${rich ? plainText(text) : text}`, type === 'error');
  timer = setTimeout(close, ms);
  const undispose = addDisposer(() => {
    clearTimeout(timer);
    if (ui.close.message === close) ui.close.message = null;
  });
  ui.close.message = close;
  return close;
}

/** The text of rich text, as it is shown (what the live region says). */
export function plainText(html: string): string {
  try {
    return richNodes(html).text;
  } catch {
    return '';
  }
}
