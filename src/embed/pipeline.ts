// The init pipeline (docs/architecture.md#the-init-pipeline): the config is resolved once, then a
// table of named stages runs top to bottom with one context. Every side effect init() has is a
// stage of this table; `step` is the public step (`on('step')`, SdkError.stage) it belongs to.

import { scheduleBatchTaskRegistration } from '../batch';
import { abortWith } from '../env/abort';
import { addDisposer } from '../env/disposers';
import { emit } from '../env/events';
import { prefetchApp } from '../loader/load-app';
import { request } from '../request';
import { installLinkInterceptor } from '../routing/link-install';
import { installRouter } from '../routing/router';
import { loadUserSettings } from '../routing/user-settings';
import { applyCachedTheme, applyLook } from './apply-look';
import { authenticate } from './auth';
import { clearCookie } from './clear-cookie';
import { type EmbedConfig, type ResolvedConfig, resolveConfig } from './config';
import { SdkError, type SdkErrorCode } from './errors';
import { installConfig, installDialogs, installRefresher, installSession } from './interceptors';
import {
  applyDirection,
  applyTranslationMode,
  readContext,
  startCurrencySymbols,
  startMonitoring,
} from './pipeline-integrations';
import { BASE_TEAMS_PATH, loadResources, type TeamConfig, type TeamConfigPoster } from './resources';
import { checkSession, loadPassport } from './session';
import { afterTask, runStage, type StageName } from './stage';
import { initState } from './state';

/** What every stage reads and writes: the resolved config, the run's signal, the session id. */
export interface PipelineContext {
  readonly config: ResolvedConfig;
  /** The init run's signal: aborts on destroy() and when the run fails. */
  readonly signal: AbortSignal;
  /** Set by `auth`. */
  sessionId: string;
  /** Set by `resources`. */
  team: TeamConfig;
}

/** One named stage of the pipeline. */
export interface Stage {
  name: string;
  /** The public step it belongs to: announced (`on('step')`) when it changes, and SdkError.stage. */
  step?: StageName;
  /** The code a failure that is not an SdkError gets. */
  code: SdkErrorCode;
  /** Runs only when true. */
  when?(ctx: PipelineContext): boolean;
  /** Started, not awaited: the next stage that is not `deferred` waits for it. */
  background?: true;
  /**
   * Off the critical path: started once the current task is over — after the requests the
   * stages before it sent have left the page — and not awaited; joined before ready (a failure
   * is still the run's). Waits for no background stage.
   */
  deferred?: true;
  /** A failure is logged (at this level) and the pipeline goes on. */
  ignore?: 'warn' | 'error';
  /** The work; `signal` is the stage's (its limit, a failure, the run's abort). */
  run(ctx: PipelineContext, signal: AbortSignal): unknown;
}

// From `interceptors` on the request layer is set up: the team config goes through it, so
// prefixes, credentials, transfer wrapping and the shared token refresh apply as to any call.
const viaRequestLayer: TeamConfigPoster = async (_apiDomain, _eteamsid, signal) =>
  request({ url: BASE_TEAMS_PATH, method: 'POST', data: {}, dedupe: false, ...(signal ? { signal } : {}) });

const addDisposing = (install: () => () => void) => () => void addDisposer(install());

