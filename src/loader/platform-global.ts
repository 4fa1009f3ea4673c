// Platform app libraries are built against the script build: they read `window.Atrium.React`.
// A page that uses the ES module build has no such global, so before loading a library the
// loader defines a minimal one — `{ React, version }` plus what the caller adds (the embed
// layer: `getRouter`, `useRouter`) — unless the page already has an
// `Atrium` object (the script build, or the host's own). destroy() removes what it defined.
import * as React from 'preact/compat';
import { addDisposer } from '../env/disposers';
import { version } from '../version';

/** Makes `window.Atrium.React` available to platform libraries (ES module build). */
export function ensurePlatformGlobal(extra?: object): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { Atrium?: unknown };
  const existing = w.Atrium;
  if (
    existing &&
    typeof existing === 'object' &&
    typeof (existing as { React?: unknown }).React === 'object'
  ) {
    return;
  }
  if (existing !== undefined) return; // the page owns another `Atrium`: leave it alone
  const shim = Object.freeze({ ...extra, React, version });
  Object.defineProperty(window, 'Atrium', { value: shim, configurable: true, writable: true });
  addDisposer(() => {
    if (w.Atrium === shim) delete w.Atrium;
  });
}
