// Pure rules of the batch task's instant messages (docs/spec-coverage.md L176).
import type { BatchTaskResult } from '../ui/port';

export type { BatchTaskResult };

/** Instant-message command and message types that carry batch-task results. */
export const BATCH_IM_COMMAND = 15422;
export const BATCH_IM_TYPES = [111, 114];
/** docs/spec-coverage.md L368: the instant-message registration happens this long after ready. */
export const BATCH_IM_DELAY = 2000;

/**
 * The page's instant-message client, as `init({ imClient })` takes it. `subscribe` is called
 * once, 2 s after ready, with command `15422`, types `[111, 114]` and a handler for each
 * message `{ command, type, data }` (`data`: `{ taskId, failCount, content }` or its JSON);
 * it may return the unsubscribe, which destroy() calls.
 */
export interface InstantMessageClient {
  subscribe(command: number, types: number[], handler: (message: unknown) => void): unknown;
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
