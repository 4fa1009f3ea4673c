// The real UI of the request layer (its RequestUi port): sensitive-word dialog / mobile page /
// notice, the intercept and logout messages, the re-login dialog and the single-sign-on opener.
// Everything is mounted in the single overlay root. A navigation a server asks for goes through
// the link policy (env/link-policy.ts): http(s) only, same origin or trusted, else a confirm.
import { addDisposer } from '../env/disposers';
import { emit } from '../env/events';
import { decideLink } from '../env/link-policy';
import { platformUrl } from '../env/platform-fetch';
import { mayReceiveSession } from '../env/platform-headers';
import { sdkText } from '../i18n/text';
import { currentClientKind } from '../request/client-kind';
import type { SensitiveInfo } from '../request/types';
import type { RequestUi, SensitiveRequest } from '../request/ui-port';
import { askHost, hostDrawsUi, reloginAction } from './host-ui';
import { confirmLink } from './link-confirm';
import { showMessage } from './message';
import { addOverlayStyle, mountOverlay } from './overlay';
import { ReloginDialog } from './relogin-dialog';
import { SensitiveDialog } from './sensitive-dialog';
import { SENSITIVE_NOTICE_MS, SensitiveNotice } from './sensitive-notice';
import { SensitivePage } from './sensitive-page';

const css = `
.atrium-rules { border-collapse: collapse; width: 100%; margin: 8px 0; font-size: 13px; }
.atrium-rules th, .atrium-rules td { border: 1px solid #e5e5e5; padding: 6px 8px; text-align: left; vertical-align: top; }
.atrium-rules th { background: #fafafa; font-weight: 600; }
.atrium-sensitive { min-width: 320px; }
.atrium-sensitive-tip { color: #666; margin: 8px 0 0; }
.atrium-page { position: fixed; inset: 0; background: #fff; display: flex; flex-direction: column; overflow: auto;
  color: var(--atrium-font-color, #111); font-size: var(--atrium-font-size, 14px); }
.atrium-page-bar { position: sticky; top: 0; display: flex; align-items: center; height: 47px; padding: 0 8px;
  border-bottom: 1px solid #eee; background: #fff; }
.atrium-page-bar h1 { flex: 1; margin: 0; text-align: center; font-size: 17px; padding-right: 56px; }
.atrium-page-back { border: 0; background: none; font-size: 15px; color: var(--atrium-primary, #5d9cec); width: 56px; }
.atrium-page-body { padding: 12px 16px; }
.atrium-page .atrium-sensitive { min-width: 0; }
.atrium-notice-words { color: #e8542b; margin-top: 4px; }
`;

const slots: { notice: (() => void) | null; relogin: (() => void) | null } = {
  notice: null,
  relogin: null,
};

type Slot = keyof typeof slots;

/** Mounts into the overlay; destroy() unmounts it (mountOverlay) and clears `slot` with it. */
function mount(node: Parameters<typeof mountOverlay>[0], slot?: Slot): () => void {
  addOverlayStyle('request', css);
  const unmount = mountOverlay(node);
  if (!slot) return unmount;
  const removeDisposer = addDisposer(() => {
    slots[slot] = null;
  });
  return () => {
    removeDisposer();
    unmount();
  };
}

