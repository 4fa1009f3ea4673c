import type { ComponentType } from 'preact';
import type { InstantMessageClient } from '../batch';
import type { RuntimeConfig, Theme } from '../env/store';
import { checkTimeLimit } from '../env/time-limit';
import type { MonitorControls } from '../monitor';
import { type RouterProps, type RouterSetup, type RouterType, routerSetup } from '../routing/router';
import { SdkError } from './errors';

/** The embedding configuration (docs/spec-coverage.md L180 "Embedding config", docs/getting-started.md). */
export interface EmbedConfig {
  /** Origin (and optional path) of the platform's API, e.g. `https://api.example.com`. */
  apiDomain?: string;
  /** Origin of the platform's static files (`/build/...`). Defaults to apiDomain. */
  staticDomain?: string;
  /** Path prefix the request layer puts before API paths. */
  prefixApiPath?: string;
  /** The OA system's origin (login script, clearCookie's `service`). */
  oadomain?: string;
  /** Tenant key for the OA login script. */
  oatenantkey?: string;
  /** A session id the host already has. */
  eteamsid?: string;
  /** URL of the host's token API: `GET` → `{status:true, data:{eteamsid}}`. */
  authTokenApi?: string;
  /** A function that resolves to a session id. */
  authTokenRequest?: () => Promise<string> | string;
  /** Load the passport library instead of validating the session id with getInfo. */
  enablePassport?: boolean;
  /**
   * Customisation (ecode) code: `render()` applies the regOvComponent/regOvProps hooks and the
   * monitor fetches which components are ecode (default `true`). `false` renders components as
   * registered, without the hooks, and fetches nothing of ecode.
   */
  enableEcode?: boolean;
  /** Send every request as `POST {transferApi}` with `{route, method, form, body, contentType}`. */
  transferApi?: string;
  /** Send cookies with cross-origin requests. */
  withCredentials?: boolean;
  /** Theme to apply; else the team config's. */
  theme?: Partial<Theme>;
  /**
   * How rendered components route (`useRouter()`): `'hash'` (`#/{basename}/{path}`),
   * `'browser'` (history.pushState under the basename) or `'memory'` (default: the URL never
   * changes). Anything else rejects init() with `MISSING_ARGUMENT`.
   */
  routerType?: RouterType;
  /** The router's `basename` (a path), and for memory `initialEntries`/`initialIndex`. */
  routerProps?: RouterProps;
  /** Language, e.g. `'en_US'`; default: the page context, else zh_CN. */
  locale?: string;
  /** App names (`@weapp/...`) whose UI libraries the resources step loads. */
  apps?: string[];
  /** Extra origins that receive the `eteamsid` header. */
  trustedDomains?: string[];
  /** Overseas tenant: `.cn` hosts become `.cc` in opened windows. */
  overseas?: boolean;
  /**
   * `false` turns the monitor off; `{ allowUrls, denyUrls, beforeSend, sendDefaultPii }` refines
   * what it keeps and sends (docs/monitor.md).
   */
  monitor?: boolean | MonitorControls;
  /** Nonce put on every script and style the SDK adds. */
  cspNonce?: string;
  /** Time limit of each init stage in ms (default 15000). */
  stageTimeout?: number;
  /** Log every failure to the console, also the ones a caller handles (default: only unhandled ones). */
  debug?: boolean;
  /**
   * Who draws the SDK's dialogs, banners and messages: `'sdk'` (default) draws them;
   * `'host'` draws none and emits a typed event for each instead (`error`, `sensitive`,
   * `linkConfirm`, `sessionExpired`, `message`, `batchTask`), carrying the actions to answer it.
   * Any other value rejects init() with `MISSING_ARGUMENT`.
   */
  ui?: 'sdk' | 'host';
  /**
   * The HTML sanitiser on the rich-text paths (docs/spec-coverage.md L248): `true` (default) renders server HTML
   * through `sanitizeHtml`, `false` shows its text only. Omitted: `setSanitize()`'s choice.
   */
  sanitize?: boolean;
  /**
   * The page's instant-message client for batch-task results: 2 s after ready the SDK calls
   * its `subscribe(15422, [111, 114], handler)`, and it is then the only source of them.
   * Without one the SDK registers by `postMessage` (docs/host-ui.md "Batch-task results").
   */
  imClient?: InstantMessageClient;
}

/** What `register()` accepts. */
export interface RegisterEntries {
  // biome-ignore lint/suspicious/noExplicitAny: components take any props
  components?: Record<string, ComponentType<any>>;
  functions?: Record<string, Function>;
}

/** What `render()` resolves to. */
export interface RenderHandle<P extends object = object> {
  /** Re-renders with new props (replacing the old ones). */
  update(props: P): void;
  /** Unmounts the component and empties the container; safe to call twice. */
  unmount(): void;
}

export const DEFAULT_STAGE_TIMEOUT = 15_000;

/** Where the auth step gets a session id from, normalised (`oadomain` without trailing slashes). */
export interface AuthSource {
  authTokenApi: string;
  authTokenRequest: (() => Promise<string> | string) | null;
  eteamsid: string;
  oadomain: string;
  oatenantkey: string;
  cspNonce: string;
}

