// The one file where embed reaches into the areas it composes (monitor, request, env context,
// hooks). Each adapter is narrow so the pipeline, render and callFunction stay readable.
import { readPageContext } from '../env/context';
import { installRtl } from '../env/rtl';
import { applyOvComponent, applyOvProps } from '../hooks/overrides';
import { captureError, startMonitor, stopMonitor } from '../monitor/monitor';
import { setTokenRefresher } from '../request/session';
import type { EmbedConfig } from './config';

/** Reports a caught component or module-call error to the monitor (as `e10Com` with its name). */
export function reportError(error: unknown, comName?: string): void {
  captureError(error, comName ? { comName } : undefined);
}

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

/** regOvComponent hooks for (lib, component). */
export function overrideComponent<T>(lib: string, component: string, com: T): T {
  return lib ? applyOvComponent(lib, component, com) : com;
}

/** regOvProps hooks for (lib, component). */
export function overrideProps<T extends object>(lib: string, component: string, props: T): T {
  return lib ? applyOvProps(lib, component, props) : props;
}

/** Arabic locales switch the page to right-to-left (spec §9); undone by destroy(). */
export function applyDirection(): void {
  installRtl();
}
