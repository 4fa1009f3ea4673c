// Opener hooks: a page opened by (or framed inside) a suite page can call functions that page put
// on its window, e.g. to refresh a list after a detail page saved. We walk up the window chain —
// parent frames first, then the opener — at most 20 windows deep (docs/spec-coverage.md L361).

/** How far up the parent/opener chain {@link findOpenerHook} looks (docs/spec-coverage.md L361). */
export const OPENER_DEPTH = 20;

/** The window-like shape the walk needs (real windows in the browser, plain objects in tests). */
export interface WindowLike {
  parent?: WindowLike | null;
  opener?: WindowLike | null;
  [name: string]: unknown;
}

function read(win: WindowLike, name: string): unknown {
  try {
    return win[name];
  } catch {
    return undefined; // cross-origin window: access throws a SecurityError
  }
}

function next(win: WindowLike): WindowLike | null {
  try {
    const parent = win.parent;
    if (parent && parent !== win) return parent;
  } catch {
    // cross-origin parent
  }
  try {
    return win.opener ?? null;
  } catch {
    return null;
  }
}

/**
 * Finds the nearest window (this one first, then parents, then openers, up to
 * {@link OPENER_DEPTH} windows) whose property `name` is a function, and returns it bound to
 * that window. Cross-origin windows are skipped silently; returns undefined when none has it.
 * @param from where to start; default the current `window` (undefined outside a browser).
 *
 * @example
 * ```ts
 * findOpenerHook<() => void>('refreshList')?.(); // a detail page refreshes the list that opened it
 * ```
 */
export function findOpenerHook<F extends (...args: never[]) => unknown>(
  name: string,
  from?: WindowLike,
): F | undefined {
  if (typeof name !== 'string' || !name) return undefined;
  let win: WindowLike | null | undefined =
    from ?? (typeof window === 'undefined' ? undefined : (window as unknown as WindowLike));
  const seen = new Set<WindowLike>();
  for (let depth = 0; win && depth <= OPENER_DEPTH && !seen.has(win); depth++) {
    seen.add(win);
    const hook = read(win, name);
    if (typeof hook === 'function') return hook.bind(win) as F;
    win = next(win);
  }
  return undefined;
}