function isMobile(): boolean {
  return currentClientKind() !== 'pc';
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function formatTime(time: number): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
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

/** The `sensitive` event's payload (data only; the actions are added by the caller). */
function sensitivePayload(info: SensitiveInfo, request: SensitiveRequest | undefined) {
  const tip = info.superviseType === 'strong' ? info.strongConfirmTip : info.weakConfirmTip;
  return {
    url: request?.url ?? '',
    method: request?.method ?? '',
    superviseType: info.superviseType,
    words: info.sensitiveWords ?? '',
    rules: info.sensitiveWordList.map(({ name, value }) => ({ name, value })),
    tip: tip ?? '',
  };
}

/** `ui: 'host'`: the `sensitive` event asks; no listener (or destroy()) declines. */
function confirmOnHost(info: SensitiveInfo, request: SensitiveRequest | undefined): Promise<boolean> {
  return askHost('sensitive', false, (answer) => ({
    kind: 'confirm',
    ...sensitivePayload(info, request),
    confirm: () => answer(true),
    cancel: () => answer(false),
  }));
}

/**
 * "Log in again": in an embedded page the SDK's action (a new session id from the configured
 * source) — the host page is never reloaded; on the suite's own pages, a reload.
 */
function logInAgain(): void {
  const action = reloginAction();
  if (action) action().catch((error) => console.error('[atrium] relogin failed', error));
  else location.reload();
}

function logoutUrl(): string {
  return platformUrl('/papi/passport/logout');
}

/** Decides whether an http(s) URL is on a trusted host. */
export type NavigationTrust = (url: URL) => boolean;

// Until routing installs the link whitelist: the origins the session id may go to.
const defaultTrust: NavigationTrust = (url) => mayReceiveSession(url.href);
let navigationTrust: NavigationTrust = defaultTrust;

/**
 * Sets the trust rule for navigations on a server's word (routing installs the link whitelist,
 * so they follow the same rule as openLink). Returns the function that puts the default back.
 */
export function setNavigationTrust(fn: NavigationTrust): () => void {
  navigationTrust = fn;
  return () => {
    if (navigationTrust === fn) navigationTrust = defaultTrust;
  };
}

/**
 * Navigates this page to `url` because a server reply (or a single-sign-on request URL) asked
 * for it. Only http(s); same origin or trusted opens at once, anything else asks through
 * `atrium-link-confirm` every time ("Do not remind again" covers links, not navigations);
 * other schemes never open. Navigates to the parsed URL, never the raw text. Resolves true when
 * it navigated; never throws.
 */
export async function navigateOnServerWord(url: string): Promise<boolean> {
  try {
    const base = typeof location === 'undefined' ? undefined : location.href;
    const decision = decideLink(url, { base, isTrusted: navigationTrust, webOnly: true });
    if (decision.verdict === 'refuse' || !decision.url) {
      console.warn(`[atrium] refused to navigate on a server's word (${decision.reason})`);
      return false;
    }
    const target = decision.url.href;
    if (decision.verdict === 'confirm' && !(await confirmLink(target)).open) return false;
    location.assign(target);
    return true;
  } catch (error) {
    console.error('[atrium] navigation failed', error);
    return false;
  }
}

/** The RequestUi the SDK installs (the script build at load, init() in the ES module build). */
export const requestUi: RequestUi = {
  confirmSensitive: (info, request) => {
    if (hostDrawsUi()) return confirmOnHost(info, request);
    return isMobile() ? confirmOnMobile(info) : confirmOnPc(info);
  },
  showSensitiveNotice(info, request) {
    if (hostDrawsUi()) {
      // The request is refused already (its caller sees that): the event only informs.
      const noop = () => undefined;
      emit('sensitive', {
        kind: 'notice',
        ...sensitivePayload(info, request),
        confirm: noop,
        cancel: noop,
      });
      return;
    }
    slots.notice?.();
    const unmount = mount(<SensitiveNotice info={info} />, 'notice');
    const close = () => {
      clearTimeout(timer);
      unmount();
      if (slots.notice === close) slots.notice = null;
    };
    const timer = setTimeout(close, SENSITIVE_NOTICE_MS);
    slots.notice = close;
  },
  showIntercept({ url, time }) {
    const vars = { url, time: formatTime(time) };
    showMessage(
      sdkText(
        'atrium.request.intercept',
        {
          zh_CN: '请求已被安全拦截：{url}，时间：{time}',
          en_US: 'The request was blocked by the security policy: {url}, time: {time}',
        },
        vars,
      ),
      'warning',
      10_000,
    );
  },
  showRelogin() {
    // ui: 'host': the sessionExpired event (with relogin()) already told the host.
    if (hostDrawsUi() || slots.relogin) return;
    const close = () => {
      unmount();
      slots.relogin = null;
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
    slots.relogin = close;
  },
  logout(message) {
    if (message) showMessage(message, 'warning');
    // ui: 'host': the host page is never navigated away; sessionExpired told the host.
    if (hostDrawsUi()) return;
    const url = logoutUrl();
    setTimeout(() => location.assign(url), message ? 1500 : 0);
  },
  openSso(url) {
    void navigateOnServerWord(url);
  },
  showError(message) {
    showMessage(message, 'error', 8000, true);
  },
};
