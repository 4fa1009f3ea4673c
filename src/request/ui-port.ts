// The request layer's window on the user interface. `request` sits below `ui`, so it never
// imports it: the embed layer plugs the real UI in with setRequestUi(). Without it, prompts
// are declined and messages go to the console.
import { requestState } from './state';
import type { RequestUi } from './types';

export { consoleRequestUi } from './state';
export type { RequestUi, SensitiveRequest } from './types';

/** Installs the UI the request layer uses; returns a function that puts the previous one back. */
export function setRequestUi(ui: RequestUi): () => void {
  const previous = requestState.ui;
  requestState.ui = ui;
  return () => {
    if (requestState.ui === ui) requestState.ui = previous;
  };
}

/** The UI in force. */
export function requestUi(): RequestUi {
  return requestState.ui;
}
