// getLocale (docs/suite-pages.md): the language and date formats in force. Pure reads of the store.
import { $context, currentLang } from '../env/store';

/** Default date format (docs/spec-coverage.md L371). */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
/** Default date-time format (docs/spec-coverage.md L371). */
export const DEFAULT_DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The locale in force. */
export interface Locale {
  /** Language such as `zh_CN` or `en_US`: `init({locale})`, else the page context, else `zh_CN`. */
  lang: string;
  /** Label resource version from the page context. */
  version?: string;
  /** Per-tenant label version from the page context. */
  tenantVersion?: string;
  /** Date format; `YYYY-MM-DD` by default. */
  dateformat: string;
  /** Date-time format; `YYYY-MM-DD HH:mm:ss` by default. */
  datetimeformat: string;
  /** The server's time zone (the context's `server_timezone`). */
  timezone?: string;
}

/**
 * Returns the locale in force: the language from `init({locale})`, else the page context's
 * (`locale.lang`), else `zh_CN`; versions, date formats and time zone from the page context.
 *
 * @example
 * ```ts
 * const { lang, dateformat } = getLocale(); // e.g. 'zh_CN', 'YYYY-MM-DD'
 * ```
 */
export function getLocale(): Locale {
  const ctx = $context.get().locale ?? {};
  const locale: Locale = {
    lang: currentLang(),
    dateformat: ctx.dateformat || DEFAULT_DATE_FORMAT,
    datetimeformat: ctx.datetimeformat || DEFAULT_DATETIME_FORMAT,
  };
  if (ctx.version) locale.version = ctx.version;
  if (ctx.tenantVersion) locale.tenantVersion = ctx.tenantVersion;
  if (ctx.server_timezone) locale.timezone = ctx.server_timezone;
  return locale;
}
