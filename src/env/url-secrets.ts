// Secrets in URLs (docs/security.md#what-the-monitor-stores-and-sends): userinfo, query values and
// `#k=v` fragment values, taken out of a URL before any text is composed from it. No regex
// lookbehind anywhere (Safari < 16.4 cannot parse one).

/** A URL's userinfo (`svc:PASSWORD@`, up to the last `@` of the authority). */
const USERINFO = /^((?:[a-z][\w+.-]*:)?[/\\]{2})[^/?#\\\s]*@/i;

/** Every `k=v` after `?`, `&`, `;` or `#` in a URL: the value runs to the next separator. */
const URL_VALUES = /([?&;#])([^=&;#?]*)=[^&;#]*/g;

/** `url` without its userinfo: `https://svc:pw@host/x` → `https://host/x`. */
export function stripUserinfo(url: string): string {
  return url.replace(USERINFO, '$1');
}

/**
 * `url` with its userinfo removed and every `name=value` after `?`, `&`, `;` or `#` reduced to
 * `name` (`https://u:p@h/a?email=x&t=1#access_token=y` → `https://h/a?email&t#access_token`). A
 * trailing `:line:col` (a stack frame) is kept.
 */
export function reduceQuery(url: string): string {
  const frame = /(?::\d+){1,2}$/.exec(url)?.[0] ?? '';
  const body = stripUserinfo(url.slice(0, url.length - frame.length));
  return body.replace(URL_VALUES, '$1$2') + frame;
}

/**
 * Free text with every `k=v` after `?`, `&`, `;` or `#` reduced to `k`, the value running to the
 * next whitespace (or separator) whatever punctuation surrounds it: `'/x'&token=abc'` →
 * `'/x'&token`, `?q=(x)&token=abc)` → `?q&token`.
 */
export function reduceTextValues(text: string): string {
  return text.replace(/([?&;#])([^=\s&;#?]*)=[^\s&;#]*/g, '$1$2');
}
