// The on-demand part of the script build (see rollup.config.mjs). Only capabilities whose
// public API is asynchronous belong here; the main script reaches them through embed/lazy.ts.

export { runPipeline } from '../embed/pipeline';
export { loadLabels } from '../i18n/labels';
export { getRate } from '../i18n/rate';
export { loadApp, unloadApps } from '../loader/load-app';
export { loadScript } from '../loader/load-script';
export { clearManifestCache } from '../loader/manifests';
export { captureError, flushErrors, recordCaptured, startMonitor, stopMonitor } from '../monitor/monitor';
export { lookupEmployeeId } from '../routing/employee-lookup';
export { showBatchTaskResult } from '../ui/batch-banner';
export { showEmployeeCardAt } from '../ui/employee-card';
export { confirmLink } from '../ui/link-confirm';
export { showUpgradeDialog } from '../ui/upgrade-dialog';
export { request } from './request';
