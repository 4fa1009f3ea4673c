// docs/spec-coverage.md (L324): a non-success code's message is shown only for certain API modules. The
// modules are the suite's business modules (docs/spec-coverage.md L324) — the user is doing their work there, and
// the server's `msg` says what went wrong. The platform's own services (monitor, settings,
// labels, base server…) never show one: a failed background call must not pop up a message.

import { DEFAULT_MESSAGE_MODULES, requestState } from './state';

export { DEFAULT_MESSAGE_MODULES };

/**
 * Sets the API modules whose non-success answers (`code` below 200 or 400+, or no `status`)
 * show the server's `msg` to the user; `'*'` for every module, `[]` for none, `null` for the
 * default list ({@link DEFAULT_MESSAGE_MODULES}). Names are compared case-insensitively.
 * @throws TypeError for anything else.
 *
 * @example
 * ```ts
 * setErrorMessageModules(['doc', 'workflow']); // or '*' for every module, null for the default list
 * ```
 */
export function setErrorMessageModules(list: readonly string[] | '*' | null): void {
  if (list === null) requestState.messageModules = new Set(DEFAULT_MESSAGE_MODULES);
  else if (list === '*') requestState.messageModules = new Set(['*']);
  else if (Array.isArray(list) && list.every((m) => typeof m === 'string'))
    requestState.messageModules = new Set(list.map((m) => m.trim().toLowerCase()).filter(Boolean));
  else throw new TypeError("setErrorMessageModules() takes a list of module names, '*' or null");
}

/**
 * The modules in force (`['*']` for all), sorted.
 *
 * @example
 * ```ts
 * getErrorMessageModules(); // e.g. ['doc', 'workflow']: the modules whose non-success messages are shown
 * ```
 */
export function getErrorMessageModules(): string[] {
  return [...requestState.messageModules].sort();
}

// The first API prefix segment of the path, wherever it starts: a gateway's `prefixApiPath`
// (`/gw/api/doc/save`) stands in front of it.
const PATH_MODULE = /^(?:\/[^/?#]+)*?\/(?:api\/app|api\/bs|api|papi|sapi)\/([^/?#]+)/i;

/**
 * The module of a call: `module` when given, else the API path's first segment after the API
 * prefix — read after `prefixApiPath` (a gateway's `/gw/api/doc/save` is module `doc`), for a
 * relative route and a full URL alike.
 */
export function moduleOfCall(module: string | undefined, route: string): string {
  if (typeof module === 'string' && module.trim()) return module.trim().toLowerCase();
  const path = route.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '');
  return (PATH_MODULE.exec(path)?.[1] ?? '').toLowerCase();
}

/** True when a non-success answer of this call shows its message. */
export function showsErrorMessage(module: string | undefined, route: string): boolean {
  const modules = requestState.messageModules;
  if (modules.has('*')) return true;
  const m = moduleOfCall(module, route);
  return !!m && modules.has(m);
}
