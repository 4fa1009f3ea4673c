// The batch-task banner's "view details" link comes from the one route table (spec §2.4 L71).
import { showBatchBanner } from '../ui/batch-banner';
import type { BatchTaskResult } from '../ui/batch-rules';
import { resolveRoute } from './resolve';
import { siteUrl } from './site-domain';

/**
 * Shows a batch-task result at the top of the page: success in green for 10 s, failure
 * (`failCount` non-zero) in orange until closed, its text cut at width 80, with a view-details
 * link to the batch task's detail page, `resolveRoute('batchTask', taskId, { page: 'detail' })`
 * (`/mobile/uibusiness/batchTask/detail/{id}`; after `init()` on the suite's site, `oadomain`).
 * On desktop failures queue and show one at a time; on mobile a new failure replaces the one shown.
 */
export function showBatchTaskResult(result: BatchTaskResult): void {
  if (!result || typeof result !== 'object') return;
  const path = resolveRoute('batchTask', String(result.taskId ?? ''), { page: 'detail' });
  showBatchBanner(result, path ? siteUrl(path) : '');
}
