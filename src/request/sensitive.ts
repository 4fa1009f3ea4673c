// Sensitive-word prompts (API.md §6): one prompt at a time; while it is open other sensitive
// answers are declined at once without a second prompt.
import { requestState } from '../env/store';
import { isConfirmable } from './classify';
import type { SensitiveInfo } from './types';
import { requestUi, type SensitiveRequest } from './ui-port';

/**
 * Asks the user (or, with `ui: 'host'`, the host) about a sensitive-word answer to `request`;
 * resolves true when the request should be resent.
 */
export async function askSensitive(info: SensitiveInfo, request?: SensitiveRequest): Promise<boolean> {
  const ui = requestUi();
  if (!isConfirmable(info)) {
    try {
      ui.showSensitiveNotice(info, request);
    } catch (error) {
      console.error('[atrium] sensitive notice failed', error);
    }
    return false;
  }
  if (requestState.sensitivePromptOpen) return false;
  requestState.sensitivePromptOpen = true;
  try {
    return (await ui.confirmSensitive(info, request)) === true;
  } catch (error) {
    console.error('[atrium] sensitive prompt failed', error);
    return false;
  } finally {
    requestState.sensitivePromptOpen = false;
  }
}

/** True while a prompt is open. */
export function isSensitivePromptOpen(): boolean {
  return requestState.sensitivePromptOpen;
}
