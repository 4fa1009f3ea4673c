// Public UI entry points whose components live in the on-demand part (atrium.async.js).
// They return nothing, so loading the part first changes nothing for callers; calls keep
// their order because they all wait on the same load.
import type { BatchTaskResult } from '../ui/batch-rules';
import { loadLazy } from './lazy';

function later(action: (part: Awaited<ReturnType<typeof loadLazy>>) => void): void {
  loadLazy().then(action, (error: unknown) => console.error('[atrium] UI part failed to load', error));
}

/**
 * Opens the "system upgraded" dialog (`atrium-upgrade-dialog`; one at a time: while one is
 * open, later calls do nothing). Without an error, or for a chunk-load failure, it says the
 * system was upgraded and offers a reload; with another error it says which error occurred and
 * offers view-details and copy. Chunk-load failures never open it on the `/sp/em/popup` and
 * `/mobile/em/watermark` paths. 510x160 in Chinese, 620x200 otherwise.
 */
export function showUpgradeDialog(error?: unknown, info?: { comName?: string }): void {
  later((part) => part.showUpgradeDialog(error, info));
}

/**
 * Shows a batch-task result at the top of the page (`atrium-batch-banner`): success in green
 * for 10 s, failure (`failCount` non-zero) in orange until closed, with a view-details link and
 * its text cut at width 80 (double-width characters count 2). On desktop failures queue and
 * show one at a time; on mobile a new failure replaces the one shown.
 */
export function showBatchTaskResult(result: BatchTaskResult): void {
  later((part) => part.showBatchTaskResult(result));
}
