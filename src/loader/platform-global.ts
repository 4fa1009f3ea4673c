// Platform app libraries are built against the script build: they read `window.Atrium.React`.
// A page that uses the ES module build has no such global, so before loading a library the
// loader defines a minimal one — `{ React, version }` plus what the caller adds (the embed
// layer: `getRouter`, `useRouter`) — unless the page already has an `Atrium` global (the script
// build, or the host's own). destroy() removes what it defined.
import * as React from 'preact/compat';
import { addDisposer } from '../env/disposers';
import { hasOwn } from '../env/own';
import { version } from '../version';

/**
 * Makes `window.Atrium.React` available to platform libraries (ES module build), with `extra`
 * (the embed layer's router functions). A global a script set is an own property of `window`;
 * an element with id or name `Atrium` is reached through the window's named properties (DOM
 * clobbering), is no global, and gets shadowed.
 */
export function ensurePlatformGlobal(extra?: object): void {
  if (typeof window === 'undefined' || hasOwn(window, 'Atrium')) return;
  const shim = Object.freeze({ ...extra, React, version });
  Object.defineProperty(window, 'Atrium', { value: shim, configurable: true, writable: true });
  const w = window as unknown as { Atrium?: unknown };
  addDisposer(() => {
    if (w.Atrium === shim) delete w.Atrium;
  });
}

/** Where any build puts `ready()` for the QA kit's waitForReady() (docs/testing.md#a-bundled-app). */
const READY_KEY = Symbol.for('atrium-sdk.ready');

/**
 * Puts `ready` on `window` under `Symbol.for('atrium-sdk.ready')` (no global name: an ES module
 * app keeps its namespace) until destroy(), so `waitForReady()` works the same in a bundled app
 * as on a script-tag page.
 */
export function exposeReady(ready: () => Promise<void>): void {
  const w = window as unknown as Record<symbol, unknown>;
  if (w[READY_KEY] === ready) return;
  Object.defineProperty(w, READY_KEY, { value: ready, configurable: true, writable: true });
  addDisposer(() => {
    if (w[READY_KEY] === ready) delete w[READY_KEY];
  });
}
