// The request layer's window on the user interface. `request` sits below `ui`, so it never
// imports it: the embed layer plugs the real UI in with setRequestUi(). Without it, prompts
// are declined and messages go to the console.
import type { SensitiveInfo } from './types';

/** The request a sensitive-word answer came for. */
export interface SensitiveRequest {
  url: string;
  method: string;
}

/** What the request layer asks of the user interface. */
export interface RequestUi {
  /** Weak sensitive words with a rule list: resolves true when the user confirms the resend. */
  confirmSensitive(info: SensitiveInfo, request?: SensitiveRequest): Promise<boolean>;
  /** Any other sensitive answer: a notice that goes away after 5 s. */
  showSensitiveNotice(info: SensitiveInfo, request?: SensitiveRequest): void;
  /** `_securityIntercept_: 'intercept'`: a message with the URL and the time. */
  showIntercept(info: { url: string; time: number }): void;
  /** Session expiry on PC: the re-login dialog. */
  showRelogin(): void;
  /** Session expiry where the user must log in again: shows `message` (if any), then logs out. */
  logout(message?: string): void;
  /** Opens a single-sign-on login URL. */
  openSso(url: string): void;
  /** A non-success answer of a module that shows its message (spec L324): the server's `msg`. */
  showError?(message: string): void;
}

/** The UI used when none is installed: declines prompts, logs everything else. */
export const consoleRequestUi: RequestUi = {
  confirmSensitive: async () => false,
  showSensitiveNotice: (info) => console.warn('[atrium] sensitive words', info),
  showIntercept: (info) => console.warn('[atrium] request intercepted', info.url, new Date(info.time)),
  showRelogin: () => console.warn('[atrium] session expired'),
  logout: (message) => console.warn('[atrium] session expired, logging out', message ?? ''),
  openSso: (url) => console.warn('[atrium] single sign-on required', url),
  showError: (message) => console.warn('[atrium]', message),
};

let current: RequestUi = consoleRequestUi;

/** Installs the UI the request layer uses; returns a function that puts the previous one back. */
export function setRequestUi(ui: RequestUi): () => void {
  const previous = current;
  current = ui;
  return () => {
    if (current === ui) current = previous;
  };
}

/** The UI in force. */
export function requestUi(): RequestUi {
  return current;
}
