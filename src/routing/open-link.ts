// Public link and module opening (docs/reference.md), composed from routing's rules and the UI:
// openLink asks through the UI port's link confirmation, openModule shows a message in external mode.
import { containerOf, currentAgent } from '../bridge/container';
import { openInHost } from '../bridge/window';
import { decideLink, type LinkDecision } from '../env/link-rules';
import { type SdkText, sdkText } from '../i18n/text';
import { uiPort } from '../request/ui-port';
import { EMPLOYEE_LINK_MODULE, showEmployeeCard } from './employee-card';
import { parseAppLink } from './link-interceptor';
import { type OpenModuleOptions, openModuleWith } from './open-module';
import { openWindow } from './open-window';
import { overseasUrl } from './overseas';
import { trackPointer } from './pointer';
import { isTrustedUrl } from './trust';

/** localStorage key of "Do not remind again". */
export const NO_REMIND_KEY = 'atrium.link.noRemind';

const EXTERNAL_TEXT: SdkText = [
  '抱歉，该功能需要访问OA系统，给您带来不便，敬请谅解',
  'Sorry, this feature requires access to the OA system, apologies for the inconvenience',
];

function readNoRemind(): boolean {
  try {
    const value = localStorage.getItem(NO_REMIND_KEY);
    return value !== null && value !== '' && value !== 'false' && value !== '0';
  } catch {
    return false;
  }
}

function writeNoRemind(): void {
  try {
    localStorage.setItem(NO_REMIND_KEY, 'true');
  } catch {
    // storage unavailable: the dialog simply shows again next time
  }
}

/** Opens through the host container's API when the page runs in one that has it, else window.open. */
function openTarget(url: string): boolean {
  if (containerOf(currentAgent())) {
    const absolute = new URL(url, location.href).href;
    if (openInHost(overseasUrl(absolute))) return true;
  }
  return openWindow(url);
}

/**
 * Opens a module record (docs/spec-coverage.md L88): the in-app dialog as a sub-route `app_component` of the
 * current path (`side` for the side variant), or — with `link`, or the user setting
 * `common.openmethod` = `newPage` — the detail page as a separate page (the dialog when there is
 * no such page). In an external system only link mode works; otherwise a message says so.
 *
 * @example
 * ```ts
 * openModule('workflow', '1024'); // the record's dialog in the app
 * openModule('workflow', '1024', { link: true }); // its detail page
 * ```
 */
export function openModule(module: string, id: string, options: OpenModuleOptions = {}): void {
  try {
    trackPointer();
    if (module === EMPLOYEE_LINK_MODULE) {
      void showEmployeeCard(id);
      return;
    }
    openModuleWith(module, id, options ?? {}, {
      showExternalMessage: () =>
        uiPort().message(sdkText('atrium.routing.external', EXTERNAL_TEXT), 'info', 3000),
    });
  } catch (error) {
    console.error('[atrium] openModule failed', error);
  }
}

/**
 * What openLink does with `url` against the page (`base`, default `location.href`) and the link
 * whitelist: open, confirm, or refuse (the scheme table in docs/security.md). With `overseas`
 * the decision is about the `.cc` URL that opens, and `url` in the answer is that URL.
 */
export function linkDecision(url: unknown, base?: string): LinkDecision {
  const page = base ?? (typeof location === 'undefined' ? undefined : location.href);
  const decide = (u: unknown) => decideLink(u, { base: page, isTrusted: (p) => isTrustedUrl(p.href) });
  const decision = decide(url);
  // Overseas tenants open `.cc` for `.cn`: decide on the URL that will open (docs/security.md#links-and-schemes).
  const href = decision.url?.href;
  return href && overseasUrl(href) !== href ? decide(overseasUrl(href)) : decision;
}

/**
 * Opens a link safely (docs/reference.md). Refused (`javascript:`, `data:`, `file:`, `ms-msdt:`, …,
 * `#…`, empty) → false. In-app links (`/_alink_/{module}/{id}` on this origin; module
 * `employee` shows the employee card) open through openModule. Same-origin and trusted links
 * (built-in list, the page's own `blob:`, `$config.trustedDomains`, `addTrustedDomains`) and
 * `mailto:`/`tel:` open at once; other http(s) links ask first (`atrium-link-confirm`) unless
 * "Do not remind again" was ticked; other schemes (`ftp:`, app schemes) always ask. The parsed
 * URL is opened, never the raw text. Windows open with `noopener`; overseas tenants get `.cc`
 * for `.cn` hosts. Resolves true when a window was opened (or an in-app link handled).
 *
 * @example
 * ```ts
 * const opened = await openLink('https://partner.example.com/report'); // asks first for untrusted hosts
 * ```
 */
export async function openLink(url: string): Promise<boolean> {
  try {
    trackPointer();
    const decision = linkDecision(url);
    if (decision.verdict === 'refuse' || !decision.url) return false;
    const target = decision.url.href;
    const web = decision.scheme === 'http' || decision.scheme === 'https';
    const appLink = web ? parseAppLink(target, location.href) : undefined;
    if (appLink) {
      openModule(appLink.module, appLink.id);
      return true;
    }
    if (decision.verdict === 'confirm' && !(web && readNoRemind())) {
      const answer = await uiPort().confirmLink(target);
      if (!answer.open) return false;
      if (answer.remember && web) writeNoRemind();
    }
    return openTarget(target);
  } catch (error) {
    console.error('[atrium] openLink failed', error);
    return false;
  }
}
