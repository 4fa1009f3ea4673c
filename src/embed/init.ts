import { missingCapabilities } from '../env/capabilities';
import { emit, hasListeners } from '../env/events';
import { isPlainObjectOrArray } from '../env/plain';
import { $config } from '../env/store';
import { isChunkLoadError } from '../loader/chunk-load-error';
import { exposeReady } from '../loader/platform-global';
import { prefetchSdkDialogs } from '../ui/choose';
import type { EmbedConfig } from './config';
import { logged, SdkError, TrackedPromise } from './errors';
import { offerReload } from './offer-reload';
import { runPipeline } from './pipeline';
import { initState } from './state';

/**
 * Same value for a config field: identical, or arrays and plain objects with the same values
 * all the way down. Functions (authTokenRequest, imClient.subscribe, monitor.beforeSend) and
 * other objects count only when they are the very same one: two different hooks are two
 * different configs, even when JSON would print both as `{}`.
 */
function sameValue(x: unknown, y: unknown, depth = 0): boolean {
  if (Object.is(x, y)) return true;
  if (depth > 8 || !isPlainObjectOrArray(x) || !isPlainObjectOrArray(y)) return false;
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  const a = x as Record<string, unknown>;
  const b = y as Record<string, unknown>;
  // A field set to undefined is the same as one left out.
  const set = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const keys = set(a);
  return keys.length === set(b).length && keys.every((k) => sameValue(a[k], b[k], depth + 1));
}

/** Same config: the same object, or the same own values (see {@link sameValue}). */
function sameConfig(a: EmbedConfig | null, b: EmbedConfig): boolean {
  return !!a && typeof b === 'object' && sameValue(a, b);
}

/** `debug` asked for by the running config or by the new call's. */
function wantsDebug(config: EmbedConfig): boolean {
  return $config.get().debug || (!!config && typeof config === 'object' && config.debug === true);
}

/** Rejects without starting anything (and without logging: the caller sees the rejection). */
function refuse(error: SdkError): Promise<void> {
  return Promise.reject(logged(error));
}

/**
 * Starts the SDK: clears the cookie (with a token source), authenticates, checks the session
 * (or loads passport), installs the request interceptors, loads the apps' UI resources and
 * the team config in parallel, applies the theme, then resolves and emits `ready` — or
 * rejects with an {@link SdkError} and emits `error`. Every stage has a time limit
 * (`stageTimeout`, 15 s), so the promise always settles.
 *
 * While a run is going on or after it succeeded, a second call returns the same promise;
 * a second call with a different config while one runs rejects `CONFIG_CONFLICT` (the run
 * goes on). After a failure, a new call starts a new run with its own config — no
 * `destroy()` needed, and `register()` entries and `on()` listeners stay. Outside a browser
 * (server-side rendering, Node) it rejects `UNSUPPORTED_ENVIRONMENT` at once and starts
 * nothing; in a browser below the support floor that lacks what it needs (`fetch`,
 * `AbortController`, …), `UNSUPPORTED_BROWSER` naming what is missing. A failure is logged to the console only when nobody handles it (no `catch`/`await`
 * on the promise and no `on('error')` listener), or always with `debug: true`.
 *
 * @example
 * ```ts
 * await init({
 *   apiDomain: 'https://api.example.com',
 *   authTokenApi: 'https://my-system.example.com/atrium-token',
 *   apps: ['@weapp/demo-lib'],
 * });
 * ```
 */
export function init(config: EmbedConfig): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    return refuse(
      new SdkError('UNSUPPORTED_ENVIRONMENT', 'init() needs a browser page (window and document)'),
    );
  }
  const missing = missingCapabilities();
  if (missing.length) {
    return refuse(
      new SdkError(
        'UNSUPPORTED_BROWSER',
        `this browser lacks ${missing.join(', ')} (Atrium needs Chrome 80, Safari 14, Firefox 78 or later)`,
      ),
    );
  }
  exposeReady(ready);
  if (initState.promise && initState.status !== 'failed') {
    if (initState.status === 'running' && !sameConfig(initState.config, config)) {
      return refuse(
        new SdkError(
          'CONFIG_CONFLICT',
          'init() is already running with a different config: wait for it (ready()), or destroy() first',
        ),
      );
    }
    if (initState.status === 'ready' && !sameConfig(initState.config, config) && wantsDebug(config)) {
      console.warn(
        '[atrium] init() was called again with a different config after a successful run: the first ' +
          'run stays in force and the new config is not applied (destroy() first to apply it)',
      );
    }
    return initState.promise;
  }
  const generation = initState.generation;
  initState.status = 'running';
  initState.config = config ?? {};
  let tracked: TrackedPromise<void> | undefined;
  // resolveConfig (in runPipeline) rejects a missing or non-object config with MISSING_ARGUMENT.
  const run = runPipeline(config as EmbedConfig, generation).then(
    () => {
      if (initState.generation !== generation) return;
      initState.status = 'ready';
      emit('ready', undefined);
      // What the first dialog needs, fetched once the page is idle (never before ready).
      prefetchSdkDialogs();
    },
    (error: unknown) => {
      const current = initState.generation === generation;
      if (current) {
        initState.status = 'failed';
        emit('error', error);
      }
      // Nobody will see it otherwise: no handler on the promise, no on('error') listener.
      const handled = !!tracked?.handled || (current && hasListeners('error'));
      if (!handled) console.error('[atrium] init failed', error);
      else logged(error);
      // An app library that did not load: the reload dialog, unless the app handles it.
      const chunk = isChunkLoadError(error) ? error : (error as { cause?: unknown } | null)?.cause;
      if (current && isChunkLoadError(chunk)) offerReload(chunk, handled);
      throw error;
    },
  );
  tracked = new TrackedPromise<void>((resolve, reject) => {
    run.then(resolve, reject);
  });
  // The SDK reports unhandled failures itself (above), so the page gets no unhandledrejection.
  Promise.prototype.then.call(tracked, undefined, () => undefined);
  initState.promise = tracked;
  return tracked;
}

/**
 * The init promise. Rejects with `NOT_INITIALIZED` when init() was never called.
 *
 * @example
 * ```ts
 * await ready(); // resolves when init() has; rejects NOT_INITIALIZED when init() was never called
 * ```
 */
export function ready(): Promise<void> {
  if (!initState.promise) {
    return Promise.reject(
      logged(new SdkError('NOT_INITIALIZED', 'the SDK is not initialised: call init() first')),
    );
  }
  return initState.promise;
}
