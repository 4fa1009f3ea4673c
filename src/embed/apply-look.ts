// The theme step: theme, favicon and grey mode from the config, the team config and the page context.
import { $config, $context, type Theme } from '../env/store';
import { applyTheme, resetTheme } from '../theme/apply-theme';
import { faviconFor, setFavicon } from '../theme/favicon';
import { isGreyStatus, setGrayscale } from '../theme/grayscale';
import { cachedTeamConfig, type TeamConfig } from './resources';
import { teamState } from './state';

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

const isThemeObject = (v: unknown): v is Partial<Theme> =>
  !!v && typeof v === 'object' && Object.keys(v).length > 0;

/**
 * A reload in the same tab: the theme of the team config the last init() cached
 * (`atrium.baseTeams`) applies at once, while the resources step asks for the fresh one
 * (`config.theme` and the page context's theme keep their precedence, L143). Nothing without
 * a cached config. The `theme` step then applies the fresh config's.
 */
export function applyCachedTheme(configTheme: Partial<Theme> | undefined): void {
  const cached = cachedTeamConfig();
  if (!cached) return;
  const theme = [configTheme, cached.theme, $context.get().theme].find(isThemeObject);
  if (!theme) return;
  applyTheme(theme);
  teamState.earlyTheme = true;
}

/**
 * `init({theme})`, else the team config's theme, else the page context's (docs/spec-coverage.md, L143); then
 * favicon and grey mode. (Text direction is the next stage's.)
 */
export function applyLook(configTheme: Partial<Theme> | undefined, team: TeamConfig): void {
  const context = $context.get();
  const theme = [configTheme, team.theme, context.theme].find(isThemeObject);
  if (teamState.earlyTheme) resetTheme();
  teamState.earlyTheme = false;
  if (theme) applyTheme(theme);
  const favicon = faviconFor(
    {
      tenantLogo: { ...obj(team.tenantLogo), ...context.tenantLogo },
      privateDeployment: context.privateDeployment || team.privateDeployment === true,
    },
    $config.get().staticDomain,
  );
  if (favicon) setFavicon(favicon);
  const grey = context.greyInfo.mainPageGreyStatus ?? obj(team.greyInfo).mainPageGreyStatus;
  if (isGreyStatus(grey)) setGrayscale(true);
}
