// A short message at the top of the page (`atrium-message`), with a close button. One at a
// time: a new message replaces the one shown.
import { addDisposer } from '../env/disposers';
import { addOverlayStyle, mountOverlay } from './overlay';
import type { MessageType } from './port';
import { RichText } from './rich-text';
import { ui } from './state';

const css = `
.atrium-message{display:flex;gap:12px;align-items:flex-start;word-break:break-all}
.atrium-message-close{border:0;background:none;cursor:pointer;font-size:16px;line-height:1}
`;

/** Props of {@link Message}. */
export interface MessageProps {
  text: string;
  type?: MessageType;
  /** `text` is server rich text (sanitised HTML, or its text only: {@link RichText}). */
  rich?: boolean;
  onClose(): void;
}

/** The message toast. */
export function Message({ text, type = 'info', rich, onClose }: MessageProps) {
  return (
    <div
      class={`atrium-toast atrium-message atrium-message-${type}`}
      role="alert"
      data-testid="atrium-message"
    >
      {rich ? (
        <RichText class="atrium-message-text" html={text} />
      ) : (
        <span class="atrium-message-text">{text}</span>
      )}
      <button type="button" class="atrium-message-close" data-testid="atrium-message-close" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/**
 * Shows `text` for `ms` milliseconds, replacing any message shown (the SDK port's `message`);
 * returns its close(). destroy() removes it. `rich`: `text` is server HTML (see {@link RichText}).
 */
export function showMessage(
  text: string,
  type: MessageProps['type'] = 'info',
  ms = 8000,
  rich = false,
): () => void {
  ui.close.message?.();
  addOverlayStyle('message', css);
  const close = () => {
    clearTimeout(timer);
    undispose();
    unmount();
    if (ui.close.message === close) ui.close.message = null;
  };
  const unmount = mountOverlay(<Message text={text} type={type} rich={rich} onClose={close} />);
  const timer = setTimeout(close, ms);
  const undispose = addDisposer(() => {
    clearTimeout(timer);
    if (ui.close.message === close) ui.close.message = null;
  });
  ui.close.message = close;
  return close;
}
