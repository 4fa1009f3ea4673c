// How components that render() mounts route (docs/spec-coverage.md L180 `routerType`/`routerProps`): one small
// router per init(), no router library. `hash` keeps the route in `#/{basename}/{path}`,
// `browser` in the path through history.pushState, `memory` only in memory (the URL never changes).
import { useEffect, useState } from 'preact/hooks';

import type { Router, RouterLocation, RouterProps, RouterSetup, RouterType } from './router-types';
import { routingState as slot } from './state';

export type { Router, RouterLocation, RouterProps, RouterSetup, RouterType };

// A scheme (`https:`, `javascript:`), a host (`//`), a backslash or a control character: not a path.
const NOT_A_PATH = /^[a-z][a-z\d+.-]*:|^\/\/|[\\\p{Cc}]/iu;

const bad = (what: string, got: unknown): never => {
  throw new TypeError(`${what}, not ${String(got)}`);
};

/** `to` as a path starting with `/`; throws TypeError (naming `what`) for anything else. */
function asPath(to: unknown, what: string, also = NOT_A_PATH): string {
  if (typeof to !== 'string' || NOT_A_PATH.test(to) || also.test(to))
    bad(`${what} must be a path without scheme or host`, to);
  return (to as string)[0] === '/' ? (to as string) : `/${to}`;
}

/**
 * Checks `routerType`/`routerProps` and normalises them (pure). Throws TypeError naming the
 * field: an unknown type, props that are not an object, a basename or entry that is not a path.
 */
export function routerSetup(type: unknown = 'memory', props: unknown = {}): RouterSetup {
  if (type !== 'hash' && type !== 'browser' && type !== 'memory') {
    bad("init(): routerType must be 'hash', 'browser' or 'memory'", type);
  }
  if (!props || typeof props !== 'object' || Array.isArray(props))
    bad('init(): routerProps must be an object', props);
  const { basename: base = '', initialEntries, initialIndex } = props as RouterProps;
  const basename = asPath(base, 'init(): routerProps.basename', /[?#]/).replace(/\/+$/, '');
  const list = initialEntries ?? [basename || '/'];
  if (!Array.isArray(list) || !list.length)
    bad('init(): routerProps.initialEntries must be a non-empty list', list);
  const entries = list.map((e) => asPath(e, 'init(): routerProps.initialEntries'));
  const at = initialIndex ?? entries.length - 1;
  if (!Number.isInteger(at)) bad('init(): routerProps.initialIndex must be an integer', at);
  return {
    type: type as RouterType,
    basename,
    entries,
    index: Math.min(Math.max(at, 0), entries.length - 1),
  };
}

/** `/a?b#c` → its parts; the pathname loses the basename when it sits under it. */
function parse(path: string, basename: string): RouterLocation {
  let { pathname, search, hash } = new URL(path, 'http://h');
  if (basename && (pathname === basename || pathname.startsWith(`${basename}/`))) {
    pathname = pathname.slice(basename.length) || '/';
  }
  return { pathname, search, hash };
}

/** A router of a checked setup, with `stop()` removing the window listeners it holds. */
export function createRouter(setup: RouterSetup): Router & { stop(): void } {
  const { type, basename } = setup;
  const entries = [...setup.entries];
  let index = setup.index;
  const listeners = new Set<(location: RouterLocation) => void>();
  const current = (): string =>
    type === 'memory'
      ? (entries[index] ?? '/')
      : type === 'hash'
        ? location.hash.slice(1) || '/'
        : location.pathname + location.search + location.hash;
  let last = current();
  const notify = () => {
    const now = current();
    if (now === last) return;
    last = now;
    const at = parse(now, basename);
    for (const fn of [...listeners]) {
      try {
        fn(at);
      } catch (error) {
        console.error('[atrium] a router listener threw', error);
      }
    }
  };
  // popstate: back/forward, and a hash set by hand (notify skips what it has told already).
  const watch = (on: boolean) => {
    if (type !== 'memory') (on ? addEventListener : removeEventListener)('popstate', notify);
  };
  return {
    type,
    basename,
    get location() {
      return parse(current(), basename);
    },
    navigate(to, options) {
      if (typeof to === 'number') {
        if (type !== 'memory') return history.go(to);
        index = Math.min(Math.max(index + to, 0), entries.length - 1);
      } else {
        const path = basename + asPath(to, 'navigate()');
        if (type === 'memory') {
          if (options?.replace) entries[index] = path;
          else entries.splice(++index, entries.length, path);
        } else {
          history[options?.replace ? 'replaceState' : 'pushState'](
            history.state,
            '',
            type === 'hash' ? `#${path}` : path,
          );
        }
      }
      notify();
    },
    listen(fn) {
      if (!listeners.size) {
        last = current();
        watch(true);
      }
      listeners.add(fn);
      return () => {
        if (listeners.delete(fn) && !listeners.size) watch(false);
      };
    },
    stop() {
      listeners.clear();
      watch(false);
    },
  };
}

/** Makes a router of `setup` the current one (replacing any other); returns its removal (destroy()). */
export function installRouter(setup: RouterSetup): () => void {
  slot.router?.stop();
  const router = createRouter(setup);
  slot.router = router;
  return () => {
    router.stop();
    if (slot.router === router) slot.router = null;
  };
}

/**
 * The router `init({routerType, routerProps})` set up (memory by default), or `null` before
 * init() and after destroy(). Components rendered by render() can use it; see {@link useRouter}.
 *
 * @example
 * ```ts
 * getRouter()?.navigate('/orders/42'); // inside rendered components' router (routerType)
 * ```
 */
export function getRouter(): Router | null {
  return slot.router;
}

const where = (l: RouterLocation) => l.pathname + l.search + l.hash;

/**
 * Hook for components (preact/compat, `Atrium.React`): the current router ({@link getRouter}),
 * re-rendering the component whenever the location changes. Its listener goes when the component
 * unmounts.
 *
 * @example
 * ```ts
 * function Tabs() {
 *   const router = useRouter(); // re-renders when the location changes
 *   return h('a', { onClick: () => router?.navigate('/b') }, router?.location.pathname);
 * }
 * ```
 */
export function useRouter(): Router | null {
  const router = slot.router;
  const [, setTick] = useState(0);
  const at = router ? where(router.location) : '';
  useEffect(() => {
    if (!router) return;
    const off = router.listen(() => setTick((n) => n + 1));
    // The effect runs a frame after rendering: a change made in between was heard by no one.
    if (where(router.location) !== at) setTick((n) => n + 1);
    return off;
  }, [router]);
  return router;
}
