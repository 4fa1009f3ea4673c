// Step 2: obtain a session id (docs/getting-started.md): token API, token function, given id, or the OA
// login script polled for window.ETEAMSID.
import { reasonOf } from '../env/abort';
import { readGlobalString } from '../env/page-global';
import { isPlatformApiUrl } from '../env/platform-fetch';
import { settleWithin } from '../env/time-limit';
import { loadScript } from '../loader/load-script';
import type { AuthSource } from './config';
import { blockedByCsp, isNetworkFailure, networkFailed, SdkError } from './errors';
import { fetchJson, okData, serverMessage } from './http';

/** docs/spec-coverage.md L367: the login poll. */
export const LOGIN_POLL_MS = 20;
export const LOGIN_POLL_TRIES = 100;

const NO_SESSION = 'unable to get the session id';

/** Asks the host's token API: `GET` → `{status:true, data:{eteamsid}}`; `signal` cancels the request. */
export async function tokenFromApi(url: string, signal?: AbortSignal): Promise<string> {
  let body: unknown;
  try {
    ({ body } = await fetchJson(url, {
      credentials: 'include',
      // The integrator's own API gets no custom headers (a CORS preflight on its server),
      // unless it is a platform API path (docs/spec-coverage.md L268); never the old session id.
      platformHeaders: isPlatformApiUrl(url),
      noSession: true,
      ...(signal ? { signal } : {}),
    }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
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

/** Polls `window.ETEAMSID` every 20 ms, up to 100 tries; aborting `signal` stops the poll (rejects with its reason). */
export function pollSessionId(
  interval = LOGIN_POLL_MS,
  tries = LOGIN_POLL_TRIES,
  signal?: AbortSignal,
): Promise<string> {
  if (signal?.aborted) return Promise.reject(reasonOf(signal));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = new Promise<string>((resolve, reject) => {
    let n = 0;
    const tick = () => {
      if (signal?.aborted) return;
      const id = readEteamsid();
      if (id) return resolve(id);
      if (++n >= tries) return reject(new SdkError('NO_SESSION', NO_SESSION));
      timer = setTimeout(tick, interval);
    };
    tick();
  });
  return settleWithin(poll, signal, () => clearTimeout(timer));
}

/** The URL without query or fragment, absolute (to match an error event's `filename`). */
function scriptPath(url: string): string {
  try {
    const u = new URL(url, location.href);
    return `${u.origin}${u.pathname}`;
  } catch {
    return url;
  }
}

/** The OA login script URL. */
export function loginScriptUrl(oadomain: string, tenantKey: string, gopage: string): string {
  return `${oadomain}/papi/iaauthclient/oauth/login?tk=${encodeURIComponent(tenantKey)}&gopage=${encodeURIComponent(gopage)}`;
}

/**
 * Loads the OA login script, then polls for the id it sets. A script that cannot be loaded
 * (HTTP error, dropped connection) or that throws while it runs (an HTML page, broken
 * JavaScript) fails at once with NO_SESSION: no id can come from it, so nothing is polled.
 * Aborting `signal` abandons the load and the poll.
 */
export async function tokenFromLoginScript(auth: AuthSource, signal?: AbortSignal): Promise<string> {
  const { oadomain, oatenantkey } = auth;
  if (!oadomain && !oatenantkey) throw new SdkError('NO_SESSION', NO_SESSION);
  const url = loginScriptUrl(oadomain, oatenantkey, location.href);
  // A same-origin (or CORS) script's run-time error names the script's URL; a muted
  // cross-origin one does not, and then only the poll can tell.
  const path = scriptPath(url);
  let thrown: unknown;
  const onError = (event: ErrorEvent) => {
    if (typeof event.filename === 'string' && event.filename && scriptPath(event.filename) === path) {
      thrown = event.error ?? event.message;
    }
  };
  window.addEventListener('error', onError);
  try {
    await loadScript(url, {
      ...(auth.cspNonce ? { nonce: auth.cspNonce } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw blockedByCsp(cause) ?? new SdkError('NO_SESSION', NO_SESSION, { cause });
  } finally {
    window.removeEventListener('error', onError);
  }
  if (thrown !== undefined && !readEteamsid()) {
    throw new SdkError('NO_SESSION', NO_SESSION, { cause: thrown });
  }
  return pollSessionId(LOGIN_POLL_MS, LOGIN_POLL_TRIES, signal);
}

/**
 * Runs the auth step with the first source the (resolved) config names. `signal` (the stage's,
 * or the token refresh's) cancels the token API request or the login script load.
 */
export function authenticate(auth: AuthSource, signal?: AbortSignal): Promise<string> {
  if (auth.authTokenApi) return tokenFromApi(auth.authTokenApi, signal);
  if (auth.authTokenRequest) return tokenFromRequest(auth.authTokenRequest);
  if (auth.eteamsid) return Promise.resolve(auth.eteamsid);
  return tokenFromLoginScript(auth, signal);
}