/**
 * An init() config checked and normalised once (by {@link resolveConfig}): every stage of the
 * pipeline reads this, never the raw config.
 */
export interface ResolvedConfig {
  /** What `$config` gets: URLs without trailing slashes, booleans, the UI mode, … */
  runtime: Omit<RuntimeConfig, 'timeoutDialog' | 'sanitize'> & { sanitize?: boolean };
  /** Each stage's time limit in ms. */
  stageTimeout: number;
  auth: AuthSource;
  /** A token source is configured: clearCookie runs and session expiry refreshes the token. */
  tokenSource: boolean;
  enablePassport: boolean;
  apps: string[];
  router: RouterSetup;
  /** `false`: the monitor stays off; else its controls. */
  monitor: false | MonitorControls;
  theme: Partial<Theme> | undefined;
  imClient: InstantMessageClient | undefined;
}

const missing = (message: string, cause?: unknown) =>
  new SdkError('MISSING_ARGUMENT', message, cause === undefined ? {} : { cause });

const trimSlash = (url: unknown) => (typeof url === 'string' ? url : '').replace(/\/+$/, '');
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function checkUi(ui: unknown): void {
  if (ui !== undefined && ui !== 'sdk' && ui !== 'host') {
    const shown = typeof ui === 'string' ? `'${ui.slice(0, 40)}'` : ui === null ? 'null' : typeof ui;
    throw missing(`init(): ui must be 'sdk' or 'host' (got ${shown})`);
  }
}

function imClientOf(client: InstantMessageClient | undefined): InstantMessageClient | undefined {
  if (client == null) return undefined;
  if (typeof client.subscribe !== 'function') {
    throw missing('init(): imClient needs a subscribe(command, types, handler) function');
  }
  return client;
}

function checkBoolean(value: unknown, name: string): void {
  if (value !== undefined && typeof value !== 'boolean') {
    throw missing(
      `init(): ${name} must be true or false${name === 'enableEcode' ? `, not ${String(value)}` : ''}`,
    );
  }
}

function routerOf(config: EmbedConfig): RouterSetup {
  try {
    return routerSetup(config.routerType, config.routerProps);
  } catch (error) {
    throw missing((error as Error).message, error);
  }
}

/**
 * Checks and normalises an init() config in one pass, before any stage runs: a config object;
 * `stageTimeout` a positive number (clamped to 2^31−1 ms, the largest delay a browser timer
 * keeps; default 15 s); `ui` unset, `'sdk'` or `'host'`; `imClient` with a `subscribe()`;
 * `enableEcode` a boolean; `routerType`/`routerProps` (routing/router.ts); `sanitize` a boolean.
 * Returns the resolved config, or the `SdkError('MISSING_ARGUMENT')` naming the field — never
 * throws.
 */
export function resolveConfig(config: EmbedConfig): ResolvedConfig | SdkError {
  try {
    if (!config || typeof config !== 'object') throw missing('init() needs a config object');
    const stageTimeout = checkTimeLimit(config.stageTimeout, DEFAULT_STAGE_TIMEOUT, 'init(): stageTimeout');
    if (stageTimeout instanceof TypeError) throw missing(stageTimeout.message, stageTimeout);
    checkUi(config.ui);
    const imClient = imClientOf(config.imClient);
    checkBoolean(config.enableEcode, 'enableEcode');
    const router = routerOf(config);
    const { sanitize } = config;
    checkBoolean(sanitize, 'sanitize');
    const apiDomain = trimSlash(config.apiDomain);
    const cspNonce = text(config.cspNonce);
    const oadomain = trimSlash(config.oadomain);
    const tokenRequest = typeof config.authTokenRequest === 'function' ? config.authTokenRequest : null;
    const authTokenApi = text(config.authTokenApi);
    return {
      runtime: {
        ...(sanitize === undefined ? {} : { sanitize }),
        apiDomain,
        staticDomain: trimSlash(config.staticDomain) || apiDomain,
        prefixApiPath: trimSlash(config.prefixApiPath),
        oadomain,
        withCredentials: !!config.withCredentials,
        transferApi: text(config.transferApi),
        trustedDomains: Array.isArray(config.trustedDomains) ? [...config.trustedDomains] : [],
        overseas: !!config.overseas,
        locale: text(config.locale),
        cspNonce,
        external: true,
        debug: config.debug === true,
        ui: config.ui === 'host' ? 'host' : 'sdk',
        ecode: config.enableEcode !== false,
      },
      stageTimeout,
      auth: {
        authTokenApi,
        authTokenRequest: tokenRequest,
        eteamsid: text(config.eteamsid),
        oadomain,
        oatenantkey: text(config.oatenantkey),
        cspNonce,
      },
      tokenSource: !!authTokenApi || !!tokenRequest,
      enablePassport: !!config.enablePassport,
      apps: Array.isArray(config.apps) ? config.apps : [],
      router,
      monitor:
        config.monitor === false
          ? false
          : config.monitor && typeof config.monitor === 'object'
            ? config.monitor
            : {},
      theme: config.theme,
      imClient,
    };
  } catch (error) {
    return error instanceof SdkError ? error : missing(String(error), error);
  }
}
