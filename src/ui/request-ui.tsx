// The SDK's own drawings for the request layer (the SDK port's `confirmSensitive`,
// `sensitiveNotice`, `relogin` and `logout`, ui/sdk-port.tsx): the sensitive-word dialog, mobile
// page and notice, the re-login dialog, the logout message. Everything is mounted in the single
// overlay root.
import { addDisposer } from '../env/disposers';
import { platformUrl } from '../env/platform-fetch';
import { currentClientKind } from '../request/client-kind';
import type { SensitiveInfo } from '../request/types';
import { mountDressed } from './dress';
import { MESSAGE_CSS, plainText, showMessage, typeLabel } from './message';
import { addOverlayStyle, announce } from './overlay';
import { ReloginDialog } from './relogin-dialog';
import { SensitiveDialog } from './sensitive-dialog';
import { noticeText, SensitiveNotice } from './sensitive-notice';
import { SensitivePage } from './sensitive-page';
import { ui } from './state';

const css = `
.atrium-rules{border-collapse:collapse;width:100%;margin:8px 0;font-size:.93em}
.atrium-rules th,.atrium-rules td{border:1px solid #d9d9d9;padding:6px 8px;text-align:start;vertical-align:top}
.atrium-rules th{background:#f5f5f5;font-weight:600}
.atrium-sensitive{min-width:320px}
.atrium-sensitive-tip{margin:0 0 8px}
.atrium-page.atrium-sensitive{min-width:0}
.atrium-notice{display:flex;gap:12px;align-items:flex-start}
.atrium-notice-words{font-weight:600;margin-top:4px}
`;
/** Mounts into the overlay; destroy() unmounts it (mountOverlay) and clears `slot` with it. */
function mount(node: Parameters<typeof mountDressed>[0], slot?: 'notice' | 'relogin'): () => void {
  addOverlayStyle('request', css);
  const unmount = mountDressed(node);
  if (!slot) return unmount;
  const removeDisposer = addDisposer(() => {
    ui.close[slot] = null;
  });
  return () => {
    removeDisposer();
    unmount();
  };
}

function isMobile(): boolean {
  return currentClientKind() !== 'pc';
}

function confirmOnPc(info: SensitiveInfo): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (value: boolean) => {
      unmount();
      removeDisposer();
      resolve(value);
    };
    const unmount = mount(
      <SensitiveDialog info={info} onConfirm={() => finish(true)} onCancel={() => finish(false)} />,
    );
    const removeDisposer = addDisposer(() => finish(false));
  });
}

/** The mobile page lives in its own history entry `{current path}/sensitiveScan`. */
function confirmOnMobile(info: SensitiveInfo): Promise<boolean> {
  return new Promise((resolve) => {
    const base = location.pathname.replace(/\/+$/, '');
    const scanPath = `${base}/sensitiveScan`;
    history.pushState({ atriumSensitiveScan: true }, '', `${scanPath}${location.search}${location.hash}`);
    let done = false;
    const finish = (value: boolean, leave: boolean) => {
      if (done) return;
      done = true;
      window.removeEventListener('popstate', onPop);
      unmount();
      removeDisposer();
      if (leave && location.pathname === scanPath) history.back();
      resolve(value);
    };
    const onPop = () => {
      try {
        if (location.pathname !== scanPath) finish(false, false);
      } catch (error) {
        console.error('[atrium] closing the sensitive-word page failed', error);
      }
    };
    window.addEventListener('popstate', onPop);
    const unmount = mount(
      <SensitivePage
        info={info}
        onBack={() => finish(false, true)}
        onConfirm={() => finish(true, true)}
        onCancel={() => finish(false, true)}
      />,
    );
    const removeDisposer = addDisposer(() => finish(false, true));
  });
}

/**
 * "Log in again": in an embedded page the SDK's action (a new session id from the configured
 * source) — the host page is never reloaded; on the suite's own pages, a reload.
 */
function logInAgain(): void {
  const action = ui.relogin;
  if (action) action().catch((error) => console.error('[atrium] relogin failed', error));
  else location.reload();
}

/**
 * Weak sensitive words with a rule list (the SDK port's `confirmSensitive`): the dialog on PC,
 * the full-page rules view on phones. Resolves true when the user confirms the resend.
 */
export function confirmSensitive(info: SensitiveInfo): Promise<boolean> {
  return isMobile() ? confirmOnMobile(info) : confirmOnPc(info);
}

/** Any other sensitive answer: the notice, until closed (one at a time); said as an alert. */
export function showSensitiveNotice(info: SensitiveInfo): void {
  ui.close.notice?.();
  addOverlayStyle('message', MESSAGE_CSS);
  const close = () => {
    unmount();
    if (ui.close.notice === close) ui.close.notice = null;
  };
  const unmount = mount(<SensitiveNotice info={info} onClose={close} />, 'notice');
  const words = info.sensitiveWords ? ` ${info.sensitiveWords}` : '';
  announce(`${typeLabel('error')}: ${plainText(noticeText(info))}${words}`, true);
  ui.close.notice = close;
}

/** Session expiry on PC: the re-login dialog (one at a time); "Log in again" calls the init's action. */
export function showRelogin(): void {
  if (ui.close.relogin) return;
  const close = () => {
    unmount();
    ui.close.relogin = null;
  };
  const unmount = mount(
    <ReloginDialog
      onClose={close}
      onLogin={() => {
        close();
        logInAgain();
      }}
    />,
    'relogin',
  );
  ui.close.relogin = close;
}

/** Session expiry where the user must log in again: `message` (if any), then the platform's logout page. */
export function logout(message?: string): void {
  if (message) showMessage(message, 'warning');
  const url = platformUrl('/papi/passport/logout');
  setTimeout(() => location.assign(url), message ? 1500 : 0);
}
