// The router's types (routing/router.ts), apart so that routing's state can name them.

/** `init({routerType})`: where the route lives. */
export type RouterType = 'hash' | 'browser' | 'memory';

/** `init({routerProps})`, as react-router's routers take them. */
export interface RouterProps {
  /** The path every route sits under (`'/app'`): a path, never a scheme or host. */
  basename?: string;
  /** Memory router: the history it starts with (paths, basename included); default `[basename or '/']`. */
  initialEntries?: string[];
  /** Memory router: the entry it starts at; default the last (clamped into range). */
  initialIndex?: number;
}

/** A route: `pathname` below the basename, `search` (`'?…'` or `''`) and `hash` (`'#…'` or `''`). */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The router components reach through `useRouter()` or `getRouter()`. */
export interface Router {
  readonly type: RouterType;
  /** The normalised basename: `''` or `'/app'`. */
  readonly basename: string;
  /** The current route (read live). */
  readonly location: RouterLocation;
  /**
   * Goes to `to` (a path below the basename; a missing leading `/` is added), pushing a history
   * entry, or replacing the current one with `{replace: true}`; a number moves through the
   * history (`-1` back). Throws `TypeError` for a URL with a scheme or host, or a non-string.
   */
  navigate(to: string | number, options?: { replace?: boolean }): void;
  /** Calls `fn` with the new location after every change (navigate, back/forward, a typed hash); returns the removal. */
  listen(fn: (location: RouterLocation) => void): () => void;
}

/** A checked router configuration (what createRouter takes). */
export interface RouterSetup {
  type: RouterType;
  basename: string;
  entries: string[];
  index: number;
}
