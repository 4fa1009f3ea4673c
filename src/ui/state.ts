// The ui folder's state, in one place (docs/architecture.md#state-and-teardown): the UI port
// chosen at init, the init's "log in again" action, what is on screen (the overlay root, the one
// dialog, message, card and notice of each kind, the batch banners) and the handles that close
// them. Each drawing's disposer takes it off screen; the registered reset puts every field back.

import type { DOMPurify } from 'dompurify';
import { atom } from 'nanostores';
import { registerReset } from '../env/disposers';
import type { BatchTaskResult } from './port';

/**
 * One open dialog (ui/modal.ts): its box, what Escape does, whether the page behind is inert, and
 * — on the one modal dialog that made it so — the undo of the page's inert and overflow.
 */
export interface ModalEntry {
  box: HTMLElement;
  modal: boolean;
  onEscape: (() => void) | undefined;
  restore?: () => void;
}

/** One batch-task banner on screen. */
export interface Banner {
  key: number;
  result: BatchTaskResult;
  failure: boolean;
  /** Where "view details" leads (`''` for no link). */
  href: string;
}

interface UiState {
  /** Bumped by the reset: a drawing still loading from before it draws nothing. */
  epoch: number;
  /** "Log in again" of the running init (the re-login dialog's button); `null`: reload the page. */
  relogin: (() => Promise<boolean>) | null;
  /** The overlay's shadow root and host element, and every tree mounted in it. */
  overlay: {
    shadow: ShadowRoot | null;
    host: HTMLElement | null;
    mounted: Set<() => void>;
    /**
     * The open dialogs, top last (made on first use; every dialog is mounted, so destroy()'s
     * unmount takes each off it: no reset needed).
     */
    modals?: ModalEntry[];
  };
  /** Closers of what is shown one at a time. */
  close: {
    notice: (() => void) | null;
    relogin: (() => void) | null;
    link: (() => void) | null;
    upgrade: (() => void) | null;
    message: (() => void) | null;
    card: (() => void) | null;
  };
  /** The batch banners: the next key, the host's unmount, the success banners' timers. */
  banner: { nextKey: number; unmountHost: (() => void) | null; timers: Set<ReturnType<typeof setTimeout>> };
  /** The mobile title bar on screen and the body padding it replaced. */
  titleBar: { unmount(): void; padding: string } | null;
  /**
   * The SDK's DOMPurify instance (kept: it holds no page data, only its configuration) and
   * whether a rich-text path is being sanitised (its hook then confines inline styles).
   */
  sanitizer: { purifier: DOMPurify | null; confining: boolean };
  /** What opens a link clicked in server rich text (init's openLink(); `null`: nothing opens). */
  richLinkOpener: ((href: string) => void) | null;
}

const closed = (): UiState['close'] => ({
  notice: null,
  relogin: null,
  link: null,
  upgrade: null,
  message: null,
  card: null,
});

/** The ui folder's state (reset by destroy()). */
export const ui: UiState = {
  epoch: 0,
  relogin: null,
  overlay: { shadow: null, host: null, mounted: new Set() },
  close: closed(),
  banner: { nextKey: 1, unmountHost: null, timers: new Set() },
  titleBar: null,
  sanitizer: { purifier: null, confining: false },
  richLinkOpener: null,
};

/** The batch banners on screen, oldest first. */
export const $banners = atom<readonly Banner[]>([]);

registerReset(() => {
  ui.titleBar = null;
  ui.sanitizer.confining = false;
  ui.epoch += 1;
  ui.relogin = null;
  ui.richLinkOpener = null;
  ui.overlay.shadow = null;
  ui.overlay.host = null;
  ui.overlay.mounted.clear();
  ui.close = closed();
  for (const timer of ui.banner.timers) clearTimeout(timer);
  ui.banner.timers.clear();
  ui.banner.nextKey = 1;
  ui.banner.unmountHost = null;
  $banners.set([]);
});
