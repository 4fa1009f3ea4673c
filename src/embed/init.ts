import { emit } from '../env/events';
import { type EmbedConfig, stageTimeoutOf } from './config';
import { logged, SdkError, withTimeout } from './errors';
import { loadLazy } from './lazy';
import { initState } from './state';

async function loadOnDemandPart(config: EmbedConfig): Promise<Awaited<ReturnType<typeof loadLazy>>> {
  const ms = stageTimeoutOf(config);
  try {
    return await withTimeout(
      loadLazy(),
      ms,
      () => new SdkError('TIMEOUT', `atrium.async.js did not load within ${ms} ms`),
    );
  } catch (error) {
    if (error instanceof SdkError) throw error;
    throw new SdkError(
      'RESOURCES_FAILED',
      'the SDK could not load atrium.async.js (deploy it beside atrium.umd.js)',
      {
        cause: error,
      },
    );
  }
}

/**
 * Starts the SDK: clears the cookie (with a token source), authenticates, checks the session
 * (or loads passport), installs the request interceptors, loads the apps' UI resources and
 * the team config in parallel, applies the theme, then resolves and emits `ready` — or
 * rejects with an {@link SdkError} and emits `error`. Every stage has a time limit
 * (`stageTimeout`, 15 s), so the promise always settles. A second call returns the same
 * promise; `destroy()` allows a new init.
 */
export function init(config: EmbedConfig): Promise<void> {
  if (initState.promise) return initState.promise;
  const generation = initState.generation;
  initState.status = 'running';
  initState.config = config ?? {};
  const promise = (async () => {
    if (!config || typeof config !== 'object') {
      throw new SdkError('MISSING_ARGUMENT', 'init() needs a config object');
    }
    // The pipeline (auth, session, resources, theme and their requests) is part of the on-demand
    // script; loading it is held to the same time limit as a stage, so init still always settles.
    const part = await loadOnDemandPart(config);
    await part.runPipeline(config, generation);
  })().then(
    () => {
      if (initState.generation !== generation) return;
      initState.status = 'ready';
      emit('ready', undefined);
    },
    (error: unknown) => {
      if (initState.generation === generation) {
        initState.status = 'failed';
        emit('error', error);
      }
      throw logged(error);
    },
  );
  initState.promise = promise;
  // The caller may never attach a handler; the failure is already logged and emitted.
  promise.catch(() => {});
  return promise;
}

/** The init promise. Rejects with `NOT_INITIALIZED` when init() was never called. */
export function ready(): Promise<void> {
  if (!initState.promise) {
    return Promise.reject(
      logged(new SdkError('NOT_INITIALIZED', 'the SDK is not initialised: call init() first')),
    );
  }
  return initState.promise;
}
