// The batch task's "view details" link comes from the one route table (docs/spec-coverage.md L71).
import { resolveRoute } from '../routing/resolve';
import { siteUrl } from '../routing/site-domain';
import type { BatchTaskResult } from './rules';

/** The batch task's detail page, or `''` when the route table has none. */
export function detailsHref(result: BatchTaskResult): string {
  const path = resolveRoute('batchTask', String(result.taskId ?? ''), { page: 'detail' });
  return path ? siteUrl(path) : '';
}
