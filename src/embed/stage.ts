import { abortWith, reasonOf } from '../env/abort';
import { settleWithin, type TimeLimit, timeLimit } from '../env/time-limit';
import { isSdkError, SdkError, type SdkErrorCode } from './errors';

/** The pipeline's steps, in order (docs/getting-started.md). */
export type StageName = 'clearCookie' | 'auth' | 'session' | 'interceptors' | 'resources' | 'theme' | 'ready';

/** The error a stage's time limit aborts it with. */
function stageTimeout(stage: string, ms: number): SdkError {
  return new SdkError('TIMEOUT', `init stage "${stage}" timed out after ${ms} ms`, { stage });
}

/**
 * Races `work` against the stage's time limit; errors come back as SdkError with `stage` set.
 * With `limit` (the one whose signal `work` was given), a timeout or a failure aborts it:
 * whatever the stage still has running (a request, a script load) is cancelled.
 */
export async function withStageLimit<T>(
  stage: string,
  ms: number,
  work: Promise<T>,
  fallbackCode: SdkErrorCode,
  limit: TimeLimit = timeLimit(ms, undefined, () => stageTimeout(stage, ms)),
): Promise<T> {
  try {
    return await settleWithin(work, limit.signal);
  } catch (thrown) {
    // Aborted from above (destroy(): NOT_INITIALIZED) or by the limit: that is the outcome, not
    // the cancelled request's own error.
    const reason: unknown = reasonOf(limit.signal);
    const error = isSdkError(reason) ? reason : thrown;
    if (!limit.signal.aborted) limit.abort(error);
    if (isSdkError(error)) {
      if (error.stage === stage) throw error;
      throw new SdkError(error.code, error.message, { stage, cause: error.cause });
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new SdkError(fallbackCode, message, { stage, cause: error });
  } finally {
    limit.done();
  }
}

/**
 * Runs one stage under its limit (the pipeline announces it with `on('step')`). `work` gets the
 * stage's AbortSignal, to pass to every request and script load it starts: it aborts when the
 * stage times out or fails, and when `parent` (the init run's signal: destroy(), a failed run)
 * aborts. Work that finished synchronously (most of the table) is past any timer: it resolves at
 * once, with no timer and no listener on `parent`; a throw, or `parent` aborted before or
 * during it, settles as for work that returned a promise.
 */
export function runStage<T>(
  stage: string,
  ms: number,
  work: (signal: AbortSignal) => T | PromiseLike<T>,
  fallbackCode: SdkErrorCode,
  parent?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  if (parent?.aborted) abortWith(controller, reasonOf(parent));
  let result: T | PromiseLike<T>;
  try {
    result = work(controller.signal);
  } catch (error) {
    result = Promise.reject(error);
  }
  if (typeof (result as { then?: unknown } | null)?.then !== 'function') {
    if (parent?.aborted) abortWith(controller, reasonOf(parent));
    if (!controller.signal.aborted) return Promise.resolve(result);
    result = Promise.reject(reasonOf(controller.signal));
  }
  const limit = timeLimit(ms, parent, () => stageTimeout(stage, ms), controller);
  return withStageLimit(stage, ms, Promise.resolve(result), fallbackCode, limit);
}

/**
 * Resolves once the current task is over (a posted message, not a timer: a page's fake clock
 * does not hold it back). The requests started in this task have left the page by then.
 */
export function afterTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
