// The init pipeline (API.md §2): seven steps in order, each under the stage time limit.
import { emit } from '../env/events';
import { $config } from '../env/store';
import { isChunkLoadError } from '../loader/chunk-load-error';
import { prefetchApp } from '../loader/load-app';
import { request } from '../request';
import { scheduleBatchTaskRegistration } from '../ui/batch-im';
import { offerUpgradeDialog } from '../ui/upgrade-dialog';
import { applyLook } from './apply-look';
import { authenticate } from './auth';
import { clearCookie } from './clear-cookie';
import { type EmbedConfig, runtimeConfigFrom, stageTimeoutOf } from './config';
import { SdkError } from './errors';
import { installConfig, installInterceptors } from './interceptors';
import { BASE_TEAMS_PATH, loadResources, type TeamConfigPoster } from './resources';
import { checkSession, loadPassport } from './session';
import { runStage } from './stage';
import { initState } from './state';

// From step 4 on the request layer is set up: the team config goes through it, so prefixes,
// credentials, transfer wrapping and the shared token refresh apply as to any platform call.
const viaRequestLayer: TeamConfigPoster = async () =>
  request({ url: BASE_TEAMS_PATH, method: 'POST', data: {}, dedupe: false });

/** Runs the pipeline for one init() call; `generation` tells it whether destroy() came since. */
export async function runPipeline(config: EmbedConfig, generation: number): Promise<void> {
  const limit = stageTimeoutOf(config);
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

  // 1. clearCookie (ignored outcome) does not depend on the token source: it runs beside auth.
  let cleared: Promise<unknown> = Promise.resolve();
  if (config.authTokenApi || typeof config.authTokenRequest === 'function') {
    cleared = runStage(
      'clearCookie',
      limit,
      () => clearCookie(apiDomain, runtime.oadomain ?? ''),
      'TOKEN_FAILED',
    ).catch((error) => console.warn('[atrium] clearCookie failed (ignored)', error));
  }
  // 2. auth
  const authenticated = runStage('auth', limit, () => authenticate(config), 'TOKEN_FAILED');
  // Manifests need no session: fetch them while authentication runs (sent after the calls on
  // the critical path, so a busy connection pool serves those first).
  for (const app of apps) prefetchApp(app, staticDomain, runtime.cspNonce ?? '');
  const eteamsid = await authenticated;
  await cleared;
  alive();
  // 3. session
  await runStage(
    'session',
    limit,
    () =>
      config.enablePassport ? loadPassport(staticDomain, config.cspNonce) : checkSession(apiDomain, eteamsid),
    config.enablePassport ? 'PASSPORT_FAILED' : 'INVALID_SESSION',
  );
  alive();
  // 4. interceptors
  await runStage(
    'interceptors',
    limit,
    async () => installInterceptors(config, eteamsid),
    'RESOURCES_FAILED',
  );
  // 5. resources
  let team: Record<string, unknown>;
  try {
    team = await runStage(
      'resources',
      limit,
      () => loadResources(apps, $config.get().apiDomain, eteamsid, viaRequestLayer),
      'RESOURCES_FAILED',
    );
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (isChunkLoadError(cause)) offerUpgradeDialog(cause);
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
  scheduleBatchTaskRegistration();
}
