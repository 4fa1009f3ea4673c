// The external-link confirmation (docs/spec-coverage.md L224 "External link flow"): open or cancel, with a
// "Do not remind again" checkbox. Resolves once; one dialog at a time (a new one replaces it).
import { useState } from 'preact/hooks';
import { addDisposer } from '../env/disposers';
import { type SdkText, sdkText } from '../i18n/text';
import { addOverlayStyle, mountOverlay } from './overlay';
import type { LinkConfirmAnswer } from './port';
import { ui } from './state';

const CSS = `
.atrium-link-confirm{width:420px}
.atrium-link-confirm p{margin:0 0 8px;line-height:1.5}
.atrium-link-confirm .atrium-link-url{color:#888;font-size:12px;word-break:break-all}
.atrium-link-confirm label{display:flex;align-items:center;gap:6px;margin-top:12px;font-size:13px}
`;

const TEXT: SdkText = [
  '您正在打开一个未经验证的链接，可能存在未知的安全风险，确定要打开吗？',
  'You are opening an unverified link, which may contain unknown security risks, are you sure you want to open it?',
];
const REMIND: SdkText = ['不再提醒', 'Do not remind again'];
const OPEN: SdkText = ['打开', 'Open'];
const CANCEL: SdkText = ['取消', 'Cancel'];

function LinkConfirm({ url, onDone }: { url: string; onDone(answer: LinkConfirmAnswer): void }) {
  const [remember, setRemember] = useState(false);
  return (
    <div class="atrium-mask">
      <div
        class="atrium-dialog atrium-link-confirm"
        role="alertdialog"
        aria-modal="true"
        data-testid="atrium-link-confirm"
      >
        <p>{sdkText('atrium.link.confirm', TEXT)}</p>
        <p class="atrium-link-url">{url}</p>
        <label>
          <input
            type="checkbox"
            data-testid="atrium-link-remember"
            checked={remember}
            onChange={(e) => setRemember((e.currentTarget as HTMLInputElement).checked)}
          />
          {sdkText('atrium.link.noRemind', REMIND)}
        </label>
        <div class="atrium-actions">
          <button
            type="button"
            class="atrium-btn"
            data-testid="atrium-link-cancel"
            onClick={() => onDone({ open: false, remember })}
          >
            {sdkText('atrium.link.cancel', CANCEL)}
          </button>
          <button
            type="button"
            class="atrium-btn atrium-btn-primary"
            data-testid="atrium-link-open"
            onClick={() => onDone({ open: true, remember })}
          >
            {sdkText('atrium.link.open', OPEN)}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Shows the confirmation for `url` (the SDK port's `confirmLink`); resolves with the answer (a
 * replaced dialog answers "cancel").
 */
export function confirmLink(url: string): Promise<LinkConfirmAnswer> {
  ui.close.link?.();
  addOverlayStyle('link-confirm', CSS);
  return new Promise((resolve) => {
    let unmount: () => void = () => undefined;
    let undispose: () => void = () => undefined;
    const done = (answer: LinkConfirmAnswer) => {
      if (ui.close.link === close) ui.close.link = null;
      undispose();
      unmount();
      resolve(answer);
    };
    const close = () => done({ open: false, remember: false });
    ui.close.link = close;
    unmount = mountOverlay(<LinkConfirm url={url} onDone={done} />);
    // destroy() while the dialog is open answers "cancel" so the caller's promise settles.
    undispose = addDisposer(close);
  });
}