/** The pipeline, top to bottom. */
export const STAGES: readonly Stage[] = [
  // URLs and trust rules apply from the first call (getInfo's eteamsid goes to a trusted origin).
  { name: 'config', code: 'MISSING_ARGUMENT', run: ({ config }) => installConfig(config) },
  {
    name: 'router',
    code: 'MISSING_ARGUMENT',
    run: ({ config }) => addDisposer(installRouter(config.router)),
  },
  {
    name: 'clearCookie',
    step: 'clearCookie',
    code: 'TOKEN_FAILED',
    when: ({ config }) => config.tokenSource,
    background: true,
    ignore: 'warn',
    run: ({ config }, signal) => clearCookie(config.runtime.apiDomain, config.runtime.oadomain, signal),
  },
  {
    name: 'auth',
    step: 'auth',
    code: 'TOKEN_FAILED',
    background: true,
    run: async (ctx, signal) => {
      ctx.sessionId = await authenticate(ctx.config.auth, signal);
    },
  },
  // Manifests need no session: fetched while authentication and the session check run, sent
  // after the token request or getInfo has left (a busy connection pool serves those first);
  // the run's signal aborts them.
  {
    name: 'prefetch',
    step: 'auth',
    code: 'RESOURCES_FAILED',
    deferred: true,
    run: ({ config, signal }) => {
      if (signal.aborted) return;
      for (const app of config.apps)
        prefetchApp(app, config.runtime.staticDomain, config.runtime.cspNonce, signal);
    },
  },
  {
    name: 'passport',
    step: 'session',
    code: 'PASSPORT_FAILED',
    when: ({ config }) => config.enablePassport,
    run: ({ config }, signal) => loadPassport(config.runtime.staticDomain, config.runtime.cspNonce, signal),
  },
  {
    name: 'session',
    step: 'session',
    code: 'INVALID_SESSION',
    when: ({ config }) => !config.enablePassport,
    run: ({ config, sessionId }, signal) => checkSession(config.runtime.apiDomain, sessionId, signal),
  },
  {
    name: 'sessionId',
    step: 'interceptors',
    code: 'RESOURCES_FAILED',
    run: (ctx) => installSession(ctx.sessionId),
  },
  { name: 'dialogs', step: 'interceptors', code: 'RESOURCES_FAILED', run: installDialogs },
  { name: 'context', step: 'interceptors', code: 'RESOURCES_FAILED', ignore: 'error', run: readContext },
  {
    name: 'tokenRefresher',
    step: 'interceptors',
    code: 'RESOURCES_FAILED',
    when: ({ config }) => config.tokenSource,
    run: ({ config }) => installRefresher(config),
  },
  {
    name: 'translationMode',
    step: 'interceptors',
    code: 'RESOURCES_FAILED',
    run: addDisposing(applyTranslationMode),
  },
  {
    name: 'resources',
    step: 'resources',
    code: 'RESOURCES_FAILED',
    background: true,
    run: async (ctx, signal) => {
      const { apps, runtime } = ctx.config;
      let loaded = false;
      const loading = loadResources(apps, runtime.apiDomain, ctx.sessionId, viaRequestLayer, signal);
      // A reload in the same tab: the cached team config's theme while the fresh one loads —
      // read (sessionStorage) once the team config request has left, unless the fresh one came.
      // Logged if it fails, as the fresh theme's stage is: never an error in the page.
      afterTask()
        .then(() => {
          if (!loaded && !signal.aborted) applyCachedTheme(ctx.config.theme);
        })
        .catch((error: unknown) => console.error('[atrium] the cached theme failed (ignored)', error));
      // A chunk that does not load offers a reload when init() rejects unhandled (init.ts).
      try {
        ctx.team = await loading;
      } finally {
        loaded = true;
      }
    },
  },
  // Not on init's critical path (getInfo → baseTeams): started once the team config request has
  // left the page, so neither their work nor their requests hold it up.
  {
    name: 'monitor',
    step: 'resources',
    code: 'RESOURCES_FAILED',
    deferred: true,
    when: ({ config }) => config.monitor !== false,
    run: ({ config }) => {
      if (config.monitor !== false) addDisposer(startMonitoring(config.monitor));
    },
  },
  // Work that follows a valid session without holding up init, one job a stage.
  {
    name: 'linkInterceptor',
    step: 'resources',
    code: 'RESOURCES_FAILED',
    deferred: true,
    run: addDisposing(installLinkInterceptor),
  },
  {
    name: 'userSettings',
    step: 'resources',
    code: 'RESOURCES_FAILED',
    deferred: true,
    run: () => void loadUserSettings(),
  },
  {
    name: 'currencySymbols',
    step: 'resources',
    code: 'RESOURCES_FAILED',
    deferred: true,
    run: startCurrencySymbols,
  },
  {
    name: 'theme',
    step: 'theme',
    code: 'RESOURCES_FAILED',
    ignore: 'error',
    run: ({ config, team }) => applyLook(config.theme, team),
  },
  { name: 'direction', step: 'theme', code: 'RESOURCES_FAILED', ignore: 'error', run: applyDirection },
  {
    name: 'batchTask',
    step: 'ready',
    code: 'RESOURCES_FAILED',
    run: ({ config }) => scheduleBatchTaskRegistration(config.imClient),
  },
];

