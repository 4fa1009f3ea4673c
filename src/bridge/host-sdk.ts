// Guarded access to the host containers' JS-SDK objects (`wx`, `dd`, `tt`, `HWH5`): each call is
// attempted only when the object and method exist, and never throws into the page.

type Fn = (...args: unknown[]) => unknown;

/** Reads `window.a.b.c` as a function, or undefined. */
export function hostFn(path: string): Fn | undefined {
  if (typeof window === 'undefined') return undefined;
  let node: unknown = window;
  for (const key of path.split('.')) {
    if (node === null || (typeof node !== 'object' && typeof node !== 'function')) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'function' ? (node as Fn) : undefined;
}

/** Calls the first existing function of `paths` with `args` (bound to its owner); true if one ran. */
export function callHost(paths: string[], ...args: unknown[]): boolean {
  for (const path of paths) {
    const fn = hostFn(path);
    if (!fn) continue;
    const ownerPath = path.split('.').slice(0, -1);
    let owner: unknown = window;
    for (const key of ownerPath) owner = (owner as Record<string, unknown>)[key];
    try {
      const out = fn.apply(owner, args);
      if (out && typeof (out as Promise<unknown>).catch === 'function') {
        (out as Promise<unknown>).catch(() => undefined);
      }
      return true;
    } catch (error) {
      console.warn('[atrium] host container call failed', path, error);
    }
  }
  return false;
}
