// The tenant and user context a suite page puts on `window` (docs/spec-coverage.md L139 "Tenant and user context
// on the window"), read into the one `$context` store. Host pages differ and some are old, so
// everything is validated field by field: a missing or garbage field gives its empty default.
// An element with `id="locale"` is `window.locale` too (DOM clobbering): objects count only when
// they are data objects (isPlainObject), never DOM nodes.
import { isPlainObject, readGlobalObject } from './page-global';
import { $context, type H5TitleSetting, type PageContext, type Theme } from './store';

type Bag = Record<string, unknown>;

const isBag = isPlainObject;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
const truthy = (v: unknown): boolean => v === true || v === 1 || v === 'true' || v === '1';

function pickStrings<K extends string>(src: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (!isBag(src)) return out;
  for (const k of keys) {
    const v = str(src[k]);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

function ids(v: unknown): string[] {
  const list = typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [];
  return list
    .map(str)
    .filter((s): s is string => !!s && !!s.trim())
    .map((s) => s.trim());
}

function h5Title(v: unknown): H5TitleSetting | undefined {
  if (!isBag(v)) return undefined;
  const out: H5TitleSetting = {};
  if (typeof v.showH5Title === 'boolean') out.showH5Title = v.showH5Title;
  if (typeof v.showBackButton === 'boolean') out.showBackButton = v.showBackButton;
  if (isBag(v.styleSetting)) out.styleSetting = pickStrings(v.styleSetting, ['background', 'color'] as const);
  const mode = str(v.thirdPartyAppSetting);
  if (mode) out.thirdPartyAppSetting = mode;
  if (Array.isArray(v.whiteLists)) out.whiteLists = v.whiteLists.map(str).filter((s): s is string => !!s);
  if (Array.isArray(v.blackLists)) out.blackLists = v.blackLists.map(str).filter((s): s is string => !!s);
  return out;
}

/**
 * Builds a {@link PageContext} from a `TEAMS`-shaped object, falling back per field to `top`
 * (the window itself, for pages that put `tenantKey` etc. at the top level). Pure and total.
 */
export function parsePageContext(teams: unknown, top?: unknown): PageContext {
  const t = isBag(teams) ? teams : {};
  // `top` is the window itself: not a data object, but each field read from it is checked.
  const w = (top !== null && typeof top === 'object' ? top : {}) as Bag;
  const field = (name: string): unknown => (t[name] !== undefined && t[name] !== null ? t[name] : w[name]);
  const tenant = field('currentTenant');
  const locale = field('locale');
  const config = field('globalConfig');
  const logo = pickStrings(field('tenantLogo'), ['faviconUrl'] as const);
  const grey = field('greyInfo');
  const greyStatus = isBag(grey) ? grey.mainPageGreyStatus : undefined;
  const h5 = isBag(config) ? h5Title(config.h5TitleSetting) : undefined;
  const runMode = str(field('runMode'));
  const corpId = str(field('corpId'))?.trim();
  const agentId = str(field('agentId'))?.trim();
  return {
    tenantKey: str(field('tenantKey')) || (isBag(tenant) ? str(tenant.tenantKey) : undefined) || '',
    locale:
      typeof locale === 'string'
        ? { lang: locale }
        : pickStrings(locale, [
            'lang',
            'version',
            'tenantVersion',
            'dateformat',
            'datetimeformat',
            'server_timezone',
          ] as const),
    globalConfig: isBag(config) ? { ...config, ...(h5 ? { h5TitleSetting: h5 } : {}) } : {},
    theme: pickStrings(field('theme'), [
      'primaryColor',
      'primaryHoverColor',
      'primaryFocusColor',
      'bubbleColor',
      'fontColor',
      'fontSize',
    ] as const) as Partial<Theme>,
    tenantLogo: logo,
    greyInfo:
      typeof greyStatus === 'boolean' || typeof greyStatus === 'string' || typeof greyStatus === 'number'
        ? { mainPageGreyStatus: greyStatus }
        : {},
    publishAppIds: ids(field('publishRuntimeAppIds') ?? field('publishAppIds')),
    privateDeployment: truthy(field('privateDeployment')),
    ...(runMode ? { runMode } : {}),
    ...(corpId ? { corpId } : {}),
    ...(agentId ? { agentId } : {}),
  };
}

/**
 * Reads the host page's context into `$context` and returns it. Sources, first found wins per
 * field: `window.TEAMS.<field>`, then `window.<field>`. Fields: `tenantKey` (or
 * `currentTenant.tenantKey`), `locale` ({lang, version, tenantVersion, dateformat,
 * datetimeformat, server_timezone}, or a bare language string), `globalConfig` (incl.
 * `h5TitleSetting`), `theme`, `tenantLogo.faviconUrl`, `greyInfo.mainPageGreyStatus`,
 * `publishRuntimeAppIds` (or `publishAppIds`; an array or a comma-separated string),
 * `privateDeployment`, `runMode`, and `corpId` / `agentId` (the chat-app keys). Missing or malformed values become empty defaults; a
 * throwing getter on window is treated as missing. Outside a browser it leaves `$context` as is.
 */
export function readPageContext(): PageContext {
  if (typeof window === 'undefined') return $context.get();
  let teams: unknown;
  try {
    teams = readGlobalObject('TEAMS');
  } catch {
    teams = undefined;
  }
  let next: PageContext;
  try {
    next = parsePageContext(teams, window);
  } catch {
    next = parsePageContext(teams, undefined);
  }
  $context.set(next);
  return next;
}
