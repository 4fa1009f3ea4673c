// The external-link confirmation (docs/spec-coverage.md L224 "External link flow"): open or cancel, with a
// "Do not remind again" checkbox. Resolves once; one dialog at a time (a new one replaces it).
import { useState } from 'preact/hooks';
import { addDisposer } from '../env/disposers';
import { type SdkText, sdkText } from '../i18n/text';
import { Dialog } from './dialog';
import { mountDressed } from './dress';
import { addOverlayStyle } from './overlay';
import type { LinkConfirmAnswer } from './port';
import { ui } from './state';

const CSS = `
.atrium-link-confirm{width:420px}
.atrium-link-url{color:#595959;font-size:.86em;overflow-wrap:anywhere;margin:8px 0;text-align:start}
.atrium-link-confirm label{display:flex;align-items:center;gap:6px;margin-top:12px}
`;

const TEXT: SdkText = [
  '您正在打开一个未经验证的链接，可能存在未知的安全风险，确定要打开吗？',
  'You are opening an unverified link, which may contain unknown security risks, are you sure you want to open it?',
];
const TITLE: SdkText = ['打开外部链接', 'Open an external link'];
const REMIND: SdkText = ['不再提醒', 'Do not remind again'];
const OPEN: SdkText = ['打开', 'Open'];
const CANCEL: SdkText = ['取消', 'Cancel'];

function LinkConfirm({ url, onDone }: { url: string; onDone(answer: LinkConfirmAnswer): void }) {
  const [remember, setRemember] = useState(false);
  return (
    <Dialog
      testid="atrium-link-confirm"
      cls="atrium-link-confirm"
      alert
      title={sdkText('atrium.link.title', TITLE)}
      desc={sdkText('atrium.link.confirm', TEXT)}
      onEscape={() => onDone({ open: false, remember })}
      actions={
        <>
          <button
            type="button"
            class="atrium-btn"
            data-testid="atrium-link-cancel"
            data-autofocus
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
        </>
      }
    >
      <p class="atrium-link-url" dir="ltr">
        {url}
      </p>
      <label>
        <input
          type="checkbox"
          data-testid="atrium-link-remember"
          checked={remember}
          onChange={(e) => setRemember((e.currentTarget as HTMLInputElement).checked)}
        />
        {sdkText('atrium.link.noRemind', REMIND)}
      </label>
    </Dialog>
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
    unmount = mountDressed(<LinkConfirm url={url} onDone={done} />);
    // destroy() while the dialog is open answers "cancel" so the caller's promise settles.
    undispose = addDisposer(close);
  });
}
