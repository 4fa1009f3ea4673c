// The init pipeline (API.md §2): seven steps in order, each under the stage time limit.

import { scheduleBatchTaskRegistration } from '../batch';
import { addDisposer } from '../env/disposers';
import { emit } from '../env/events';
import { $config } from '../env/store';
import { isChunkLoadError } from '../loader/chunk-load-error';
import { prefetchApp } from '../loader/load-app';
import { request } from '../request';
import { installRouter } from '../routing/router';
import { uiPort } from '../ui/choose';
import { applyCachedTheme, applyLook } from './apply-look';
import { authenticate } from './auth';
import { clearCookie } from './clear-cookie';
import {
  checkEmbedConfig,
  checkUi,
  type EmbedConfig,
  imClientOf,
  runtimeConfigFrom,
  stageTimeoutOf,
} from './config';
import { SdkError } from './errors';
import { installConfig, installInterceptors, startAfterSession } from './interceptors';
import { BASE_TEAMS_PATH, loadResources, type TeamConfigPoster } from './resources';
import { checkSession, loadPassport } from './session';
import { runStage } from './stage';
import { initState } from './state';

// From step 4 on the request layer is set up: the team config goes through it, so prefixes,
// credentials, transfer wrapping and the shared token refresh apply as to any platform call.
const viaRequestLayer: TeamConfigPoster = async (_apiDomain, _eteamsid, signal) =>
  request({
    url: BASE_TEAMS_PATH,
    method: 'POST',
    data: {},
    dedupe: false,
    ...(signal ? { signal } : {}),
  });

/**
 * Runs the pipeline for one init() call; `generation` tells it whether destroy() came since.
 * Everything the run starts (stage requests, script loads, the manifest prefetch) is aborted
 * when it fails and on destroy().
 */
export async function runPipeline(config: EmbedConfig, generation: number): Promise<void> {
  const run = new AbortController();
  addDisposer(() => run.abort(new SdkError('NOT_INITIALIZED', 'destroy() was called')));
  try {
    await stages(config, generation, run.signal);
  } catch (error) {
    run.abort(error);
    throw error;
  }
}

async function stages(config: EmbedConfig, generation: number, run: AbortSignal): Promise<void> {
  const limit = stageTimeoutOf(config);
  checkUi(config);
  const imClient = imClientOf(config);
  const router = checkEmbedConfig(config);
  const runtime = runtimeConfigFrom(config);
  const apiDomain = runtime.apiDomain ?? '';
  const staticDomain = runtime.staticDomain ?? '';
  const alive = () => {
    if (initState.generation !== generation) {
      throw new SdkError('NOT_INITIALIZED', 'destroy() was called while init() was running');
    }
  };
  const apps = Array.isArray(config.apps) ? config.apps : [];
  // URLs and trust rules apply from the first call (getInfo's eteamsid goes to a trusted origin).
  installConfig(config);
  addDisposer(installRouter(router));

  // 1. clearCookie (ignored outcome) does not depend on the token source: it runs beside auth.
  let cleared: Promise<unknown> = Promise.resolve();
  if (config.authTokenApi || typeof config.authTokenRequest === 'function') {
    cleared = runStage(
      'clearCookie',
      limit,
      (signal) => clearCookie(apiDomain, runtime.oadomain ?? '', signal),
      'TOKEN_FAILED',
      run,
    ).catch((error) => console.warn('[atrium] clearCookie failed (ignored)', error));
  }
  // 2. auth
  const authenticated = runStage(
    'auth',
    limit,
    (signal) => authenticate(config, signal),
    'TOKEN_FAILED',
    run,
  );
  // Manifests need no session: fetch them while authentication runs (sent after the calls on
  // the critical path, so a busy connection pool serves those first).
  for (const app of apps) prefetchApp(app, staticDomain, runtime.cspNonce ?? '', run);
  const eteamsid = await authenticated;
  await cleared;
  alive();
  // 3. session
  await runStage(
    'session',
    limit,
    (signal) =>
      config.enablePassport
        ? loadPassport(staticDomain, config.cspNonce, signal)
        : checkSession(apiDomain, eteamsid, signal),
    config.enablePassport ? 'PASSPORT_FAILED' : 'INVALID_SESSION',
    run,
  );
  alive();
  // 4. interceptors
  await runStage(
    'interceptors',
    limit,
    async () => installInterceptors(config, eteamsid),
    'RESOURCES_FAILED',
    run,
  );
  // 5. resources
  let team: Record<string, unknown>;
  try {
    team = await runStage(
      'resources',
      limit,
      (signal) => {
        applyCachedTheme(config);
        const loading = loadResources(apps, $config.get().apiDomain, eteamsid, viaRequestLayer, signal);
        startAfterSession(config);
        return loading;
      },
      'RESOURCES_FAILED',
      run,
    );
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (isChunkLoadError(cause)) uiPort().upgrade(cause);
    throw error;
  }
  alive();
  // 6. theme
  await runStage('theme', limit, async () => applyLook(config, team), 'RESOURCES_FAILED').catch((error) =>
    console.error('[atrium] applying the theme failed', error),
  );
  alive();
  // 7. ready
  emit('step', 'ready');
  scheduleBatchTaskRegistration(imClient);
}
