// Chooses the UI port once, at init (docs/architecture.md#the-ui-port): the host's events
// (`ui: 'host'`) or the SDK's dialogs. Init never waits for the dialogs: they are a part of their
// own (a bundler splits them off, so an app with `ui: 'host'` never fetches them), loaded on first
// use and fetched in an idle moment after ready (prefetchSdkDialogs, called by init), so the
// first dialog finds them there. Before init() (in the script) and after destroy() the SDK's
// dialogs answer the same way. The port in force is read with `uiPort()` (request/ui-port.ts),
// by every feature and the request layer alike.
import { whenIdle } from '../env/idle';
import { chooseUiPort, setDefaultUiPort, uiPort } from '../request/ui-port';
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

/**
 * The SDK's dialogs as a port that is there at once: a call made before they loaded waits for
 * them, unless destroy() came first (then a prompt answers cancel).
 */
const sdkDialogs = new Proxy({ kind: 'sdk', crashFallback: 'message' } as UiPort, {
  get: (port, name: string) =>
    port[name as keyof UiPort] ??
    (sdk.port
      ? sdk.port[name as keyof UiPort]
      : (...args: unknown[]) => {
          const epoch = ui.epoch;
          return loadSdkPort().then(
            (loaded) =>
              ui.epoch === epoch
                ? (loaded[name as keyof UiPort] as (...a: unknown[]) => unknown)(...args)
                : SAFE[name],
            (error) => {
              console.error('[atrium] the SDK dialogs did not load', error);
              return SAFE[name];
            },
          );
        }),
});

/**
 * Makes the SDK's dialogs what answers when init() chose nothing (before it, after destroy()):
 * the script does it at load, every init() again (the ES module build until then: the console).
 */
export function useSdkDialogs(): void {
  setDefaultUiPort(sdkDialogs);
}

/**
 * When the SDK draws and its dialogs are not loaded yet: fetches them in an idle moment (called
 * once ready resolved), so the first dialog does not wait for the network. A failure is only
 * logged: the first use tries again (and fails closed: a prompt cancels).
 */
export function prefetchSdkDialogs(): void {
  if (sdk.port || uiPort().kind !== 'sdk') return;
  whenIdle(() => {
    loadSdkPort().catch((error: unknown) => console.warn('[atrium] the SDK dialogs did not load', error));
  });
}

/**
 * Chooses who draws for this init: `'host'` (events) or `'sdk'` (the dialogs, loaded on first use
 * and in advance once ready: never awaited here), with `relogin` as what the re-login dialog's
 * "Log in again" does. Returns the choice's undo.
 */
export function chooseUi(kind: 'sdk' | 'host', relogin?: () => Promise<boolean>): () => void {
  useSdkDialogs();
  const undo = chooseUiPort(kind === 'host' ? hostPort : (sdk.port ?? sdkDialogs));
  ui.relogin = relogin ?? null;
  return () => {
    undo();
    ui.relogin = null;
  };
}
