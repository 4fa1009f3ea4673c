import { emit } from '../env/events';
import { isSdkError, SdkError, type SdkErrorCode, withTimeout } from './errors';

/** The pipeline's steps, in order (API.md §2). */
export type StageName = 'clearCookie' | 'auth' | 'session' | 'interceptors' | 'resources' | 'theme' | 'ready';

/** Races `work` against the stage's time limit; errors come back as SdkError with `stage` set. */
export async function withStageLimit<T>(
  stage: StageName,
  ms: number,
  work: Promise<T>,
  fallbackCode: SdkErrorCode,
): Promise<T> {
  try {
    return await withTimeout(
      work,
      ms,
      () => new SdkError('TIMEOUT', `init stage "${stage}" timed out after ${ms} ms`, { stage }),
    );
  } catch (error) {
    if (isSdkError(error)) {
      if (error.stage === stage) throw error;
      throw new SdkError(error.code, error.message, { stage, cause: error.cause });
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new SdkError(fallbackCode, message, { stage, cause: error });
  }
}

/** Announces a stage (`on('step')`) and runs it under its limit. */
export function runStage<T>(
  stage: StageName,
  ms: number,
  work: () => Promise<T>,
  fallbackCode: SdkErrorCode,
): Promise<T> {
  emit('step', stage);
  let started: Promise<T>;
  try {
    started = work();
  } catch (error) {
    started = Promise.reject(error);
  }
  return withStageLimit(stage, ms, started, fallbackCode);
}
