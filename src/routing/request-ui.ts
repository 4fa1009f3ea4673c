// The request layer's window on the UI (its RequestUi port, request/ui-port.ts), filled from the
// UI port chosen at init (ui/choose.ts) and routing's navigation rule. It holds nothing of its
// own, so it is plugged once and never swapped: by the script at load, or by the first init()
// in the ES module build (docs/architecture.md#the-ui-port).
import { sdkText } from '../i18n/text';
import { type RequestUi, requestUi, setRequestUi } from '../request/ui-port';
import { uiPort } from '../ui/choose';
import { navigateOnServerWord } from './navigate';

/** `time` (a timestamp of this century) as local `YYYY-MM-DD HH:mm:ss`. */
const formatTime = (time: number): string =>
  new Date(time - new Date(time).getTimezoneOffset() * 6e4).toISOString().slice(0, 19).replace('T', ' ');

/** What the request layer asks, through the UI port. */
export const portRequestUi: RequestUi = {
  confirmSensitive: (info, request) => uiPort().confirmSensitive(info, request),
  showSensitiveNotice: (info, request) => uiPort().sensitiveNotice(info, request),
  showIntercept({ url, time }) {
    const text = sdkText(
      'atrium.request.intercept',
      [
        '请求已被安全拦截：{url}，时间：{time}',
        'The request was blocked by the security policy: {url}, time: {time}',
      ],
      { url, time: formatTime(time) },
    );
    uiPort().message(text, 'warning', 10_000);
  },
  showRelogin: () => uiPort().relogin(),
  logout: (message) => uiPort().logout(message),
  openSso(url) {
    void navigateOnServerWord(url);
  },
  showError: (message) => uiPort().message(message, 'error', 8000, true),
};

/** Plugs {@link portRequestUi} into the request layer (once; later calls do nothing). */
export function plugRequestUi(): void {
  if (requestUi() !== portRequestUi) setRequestUi(portRequestUi);
}
