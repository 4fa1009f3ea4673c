// Adapters only the init pipeline uses (it is part of the on-demand script); kept apart from
// integrations.ts so the main script does not carry them.
import { readPageContext } from '../env/context';
import { installRtl } from '../env/rtl';
import { setTokenRefresher } from '../request/session';
import type { EmbedConfig } from './config';
import { startMonitor, stopMonitor } from './monitor-on-demand';

/** Starts the monitor unless `monitor:false`; returns its stop (for destroy()). */
export function startMonitoring(config: EmbedConfig): () => void {
  if (config.monitor === false) return () => {};
  startMonitor();
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

/** Arabic locales switch the page to right-to-left (spec §9); undone by destroy(). */
export function applyDirection(): void {
  installRtl();
}
