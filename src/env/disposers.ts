// Every install returns its uninstall (DESIGN). Installs that must be undone by `destroy()`
// register their uninstall here; `disposeAll()` runs them newest first.
const disposers = new Set<() => void>();

/** Registers an uninstall function for destroy(); returns a function that unregisters it. */
export function addDisposer(fn: () => void): () => void {
  disposers.add(fn);
  return () => {
    disposers.delete(fn);
  };
}

/** Runs and forgets every registered uninstall, newest first; one that throws does not stop the rest. */
export function disposeAll(): void {
  const all = [...disposers].reverse();
  disposers.clear();
  for (const fn of all) {
    try {
      fn();
    } catch (error) {
      console.error('[atrium] cleanup failed', error);
    }
  }
}
