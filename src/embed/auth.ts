// Step 2: obtain a session id (API.md §2): token API, token function, given id, or the OA
// login script polled for window.ETEAMSID.
import { readGlobalString } from '../env/page-global';
import { loadScript } from '../loader/load-script';
import type { EmbedConfig } from './config';
import { isNetworkFailure, networkFailed, SdkError } from './errors';
import { fetchJson, okData, serverMessage } from './http';

/** Spec §9: the login poll. */
export const LOGIN_POLL_MS = 20;
export const LOGIN_POLL_TRIES = 100;

const NO_SESSION = 'unable to get the session id';

/** Asks the host's token API: `GET` → `{status:true, data:{eteamsid}}`. */
export async function tokenFromApi(url: string): Promise<string> {
  let body: unknown;
  try {
    ({ body } = await fetchJson(url, { credentials: 'include', platformHeaders: false }));
  } catch (cause) {
    if (isNetworkFailure(cause)) throw networkFailed('the token API', cause);
    throw new SdkError('TOKEN_FAILED', `failed to get the token: ${String(cause)}`, { cause });
  }
  const id = okData(body)?.eteamsid;
  if (typeof id !== 'string' || !id) {
    const msg = serverMessage(body);
    throw new SdkError('TOKEN_FAILED', `failed to get the token${msg ? `: ${msg}` : ''}`, { cause: body });
  }
  return id;
}

/** Calls the host's token function. */
export async function tokenFromRequest(fn: () => Promise<string> | string): Promise<string> {
  let id: unknown;
  try {
    id = await fn();
  } catch (cause) {
    throw new SdkError('TOKEN_FAILED', 'failed to get the token: authTokenRequest rejected', { cause });
  }
  if (typeof id !== 'string' || !id) {
    throw new SdkError('TOKEN_FAILED', 'failed to get the token: authTokenRequest gave no session id', {
      cause: id,
    });
  }
  return id;
}

function readEteamsid(): string {
  return readGlobalString('ETEAMSID') ?? '';
}

/** Polls `window.ETEAMSID` every 20 ms, up to 100 tries. */
export function pollSessionId(interval = LOGIN_POLL_MS, tries = LOGIN_POLL_TRIES): Promise<string> {
  return new Promise((resolve, reject) => {
    let n = 0;
    const tick = () => {
      const id = readEteamsid();
      if (id) return resolve(id);
      if (++n >= tries) return reject(new SdkError('NO_SESSION', NO_SESSION));
      setTimeout(tick, interval);
    };
    tick();
  });
}

/** The OA login script URL. */
export function loginScriptUrl(oadomain: string, tenantKey: string, gopage: string): string {
  return `${oadomain}/papi/iaauthclient/oauth/login?tk=${encodeURIComponent(tenantKey)}&gopage=${encodeURIComponent(gopage)}`;
}

/** Loads the OA login script, then polls for the id it sets. */
export async function tokenFromLoginScript(config: EmbedConfig): Promise<string> {
  const oadomain = (config.oadomain ?? '').replace(/\/+$/, '');
  if (!oadomain && !config.oatenantkey) throw new SdkError('NO_SESSION', NO_SESSION);
  // A script that fails to load leaves ETEAMSID unset; the poll then reports NO_SESSION.
  await loadScript(loginScriptUrl(oadomain, config.oatenantkey ?? '', location.href), {
    ...(config.cspNonce ? { nonce: config.cspNonce } : {}),
  }).catch((error) => console.error('[atrium] login script failed to load', error));
  return pollSessionId();
}

/** Runs the auth step with the first source the config names. */
export function authenticate(config: EmbedConfig): Promise<string> {
  if (config.authTokenApi) return tokenFromApi(config.authTokenApi);
  if (typeof config.authTokenRequest === 'function') return tokenFromRequest(config.authTokenRequest);
  if (config.eteamsid) return Promise.resolve(config.eteamsid);
  return tokenFromLoginScript(config);
}
