// A part of the monitor that only some pages need (route tracking, render profiling): its code
// loads the first time the part is wanted — a chunk of its own for bundlers, inlined in the
// script file (docs/monitor.md#what-loads-when). A load that ends after the part stopped being
// wanted (its switch went off, the monitor stopped) installs nothing; a load or install that
// fails warns on the console, never throws into the page, and is tried again at the next
// switch change that wants the part.

export interface LazyPart {
  /** Installs the part (loading its code first) when `want`, uninstalls it when not. */
  set(want: boolean): void;
}

/**
 * `install(code, since)` installs the part from its loaded `code`; `since` is when the part was
 * first wanted (its measurements start there, not when the code arrived). Returns the uninstall.
 */
export function lazyPart<M>(
  name: string,
  load: () => Promise<M>,
  install: (code: M, since: number) => () => void,
  now: () => number,
): LazyPart {
  let since: number | null = null;
  let loading = false;
  let off: (() => void) | null = null;
  return {
    set(want) {
      if (!want) {
        since = null;
        off?.();
        off = null;
        return;
      }
      since ??= now();
      if (off || loading) return;
      loading = true;
      load()
        .then((code) => {
          if (since !== null && !off) off = install(code, since);
        })
        .catch((error: unknown) => console.warn(`[atrium] monitor ${name} did not start`, error))
        .finally(() => {
          loading = false;
        });
    },
  };
}
