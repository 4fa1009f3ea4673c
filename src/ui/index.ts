// ui: the SDK's dialogs, banners, messages and title bar, all in one overlay root (docs/host-ui.md).
export type { BatchTaskResult, UiPort } from './port';
export { isSanitizing, sanitizeHtml, setSanitize } from './sanitize';
export { setTitle } from './set-title';
export { showUpgradeDialog } from './upgrade-dialog';
