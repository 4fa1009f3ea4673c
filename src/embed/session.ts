// Step 3: load passport, or check the session id with getInfo (docs/getting-started.md).

import { isPlatformFetchError } from '../env/errors';
import { readGlobalFunction, readGlobalObject } from '../env/page-global';
import { loadScript } from '../loader/load-script';
import { version } from '../version';
import { blockedByCsp, isNetworkFailure, networkFailed, SdkError } from './errors';
import { fetchJson } from './http';

/** docs/spec-coverage.md L245: valid only for status true, ACCESS_ETEAMSID, and isInvalidEteamsid false. */
export function isValidSession(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as { status?: unknown; data?: { ACCESS_ETEAMSID?: unknown; isInvalidEteamsid?: unknown } };
  return b.status === true && !!b.data?.ACCESS_ETEAMSID && b.data.isInvalidEteamsid === false;
}

/**
 * `POST {apiDomain}/papi/app/baseserver/info/getInfo` with header eteamsid. No answer, or a
 * redirect (never followed with the id), is `NETWORK_FAILED`; anything else but a valid
 * session is `INVALID_SESSION`.
 */
export async function checkSession(apiDomain: string, eteamsid: string, signal?: AbortSignal): Promise<void> {
  let body: unknown;
  try {
    ({ body } = await fetchJson(`${apiDomain}/papi/app/baseserver/info/getInfo`, {
      method: 'POST',
      eteamsid,
      ...(signal ? { signal } : {}),
    }));
  } catch (cause) {
    if (isNetworkFailure(cause)) throw networkFailed('the session check (getInfo)', cause);
    // Not the platform's verdict: something between the page and the API (a proxy, an SSO
    // login page) answered. The redirect is not followed while the id is attached.
    if (isPlatformFetchError(cause) && cause.reason === 'redirect') {
      throw new SdkError(
        'NETWORK_FAILED',
        'the session check (getInfo) was redirected: a proxy or login page answers for the API (check apiDomain)',
        { cause },
      );
    }
    throw new SdkError('INVALID_SESSION', 'invalid session id: the session check failed', { cause });
  }
  if (!isValidSession(body)) throw new SdkError('INVALID_SESSION', 'invalid session id', { cause: body });
}

/**
 * Loads `{staticDomain}/build/passport/passport.js?v={version}` and expects `window.WeaPassport`.
 * Aborting `signal` abandons the load (its `<script>` is removed).
 */
export async function loadPassport(
  staticDomain: string,
  nonce?: string,
  signal?: AbortSignal,
): Promise<void> {
  // A data object or a function: an element with id="WeaPassport" is neither.
  if (readGlobalObject('WeaPassport') || readGlobalFunction('WeaPassport')) return;
  const url = `${staticDomain}/build/passport/passport.js?v=${encodeURIComponent(version)}`;
  try {
    await loadScript(url, {
      expectGlobal: 'WeaPassport',
      ...(nonce ? { nonce } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw (
      blockedByCsp(cause) ??
      new SdkError('PASSPORT_FAILED', 'the passport SDK is missing or failed to load', { cause })
    );
  }
}
