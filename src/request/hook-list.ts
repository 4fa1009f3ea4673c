// Public hooks that stack (setTenantAdminHook, setTokenExpireHook): each registration is its own
// entry with its own removal, and every hook runs isolated — one that throws is logged and the
// next still runs (the event emitter's rule, env/events.ts).

/** Adds `fn` to `set` as its own entry; returns the entry's removal. */
export function register<F>(set: Set<{ fn: F }>, fn: F): () => void {
  const entry = { fn };
  set.add(entry);
  return () => {
    set.delete(entry);
  };
}

/** Calls every hook of `set` with `args`, each isolated: one that throws is logged. Returns their results. */
export function callEach<A extends unknown[], R>(
  set: Set<{ fn: (...args: A) => R }>,
  what: string,
  ...args: A
): R[] {
  const out: R[] = [];
  for (const { fn } of [...set]) {
    try {
      out.push(fn(...args));
    } catch (error) {
      console.error(`[atrium] a ${what} hook threw`, error);
    }
  }
  return out;
}