/** A stage's failure that the pipeline goes on after. */
function ignored(stage: Stage, error: unknown): void {
  const log = stage.ignore === 'warn' ? console.warn : console.error;
  log(`[atrium] init stage ${stage.name} failed (ignored)`, error);
}

/**
 * Runs the pipeline for one init() call: resolves the config (a bad one rejects before any
 * stage), then every stage of {@link STAGES} in order. `generation` tells it whether destroy()
 * came since. Everything the run starts (stage requests, script loads, the manifest prefetch)
 * is aborted when it fails and on destroy().
 */
export async function runPipeline(raw: EmbedConfig, generation: number): Promise<void> {
  const config = resolveConfig(raw);
  if (config instanceof SdkError) throw config;
  initState.resolved = config;
  const run = new AbortController();
  addDisposer(() => abortWith(run, new SdkError('NOT_INITIALIZED', 'destroy() was called')));
  const ctx: PipelineContext = { config, signal: run.signal, sessionId: '', team: {} };
  try {
    await runStages(ctx, generation);
  } catch (error) {
    abortWith(run, error);
    throw error;
  }
}

/**
 * Runs `stages` (the table, by default) for one run: each in order, a `background` one started
 * and joined by the next that is not `deferred`, a `deferred` one started after the current task
 * and joined at the end. Checks after each wait that no destroy() came in between.
 */
export async function runStages(
  ctx: PipelineContext,
  generation: number,
  stages: readonly Stage[] = STAGES,
): Promise<void> {
  const alive = () => {
    if (initState.generation !== generation) {
      throw new SdkError('NOT_INITIALIZED', 'destroy() was called while init() was running');
    }
  };
  let pending: Promise<unknown>[] = [];
  const deferred: Promise<unknown>[] = [];
  let announced: StageName | undefined;
  const start = (stage: Stage) => {
    const started = runStage(
      stage.step ?? stage.name,
      ctx.config.stageTimeout,
      (signal) => stage.run(ctx, signal),
      stage.code,
      ctx.signal,
    );
    return stage.ignore ? started.catch((error: unknown) => ignored(stage, error)) : started;
  };
  for (const stage of stages) {
    if (stage.when && !stage.when(ctx)) continue;
    if (!stage.background && !stage.deferred && pending.length) {
      const joining = pending;
      pending = [];
      await Promise.all(joining);
      alive();
    }
    if (stage.step && stage.step !== announced) {
      announced = stage.step;
      emit('step', announced);
    }
    if (stage.deferred) {
      // Not after destroy(); after a failed run it still starts, as it would have in place.
      const later = afterTask().then(() => (initState.generation === generation ? start(stage) : undefined));
      // Joined at the end; a failure before then is the run's failure, never an unhandled rejection.
      later.catch(() => {});
      deferred.push(later);
      continue;
    }
    const started = start(stage);
    if (stage.background) {
      // Joined later; a failure before then is the run's failure, never an unhandled rejection.
      started.catch(() => {});
      pending.push(started);
      continue;
    }
    await started;
    alive();
  }
  await Promise.all([...pending, ...deferred]);
  alive();
}
