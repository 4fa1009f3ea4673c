// The PC re-login dialog on session expiry (docs/spec-coverage.md L320).
import { sdkText } from '../i18n/text';
import { Dialog } from './dialog';

/** Props of {@link ReloginDialog}. */
export interface ReloginDialogProps {
  onLogin(): void;
  onClose(): void;
}

/** "Your login timed out": log in again (reloads the page) or close; Escape closes. */
export function ReloginDialog({ onLogin, onClose }: ReloginDialogProps) {
  return (
    <Dialog
      testid="atrium-relogin-dialog"
      alert
      title={sdkText('atrium.relogin.title', ['登录超时', 'Session timed out'])}
      desc={sdkText('atrium.relogin.text', [
        '登录已超时，请重新登录',
        'Your login has timed out, please log in again',
      ])}
      onEscape={onClose}
      actions={
        <>
          <button type="button" class="atrium-btn" data-testid="atrium-relogin-cancel" onClick={onClose}>
            {sdkText('atrium.common.cancel', ['取消', 'Cancel'])}
          </button>
          <button
            type="button"
            class="atrium-btn atrium-btn-primary"
            data-testid="atrium-relogin-confirm"
            onClick={onLogin}
          >
            {sdkText('atrium.relogin.login', ['重新登录', 'Log in again'])}
          </button>
        </>
      }
    />
  );
}
