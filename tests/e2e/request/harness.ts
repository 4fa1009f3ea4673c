// Test harness: the real request layer (with its real UI) plus access to the stores that the
// embed pipeline normally fills in. Bundled by support.ts and injected into a demo page.
import { on } from '../../../src/env/events';
import {
  $config,
  $session,
  $switches,
  $translationMode,
  DEFAULT_CONFIG,
  type RuntimeConfig,
} from '../../../src/env/store';
import { request } from '../../../src/request';
import { setTenantAdminHook } from '../../../src/request/codes';
import { RequestError } from '../../../src/request/errors';
import { setTokenExpireHook, setTokenRefresher } from '../../../src/request/session';
import { plugRequestUi } from '../../../src/routing/request-ui';

// As the script build does at load: the request layer asks through the UI port (the SDK's dialogs).
plugRequestUi();

const events: Array<{ name: string; payload: unknown }> = [];
for (const name of ['requestError', 'requestEnd', 'sessionExpired'] as const) {
  on(name, (payload) => events.push({ name, payload }));
}

const harness = {
  request,
  /** Runs a request and returns its outcome as plain data. */
  async settle(options: Parameters<typeof request>[0]) {
    try {
      return { ok: true, body: await request(options) };
    } catch (e) {
      const error = e as RequestError;
      return {
        ok: false,
        name: error.name,
        kind: error.kind,
        message: error.message,
        status: error.status,
        code: error.code,
        url: error.url,
      };
    }
  },
  RequestError,
  events,
  configure(partial: Partial<RuntimeConfig>) {
    $config.set({ ...DEFAULT_CONFIG, ...partial });
  },
  setSession(id: string) {
    $session.set(id);
  },
  session: () => $session.get(),
  setTraceId(on: boolean) {
    $switches.setKey('traceId', on);
  },
  setTranslation(on: boolean) {
    $translationMode.set(on);
  },
  setTokenRefresher,
  setTokenExpireHook,
  setTenantAdminHook,
};

(window as unknown as { RequestHarness: typeof harness }).RequestHarness = harness;
