// The PC re-login dialog on session expiry (docs/spec-coverage.md L320).
import { sdkText } from '../i18n/text';

/** Props of {@link ReloginDialog}. */
export interface ReloginDialogProps {
  onLogin(): void;
  onClose(): void;
}

/** "Your login timed out": log in again (reloads the page) or close. */
export function ReloginDialog({ onLogin, onClose }: ReloginDialogProps) {
  return (
    <div class="atrium-mask">
      <div class="atrium-dialog" role="dialog" aria-modal="true" data-testid="atrium-relogin-dialog">
        <h2>{sdkText('atrium.relogin.title', ['登录超时', 'Session timed out'])}</h2>
        <p>
          {sdkText('atrium.relogin.text', [
            '登录已超时，请重新登录',
            'Your login has timed out, please log in again',
          ])}
        </p>
        <div class="atrium-actions">
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
        </div>
      </div>
    </div>
  );
}
