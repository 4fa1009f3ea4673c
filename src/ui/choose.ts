// Chooses the UI port once, at init (docs/architecture.md#the-ui-port): the host's events
// (`ui: 'host'`) or the SDK's dialogs, which load only then — a bundler splits them off, so an
// app with `ui: 'host'` never fetches them (the script file inlines them). Before init() and
// after destroy() the SDK's dialogs answer, loaded on first use.
import { hostPort } from './host-port';
import type { UiPort } from './port';
import { ui } from './state';

// The SDK's dialogs once loaded: code, not state (a reset does not unload a module).
const sdk: { port: UiPort | null; loading: Promise<UiPort> | null } = { port: null, loading: null };

/** Loads the SDK's dialogs (once; a failed load is tried again next time). */
export function loadSdkPort(): Promise<UiPort> {
  sdk.loading ??= import('./sdk-port').then(
    (m) => {
      sdk.port = m.sdkPort;
      return m.sdkPort;
    },
    (error) => {
      sdk.loading = null;
      throw error;
    },
  );
  return sdk.loading;
}

// What a prompt answers when the dialogs do not load or destroy() came first: cancel.
const SAFE: Record<string, unknown> = {
  confirmSensitive: false,
  confirmLink: { open: false, remember: false },
};

/** The SDK's dialogs while they load: each call waits for them, unless destroy() came first. */
const loadingSdk = new Proxy({ kind: 'sdk', crashFallback: 'message' } as UiPort, {
  get: (port, name: string) =>
    port[name as keyof UiPort] ??
    ((...args: unknown[]) => {
      const epoch = ui.epoch;
      return loadSdkPort().then(
        (sdk) =>
          ui.epoch === epoch
            ? (sdk[name as keyof UiPort] as (...a: unknown[]) => unknown)(...args)
            : SAFE[name],
        (error) => {
          console.error('[atrium] the SDK dialogs did not load', error);
          return SAFE[name];
        },
      );
    }),
});

/** The UI port in force: the one init() chose, else the SDK's dialogs. */
export function uiPort(): UiPort {
  return ui.port ?? sdk.port ?? loadingSdk;
}

/**
 * Chooses who draws for this init: `'host'` (events) or `'sdk'` (the dialogs, loaded now), with
 * `relogin` as what the re-login dialog's "Log in again" does. Resolves the choice's undo;
 * rejects when the SDK's dialogs do not load.
 */
export async function chooseUi(kind: 'sdk' | 'host', relogin?: () => Promise<boolean>): Promise<() => void> {
  const port = kind === 'host' ? hostPort : await loadSdkPort();
  ui.port = port;
  ui.relogin = relogin ?? null;
  return () => {
    if (ui.port !== port) return;
    ui.port = null;
    ui.relogin = null;
  };
}
