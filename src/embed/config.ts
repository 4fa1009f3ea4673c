import type { ComponentType } from 'preact';
import type { InstantMessageClient } from '../batch';
import type { RuntimeConfig, Theme } from '../env/store';
import { checkTimeLimit } from '../env/time-limit';
import type { MonitorControls } from '../monitor';
import { type RouterProps, type RouterSetup, type RouterType, routerSetup } from '../routing/router';
import { SdkError } from './errors';

/** The embedding configuration (spec §3 "Embedding config", API.md §2). */
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
   * The HTML sanitiser on the rich-text paths (spec L248): `true` (default) renders server HTML
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

/**
 * The per-stage time limit of an init() call: `stageTimeout` (clamped to 2^31−1 ms, the
 * largest delay a browser timer keeps), else 15 s. Throws `SdkError('MISSING_ARGUMENT')` for
 * zero, a negative number, NaN or a non-number, so init() rejects instead of timing out at once.
 */
export function stageTimeoutOf(config: EmbedConfig): number {
  const limit = checkTimeLimit(config.stageTimeout, DEFAULT_STAGE_TIMEOUT, 'init(): stageTimeout');
  if (limit instanceof TypeError) throw new SdkError('MISSING_ARGUMENT', limit.message, { cause: limit });
  return limit;
}

/** The config's `imClient`, if any; throws `SdkError('MISSING_ARGUMENT')` for one without `subscribe()`. */
export function imClientOf(config: EmbedConfig): InstantMessageClient | undefined {
  const client = config.imClient;
  if (client == null) return undefined;
  if (typeof client.subscribe !== 'function') {
    throw new SdkError(
      'MISSING_ARGUMENT',
      'init(): imClient needs a subscribe(command, types, handler) function',
    );
  }
  return client;
}

/**
 * Checks the config's typed fields before init() starts anything: `enableEcode` a boolean,
 * `routerType`/`routerProps` (routing/router.ts). Throws `SdkError('MISSING_ARGUMENT')` naming
 * the field; returns the router setup.
 */
export function checkEmbedConfig(config: EmbedConfig): RouterSetup {
  try {
    const ecode = config.enableEcode;
    if (ecode !== undefined && typeof ecode !== 'boolean') {
      throw new TypeError(`init(): enableEcode must be true or false, not ${String(ecode)}`);
    }
    return routerSetup(config.routerType, config.routerProps);
  } catch (error) {
    throw new SdkError('MISSING_ARGUMENT', (error as Error).message, { cause: error });
  }
}

/**
 * Checks `config.ui`: unset, `'sdk'` or `'host'`. Anything else (a typo such as `'Host'`, a
 * boolean, null) throws `SdkError('MISSING_ARGUMENT')` naming the field, so init() rejects before
 * any step instead of silently drawing the SDK's UI.
 */
export function checkUi(config: EmbedConfig): void {
  const ui: unknown = config.ui;
  if (ui !== undefined && ui !== 'sdk' && ui !== 'host') {
    const shown = typeof ui === 'string' ? `'${ui.slice(0, 40)}'` : ui === null ? 'null' : typeof ui;
    throw new SdkError('MISSING_ARGUMENT', `init(): ui must be 'sdk' or 'host' (got ${shown})`);
  }
}

const trimSlash = (url: string | undefined) => (url ?? '').replace(/\/+$/, '');

/**
 * The request layer's runtime config derived from an embed config. Throws
 * `SdkError('MISSING_ARGUMENT')` for a `sanitize` that is not a boolean.
 */
export function runtimeConfigFrom(config: EmbedConfig): Partial<RuntimeConfig> {
  const apiDomain = trimSlash(config.apiDomain);
  const { sanitize } = config;
  if (sanitize !== undefined && typeof sanitize !== 'boolean')
    throw new SdkError('MISSING_ARGUMENT', 'init(): sanitize must be true or false');
  return {
    ...(sanitize === undefined ? {} : { sanitize }),
    apiDomain,
    staticDomain: trimSlash(config.staticDomain) || apiDomain,
    prefixApiPath: trimSlash(config.prefixApiPath),
    oadomain: trimSlash(config.oadomain),
    withCredentials: !!config.withCredentials,
    transferApi: config.transferApi ?? '',
    trustedDomains: Array.isArray(config.trustedDomains) ? [...config.trustedDomains] : [],
    overseas: !!config.overseas,
    locale: config.locale ?? '',
    cspNonce: config.cspNonce ?? '',
    external: true,
    debug: config.debug === true,
    ui: config.ui === 'host' ? 'host' : 'sdk',
    ecode: config.enableEcode !== false,
  };
}
