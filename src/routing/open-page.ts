// Opening the pages of docs/spec-coverage.md L109 in new windows: documents full-window (sized to the available
// screen), everything else as a plain new window. All through openWindow (noopener, overseas).
import { openWindow } from './open-window';
import { type LinkContext, linkKind, pageUrl } from './page-url';

/**
 * Opens the page of a link type or code for `id` (see pageUrl) in a new window. Documents open
 * full-window unless `fullWindow: false`. Returns false for unknown types or when nothing opened.
 *
 * @example
 * ```ts
 * openPage('doc', '2048'); // the document's page in a new window (full-window for documents)
 * ```
 */
export function openPage(
  type: string | number,
  id: string,
  context?: LinkContext,
  options: { fullWindow?: boolean } = {},
): boolean {
  const url = pageUrl(type, id, context);
  if (!url) return false;
  const fullWindow = options.fullWindow ?? linkKind(type) === 'doc';
  return openWindow(url, { fullWindow });
}
