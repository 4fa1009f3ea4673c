// The UI port (docs/architecture.md#the-ui-port, docs/host-ui.md): every prompt, dialog,
// banner, message and card a feature needs, as one interface (request/ui-types.ts) with two
// implementations — the SDK's preact dialogs (ui/sdk-port.tsx) and the host's events
// (ui/host-port.ts) — chosen once at init (ui/choose.ts). It lives in the lowest folder that asks
// the user anything, so the request layer calls it as every feature does: `uiPort().…`; none
// asks who draws.
import { requestState } from './state';
import type { UiPort } from './ui-types';

export { consolePort } from './console-port';
export type { SensitiveRequest } from './types';
export type { BatchTaskResult, EmployeeCardProps, LinkConfirmAnswer, MessageType, UiPort } from './ui-types';

/** The UI port in force: the one init() chose, else the default (the SDK's dialogs once the script or an init() installed them). */
export function uiPort(): UiPort {
  return requestState.ui.chosen ?? requestState.ui.fallback;
}

/** Makes `port` the one in force (init's choice); returns its undo. destroy() forgets it too. */
export function chooseUiPort(port: UiPort): () => void {
  requestState.ui.chosen = port;
  return () => {
    if (requestState.ui.chosen === port) requestState.ui.chosen = null;
  };
}

/** Sets what answers when init() chose nothing (before it, after destroy()). Code, not state: kept across destroy(). */
export function setDefaultUiPort(port: UiPort): void {
  requestState.ui.fallback = port;
}
