// A short message at the top of the page (`atrium-message`), with a close button. One at a
// time: a new message replaces the one shown.
import { addDisposer } from '../env/disposers';
import { emit, hasListeners } from '../env/events';
import { hostDrawsUi } from './host-ui';
import { addOverlayStyle, mountOverlay } from './overlay';
import { RichText, richHtml } from './rich-text';

const css = `
.atrium-message { display: flex; gap: 12px; align-items: flex-start; word-break: break-all; }
.atrium-message-close { border: 0; background: none; cursor: pointer; font-size: 16px; line-height: 1; }
`;

/** Props of {@link Message}. */
export interface MessageProps {
  text: string;
  type?: 'info' | 'warning' | 'error';
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

const shown: { close: (() => void) | null } = { close: null };

/**
 * Shows `text` for `ms` milliseconds, replacing any message shown; returns its close().
 * destroy() removes it. `rich`: `text` is server HTML (see {@link RichText}). With `ui: 'host'`
 * nothing is drawn: the `message` event carries `{ text, type }`, plus `html` (safe for
 * `innerHTML`) when `rich` (with no listener the text goes to the console).
 */
export function showMessage(
  text: string,
  type: MessageProps['type'] = 'info',
  ms = 8000,
  rich = false,
): () => void {
  if (hostDrawsUi()) {
    if (hasListeners('message'))
      emit('message', rich ? { text, type, html: richHtml(text) } : { text, type });
    else console.warn('[atrium]', text);
    return () => undefined;
  }
  shown.close?.();
  addOverlayStyle('message', css);
  const close = () => {
    clearTimeout(timer);
    undispose();
    unmount();
    if (shown.close === close) shown.close = null;
  };
  const unmount = mountOverlay(<Message text={text} type={type} rich={rich} onClose={close} />);
  const timer = setTimeout(close, ms);
  const undispose = addDisposer(() => {
    clearTimeout(timer);
    shown.close = null;
  });
  shown.close = close;
  return close;
}
