// Pure rules of the batch-task banners (spec §2.5, §4, §8, §9).

/** A batch-task result as instant messages carry it (spec §3). */
export interface BatchTaskResult {
  taskId: string;
  failCount: number;
  content: string;
}

/** Spec §9. */
export const SUCCESS_BANNER_MS = 10_000;
export const BANNER_HEIGHT = 56;
export const BANNER_HEIGHT_UNDER_TITLE = 91;
export const BANNER_TEXT_WIDTH = 80;
/** Instant-message command and message types that carry batch-task results. */
export const BATCH_IM_COMMAND = 15422;
export const BATCH_IM_TYPES = [111, 114];
/** Spec §9: the instant-message registration happens this long after ready. */
export const BATCH_IM_DELAY = 2000;

/** A result is a failure when failCount is non-zero (spec §5). */
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

/** Reads a batch-task result out of an instant message `{command, type, data}`; null if it is none. */
export function batchResultFromMessage(message: unknown): BatchTaskResult | null {
  if (!message || typeof message !== 'object') return null;
  const m = message as { command?: unknown; type?: unknown; messageType?: unknown; data?: unknown };
  if (Number(m.command) !== BATCH_IM_COMMAND) return null;
  if (!BATCH_IM_TYPES.includes(Number(m.type ?? m.messageType))) return null;
  let data = m.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (d.taskId === undefined || d.taskId === null) return null;
  return {
    taskId: String(d.taskId),
    failCount: Number(d.failCount ?? 0) || 0,
    content: String(d.content ?? ''),
  };
}
