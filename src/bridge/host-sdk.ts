// Guarded access to the host containers' JS-SDK objects (`wx`, `dd`, `tt`, `HWH5`): each call is
// attempted only when the object and method exist, and never throws into the page.

import { readGlobalPath } from '../env/page-global';

type Fn = (...args: unknown[]) => unknown;

/** Reads `window.a.b.c` as a function, or undefined (through data objects only: see readGlobalPath). */
export function hostFn(path: string): Fn | undefined {
  const node = readGlobalPath(path);
  return typeof node === 'function' ? (node as Fn) : undefined;
}

/** Calls the first existing function of `paths` with `args` (bound to its owner); true if one ran. */
export function callHost(paths: string[], ...args: unknown[]): boolean {
  for (const path of paths) {
    const fn = hostFn(path);
    if (!fn) continue;
    const ownerPath = path.split('.').slice(0, -1);
    const owner: unknown = ownerPath.length ? readGlobalPath(ownerPath.join('.')) : window;
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
