// A short message at the top of the page (`atrium-message`), with a close button.

/** Props of {@link Message}. */
export interface MessageProps {
  text: string;
  type?: 'info' | 'warning' | 'error';
  onClose(): void;
}

/** The message toast. */
export function Message({ text, type = 'info', onClose }: MessageProps) {
  return (
    <div
      class={`atrium-toast atrium-message atrium-message-${type}`}
      role="alert"
      data-testid="atrium-message"
    >
      <span class="atrium-message-text">{text}</span>
      <button type="button" class="atrium-message-close" data-testid="atrium-message-close" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
