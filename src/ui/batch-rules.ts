// Pure layout rules of the batch-task banners (docs/spec-coverage.md L222); the batch task's
// instant-message rules are src/batch/rules.ts.
import type { BatchTaskResult } from './port';

/** docs/spec-coverage.md L222, L366 */
export const SUCCESS_BANNER_MS = 10_000;
export const BANNER_HEIGHT = 56;
export const BANNER_HEIGHT_UNDER_TITLE = 91;
export const BANNER_TEXT_WIDTH = 80;

/** A result is a failure when failCount is non-zero (docs/spec-coverage.md L247). */
export function isFailure(result: Pick<BatchTaskResult, 'failCount'>): boolean {
  const n = Number(result.failCount);
  return Number.isNaN(n) ? !!result.failCount : n !== 0;
}

/**
 * The display width a banner's visible text is cut at: 80 for failures (double-width
 * characters count 2), none for successes.
 */
export function bannerTextWidth(result: Pick<BatchTaskResult, 'failCount'>): number | undefined {
  return isFailure(result) ? BANNER_TEXT_WIDTH : undefined;
}
