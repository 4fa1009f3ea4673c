// The public batch-task banner: the SDK's own drawing, whatever `ui` says (the caller asked).
import { showBatchBanner } from '../ui/batch-banner';
import { detailsHref } from './details';
import type { BatchTaskResult } from './rules';

/**
 * Shows a batch-task result at the top of the page: success in green for 10 s, failure
 * (`failCount` non-zero) in orange until closed, its text cut at width 80, with a view-details
 * link to the batch task's detail page, `resolveRoute('batchTask', taskId, { page: 'detail' })`
 * (`/mobile/uibusiness/batchTask/detail/{id}`; after `init()` on the suite's site, `oadomain`).
 * On desktop failures queue and show one at a time; on mobile a new failure replaces the one shown.
 * The SDK draws it whatever `ui` says: the caller asked.
 *
 * @example
 * ```ts
 * showBatchTaskResult({ taskId: 't-1', failCount: 2, content: '2 rows failed' }); // the orange banner
 * ```
 */
export function showBatchTaskResult(result: BatchTaskResult): void {
  if (!result || typeof result !== 'object') return;
  showBatchBanner(result, detailsHref(result));
}
