// The one call a suite page (a page of the platform itself, never an external system) makes at
// start-up: read the page context, then install the three page-wide behaviours of docs/spec-coverage.md L383, L384, L385 —
// the console filter, the fixed viewport on non-PC devices and the chat-app URL keys.
import { type ChatKeys, installChatUrlKeys } from './chat-url';
import { installConsoleFilter } from './console-filter';
import { readPageContext } from './context';
import type { DeviceInfo } from './detect';
import { device as currentDevice } from './device';
import { addDisposer } from './disposers';
import { pageFacts } from './store';
import { installFixedViewport } from './viewport';

/** Options of {@link startSuitePage}; every field is optional. */
export interface SuitePageOptions {
  /**
   * Keys written into the URL inside chat-app containers. Each defaults to the page context's
   * (`window.TEAMS.tenantKey` / `corpId` / `agentId`, else the same names on `window`); a key
   * given here wins, an empty one is left out.
   */
  chatKeys?: ChatKeys;
  /** The run mode; default the page context's `runMode`. Console output stays on for test/release. */
  runMode?: string;
  /** Keep console.log/info on; default: whether the URL has the `show_console` flag. */
  showConsole?: boolean;
  /** The device to decide for; default this page's {@link device}. */
  device?: Pick<DeviceInfo, 'isPC' | 'container'>;
}

/**
 * True while {@link startSuitePage} is in force: the page is one of the suite's own, not an
 * external system. A caught rendering error then opens the upgrade dialog (docs/spec-coverage.md L203); in an
 * external system the host decides (docs/host-ui.md).
 */
export function isSuitePage(): boolean {
  return pageFacts.suitePages > 0;
}

/**
 * Starts a suite page: reads the tenant and user context from `window` (see the page context),
 * then silences console.log/info unless the URL has `show_console` or the run mode is test or
 * release, fixes the viewport on phones and tablets (device width, scale 1, no user scaling),
 * and inside chat-app containers (WeCom, WeChat, DingTalk, Feishu, WeLink) writes the tenant,
 * corp and agent keys into the URL. External systems embedding the SDK never call it.
 * @returns the uninstall, which undoes all three; `destroy()` undoes them as well.
 * @example Atrium.startSuitePage({ chatKeys: { corpId: 'ww123', agentId: '1000002' } });
 */
export function startSuitePage(options: SuitePageOptions = {}): () => void {
  const opts: SuitePageOptions = options && typeof options === 'object' ? options : {};
  const context = readPageContext();
  const info = opts.device ?? currentDevice;
  const given: ChatKeys = opts.chatKeys && typeof opts.chatKeys === 'object' ? opts.chatKeys : {};
  pageFacts.suitePages += 1;
  let active = true;
  const leave = () => {
    if (active) pageFacts.suitePages -= 1;
    active = false;
  };
  const uninstalls = [
    addDisposer(leave),
    leave,
    installConsoleFilter({ runMode: opts.runMode, showConsole: opts.showConsole }),
    installFixedViewport(info),
    installChatUrlKeys(
      { tenantKey: context.tenantKey, corpId: context.corpId, agentId: context.agentId, ...given },
      info,
    ),
  ];
  return () => {
    for (const undo of [...uninstalls].reverse()) undo();
  };
}
