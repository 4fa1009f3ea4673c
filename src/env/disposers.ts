// Every install returns its uninstall (docs/architecture.md). Installs that must be undone by `destroy()`
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

// Each capability keeps its state in one file of its own folder and registers how that state
// goes back to its defaults (nanostores' `cleanStores` idea). Registrations are permanent.
const resets: Array<() => void> = [];

/** Registers how one capability's state returns to its defaults; run by `resetAll()` (destroy, tests). */
export function registerReset(fn: () => void): void {
  resets.push(fn);
}

/** Runs every registered disposer (newest first), then every registered state reset; one that throws does not stop the rest. */
export function resetAll(): void {
  disposeAll();
  for (const fn of resets) {
    try {
      fn();
    } catch (error) {
      console.error('[atrium] reset failed', error);
    }
  }
}
