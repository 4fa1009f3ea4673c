// Adapters the init pipeline uses to start the other folders' work.

import { readPageContext } from '../env/context';
import { readGlobalObject } from '../env/page-global';
import { installRtl } from '../env/rtl';
import { $translationMode } from '../env/store';
import { loadCurrencySymbols } from '../i18n/currency';
import type { MonitorControls } from '../monitor';
import { startMonitor, stopMonitor } from '../monitor';
import { setTokenRefresher } from '../request/session';

/** Starts the monitor with its controls; returns its stop (for destroy()). */
export function startMonitoring(controls: MonitorControls): () => void {
  startMonitor(controls);
  return stopMonitor;
}

/** Hands the request layer a token refresher for session expiry; returns its removal. */
export function installTokenRefresher(refresh: () => Promise<string>): () => void {
  return setTokenRefresher(refresh);
}

/** Reads the tenant/user context the host page put on window into $context. */
export function readContext(): void {
  readPageContext();
}

/** Arabic locales switch the page to right-to-left (docs/spec-coverage.md L379); undone by destroy(). */
export function applyDirection(): void {
  installRtl();
}

/**
 * Translation mode (docs/spec-coverage.md L270): on when the page context says so (`window.TEAMS.translationMode`)
 * or localStorage `atrium.translationMode` is `'true'`. Labels then come from the translation
 * endpoint and requests carry `enableTrans`. Returns the reset.
 */
export function applyTranslationMode(): () => void {
  let on = false;
  try {
    const teams = readGlobalObject('TEAMS');
    on =
      teams?.translationMode === true ||
      globalThis.localStorage?.getItem('atrium.translationMode') === 'true';
  } catch {
    // storage blocked: off
  }
  $translationMode.set(on);
  return () => $translationMode.set(false);
}

/**
 * On distribute and reportShare pages, the currency symbol map: started, not awaited (a failure
 * is a warning, the symbols fall back to the codes).
 */
export function startCurrencySymbols(): void {
  loadCurrencySymbols().catch((error: unknown) =>
    console.warn('[atrium] currency symbols unavailable', error),
  );
}
