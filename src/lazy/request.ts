// Wires the request layer to its UI: the public `request` installs the real RequestUi once,
// on first use (no work at import time), then delegates to the core client.
import { addDisposer } from '../env/disposers';
import { resetCodes } from '../request/codes';
import { coreRequest, resetDefaultClient } from '../request/default-client';
import { resetSession } from '../request/session';
import type { Envelope, RequestOptions } from '../request/types';
import { setRequestUi } from '../request/ui-port';
import { requestUi } from '../ui/request-ui';

const wiring: { installed: boolean } = { installed: false };

/** Installs the SDK's request UI (dialogs, notices, messages) once; destroy() removes it and forgets expiry bursts and hooks. */
export function installRequestUi(): void {
  if (wiring.installed) return;
  wiring.installed = true;
  const uninstall = setRequestUi(requestUi);
  addDisposer(() => {
    uninstall();
    resetSession();
    resetCodes();
    resetDefaultClient();
    wiring.installed = false;
  });
}

/**
 * Sends one platform call (API.md §6) and resolves with the parsed envelope. Adds the
 * platform headers (`timeZoneOffset`, `langType`, `eteamsid` for trusted origins only,
 * `traceid`, `enableTrans`), prefixes API paths with `apiDomain` + `prefixApiPath`, shares
 * identical calls made within 500 ms, handles session expiry, security intercepts,
 * sensitive-word confirmation and `transferApi` wrapping. Rejects with a `RequestError`
 * whose `kind` says why.
 *
 * @example
 * const res = await Atrium.request({ url: '/api/demo/echo', method: 'POST', data: { a: 1 } });
 */
export function request<T = unknown>(options: RequestOptions): Promise<Envelope<T>> {
  installRequestUi();
  return coreRequest<T>(options);
}
