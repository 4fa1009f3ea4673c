// The routing folder's state (docs/architecture.md#state-and-teardown): the user settings, the
// link domains added at run time, the router of rendered components and the employee card's
// pointer. One reset puts them back (destroy(), tests).
import { atom, map } from 'nanostores';
import { registerReset } from '../env/disposers';
import type { Router } from './router-types';

/** User settings (docs/spec-coverage.md L171): configKey → configValue, e.g. `common.openmethod` = `newPage`. */
export const $userSettings = map<Record<string, string>>({});

/** Link-whitelist domains added at run time through addTrustedDomains (routing/trust). */
export const $trustedDomains = atom<string[]>([]);

export const routingState = {
  /** The router of the running init() (installRouter), or null. */
  router: null as (Router & { stop(): void }) | null,
  /** The last pointer position, for the employee card (tracked once installed). */
  pointer: { x: -1, y: -1, tracking: false },
};

registerReset(() => {
  $userSettings.set({});
  $trustedDomains.set([]);
  routingState.router = null;
  Object.assign(routingState.pointer, { x: -1, y: -1, tracking: false });
});
