import type { UiPort } from './ui-types';

/**
 * What answers while nothing draws (the ES module build before its first init()): prompts are
 * declined, a link is not opened, everything else goes to the console.
 */
export const consolePort: UiPort = {
  kind: 'sdk',
  crashFallback: 'message',
  confirmSensitive: async () => false,
  sensitiveNotice: (info) => console.warn('[atrium] sensitive words', info),
  confirmLink: async () => ({ open: false, remember: false }),
  message: (text, type) => console.warn(`[atrium] ${type ?? 'info'}:`, text),
  relogin: () => console.warn('[atrium] session expired'),
  logout: (message) => console.warn('[atrium] session expired, logging out', message ?? ''),
  upgrade: (error) => console.error('[atrium] failed', error),
  batchTask: (result) => console.info('[atrium] batch task', result),
  employeeCard: () => undefined,
};
