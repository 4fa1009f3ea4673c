// Step 5: the apps' UI libraries and the team config, in parallel (docs/getting-started.md).

import { addDisposer } from '../env/disposers';
import { $user, type CurrentUser } from '../env/store';
import { ensurePlatformGlobal, isChunkLoadError, loadApp } from '../loader';
import { getRouter, useRouter } from '../routing/router';
import { blockedByCsp, isNetworkFailure, networkFailed, SdkError } from './errors';
import { fetchJson, okData, serverMessage } from './http';
import { teamState } from './state';

/** sessionStorage key of the cached team config. */
export const BASE_TEAMS_KEY = 'atrium.baseTeams';

/** The team config: what the platform says about the tenant for this user. */
export type TeamConfig = Record<string, unknown>;

function cache(data: TeamConfig): void {
  teamState.inForce = data;
  // destroy() leaves no tenant or user behind in the tab.
  addDisposer(() => {
    teamState.inForce = null;
    try {
      sessionStorage.removeItem(BASE_TEAMS_KEY);
    } catch {
      // storage blocked: nothing was stored either
    }
  });
  try {
    sessionStorage.setItem(BASE_TEAMS_KEY, JSON.stringify(data));
  } catch {
    // storage full or blocked: the config still works for this page
  }
}

/**
 * The team config an earlier init() in this tab cached (sessionStorage `atrium.baseTeams`), if
 * it is a JSON object; anything else (missing, garbage, blocked storage) is null.
 */
export function cachedTeamConfig(): TeamConfig | null {
  try {
    const raw = sessionStorage.getItem(BASE_TEAMS_KEY);
    const data: unknown = raw && JSON.parse(raw);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as TeamConfig) : null;
  } catch {
    return null;
  }
}

/**
 * The tenant's team config (`POST /api/baseserver/layout/baseTeams`'s `data`: tenant, theme,
 * current user…): the one the last `init()` loaded; before that — after a reload in the same
 * tab, while init()'s request runs — the copy cached in sessionStorage `atrium.baseTeams`;
 * `null` when there is neither (and after `destroy()`). A copy: changing it changes nothing.
 * @example const team = Atrium.getTeamConfig(); if (team) showTeamName(team.teamName);
 */
export function getTeamConfig(): Record<string, unknown> | null {
  const data = teamState.inForce ?? cachedTeamConfig();
  return data ? (JSON.parse(JSON.stringify(data)) as Record<string, unknown>) : null;
}

/** The current user carried by the team config, when it has an id. */
export function userFrom(data: TeamConfig): CurrentUser | null {
  const u = data.currentUser as Partial<CurrentUser> | undefined;
  if (!u || typeof u !== 'object' || u.id === undefined || u.id === null || u.id === '') return null;
  const user: CurrentUser = { id: String(u.id), employeeId: String(u.employeeId ?? u.id) };
  if (u.loginChannel !== undefined) user.loginChannel = String(u.loginChannel);
  return user;
}

/** Team config path (docs/spec-coverage.md L293). */
export const BASE_TEAMS_PATH = '/api/baseserver/layout/baseTeams';

/**
 * Sends the baseTeams POST; the default goes straight to `{apiDomain}{path}` with header
 * eteamsid. `signal` (the stage's) cancels it.
 */
export type TeamConfigPoster = (
  apiDomain: string,
  eteamsid: string,
  signal?: AbortSignal,
) => Promise<unknown>;

const directPost: TeamConfigPoster = async (apiDomain, eteamsid, signal) =>
  (
    await fetchJson(`${apiDomain}${BASE_TEAMS_PATH}`, {
      method: 'POST',
      eteamsid,
      ...(signal ? { signal } : {}),
    })
  ).body;

/** `POST {apiDomain}/api/baseserver/layout/baseTeams`; caches it and sets the current user. */
export async function loadTeamConfig(
  apiDomain: string,
  eteamsid: string,
  post: TeamConfigPoster = directPost,
  signal?: AbortSignal,
): Promise<TeamConfig> {
  let body: unknown;
  try {
    body = await post(apiDomain, eteamsid, signal);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (isNetworkFailure(cause)) throw networkFailed('the team config (baseTeams)', cause);
    throw cause;
  }
  const data = okData(body);
  if (!data) {
    const msg = serverMessage(body);
    throw new SdkError('RESOURCES_FAILED', `failed to load the team config${msg ? `: ${msg}` : ''}`, {
      cause: body,
    });
  }
  cache(data);
  const user = userFrom(data);
  if (user) $user.set(user);
  return data;
}

/**
 * Loads every app library and the team config at the same time. `signal` (the stage's)
 * cancels the manifest fetches, script loads and the team config request. An app whose
 * manifest got no answer at all fails with NETWORK_FAILED, any other failure RESOURCES_FAILED.
 */
export async function loadResources(
  apps: string[],
  apiDomain: string,
  eteamsid: string,
  post?: TeamConfigPoster,
  signal?: AbortSignal,
): Promise<TeamConfig> {
  if (apps.length) ensurePlatformGlobal({ getRouter, useRouter });
  const within = signal ? { signal } : {};
  const libraries = Promise.all(apps.map((name) => loadApp(name, within))).catch((cause: unknown) => {
    if (signal?.aborted) throw cause;
    if (isChunkLoadError(cause) && isNetworkFailure(cause.cause)) {
      throw networkFailed(`the manifest of ${cause.request}`, cause);
    }
    const blocked = blockedByCsp(cause);
    if (blocked) throw blocked;
    const what = cause instanceof Error ? cause.message : String(cause);
    throw new SdkError('RESOURCES_FAILED', `failed to load UI resources: ${what}`, { cause });
  });
  const [, team] = await Promise.all([libraries, loadTeamConfig(apiDomain, eteamsid, post, signal)]);
  return team;
}
