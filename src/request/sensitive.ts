// Sensitive-word prompts (docs/reference.md): one prompt at a time; while it is open other sensitive
// answers are declined at once without a second prompt. The open prompt is recorded in a
// session flag (docs/spec-coverage.md, L201) so a reloaded copy of the module sees it too.
import { isConfirmable } from './classify';
import { requestState } from './state';
import type { SensitiveInfo } from './types';
import { type SensitiveRequest, uiPort } from './ui-port';

/** sessionStorage key of the open prompt (docs/spec-coverage.md, L201): the document that opened it. */
export const SENSITIVE_FLAG_KEY = 'atrium.sensitive.open';

// The flag names the document (its time origin): a second copy of the SDK in the same page
// (a module reload) honours it; a later page of the tab ignores one left by a page that closed
// while prompting.
function documentId(): string {
  const origin = (globalThis as { performance?: { timeOrigin?: number } }).performance?.timeOrigin;
  return typeof origin === 'number' ? String(origin) : '';
}

/**
 * Reads the session flag (`open` absent) or sets it; false when storage is missing, blocked or
 * full — the in-memory flag still holds for this copy.
 */
function flag(open?: boolean): boolean {
  try {
    const id = documentId();
    if (open === undefined) return !!id && sessionStorage.getItem(SENSITIVE_FLAG_KEY) === id;
    if (open) sessionStorage.setItem(SENSITIVE_FLAG_KEY, id);
    else sessionStorage.removeItem(SENSITIVE_FLAG_KEY);
  } catch {
    // no sessionStorage, or blocked, or full
  }
  return false;
}

/**
 * Asks the user (or, with `ui: 'host'`, the host) about a sensitive-word answer to `request`;
 * resolves true when the request should be resent.
 */
export async function askSensitive(info: SensitiveInfo, request?: SensitiveRequest): Promise<boolean> {
  const ui = uiPort();
  if (!isConfirmable(info)) {
    try {
      ui.sensitiveNotice(info, request);
    } catch (error) {
      console.error('[atrium] sensitive notice failed', error);
    }
    return false;
  }
  if (isSensitivePromptOpen()) return false;
  requestState.sensitivePromptOpen = true;
  flag(true);
  try {
    return (await ui.confirmSensitive(info, request)) === true;
  } catch (error) {
    console.error('[atrium] sensitive prompt failed', error);
    return false;
  } finally {
    requestState.sensitivePromptOpen = false;
    flag(false);
  }
}

/** True while a prompt is open: in this copy of the SDK, or in another one in this page (session flag). */
export function isSensitivePromptOpen(): boolean {
  return requestState.sensitivePromptOpen || flag();
}
