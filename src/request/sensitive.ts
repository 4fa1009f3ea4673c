// Sensitive-word prompts (API.md §6): one prompt at a time; while it is open other sensitive
// answers are declined at once without a second prompt.
import { isConfirmable } from './classify';
import type { SensitiveInfo } from './types';
import { requestUi, type SensitiveRequest } from './ui-port';

const prompt: { open: boolean } = { open: false };

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
  if (prompt.open) return false;
  prompt.open = true;
  try {
    return (await ui.confirmSensitive(info, request)) === true;
  } catch (error) {
    console.error('[atrium] sensitive prompt failed', error);
    return false;
  } finally {
    prompt.open = false;
  }
}

/** True while a prompt is open. */
export function isSensitivePromptOpen(): boolean {
  return prompt.open;
}
