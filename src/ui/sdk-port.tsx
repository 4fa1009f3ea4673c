// The UI port's SDK implementation: the preact dialogs, banners, messages and cards in the one
// overlay root. Loaded only when the SDK draws (ui/choose.ts): a bundler app with
// `init({ ui: 'host' })` never loads it.
import { showBatchBanner } from './batch-banner';
import { showEmployeeCardAt } from './employee-card';
import { confirmLink } from './link-confirm';
import { showMessage } from './message';
import type { UiPort } from './port';
import { confirmSensitive, logout, showRelogin, showSensitiveNotice } from './request-ui';
import { showUpgradeDialog } from './upgrade-dialog';

/** The SDK draws (docs/host-ui.md#default-ui-ui-sdk). */
export const sdkPort: UiPort = {
  kind: 'sdk',
  crashFallback: 'message',
  confirmSensitive: (info) => confirmSensitive(info),
  sensitiveNotice: (info) => showSensitiveNotice(info),
  confirmLink,
  message(text, type, ms, rich) {
    showMessage(text, type, ms, rich);
  },
  relogin: showRelogin,
  logout,
  upgrade: showUpgradeDialog,
  batchTask: showBatchBanner,
  employeeCard(card) {
    showEmployeeCardAt(card);
  },
};
