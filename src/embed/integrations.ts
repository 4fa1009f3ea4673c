// The one file where embed reaches into areas built alongside it (monitor, request, env
// context, hooks). Each adapter is narrow so embed stays a thin composer.
import type { EmbedConfig } from './config';

/** Reports a caught component or module-call error to the monitor. */
export function reportError(_error: unknown, _comName?: string): void {
  // wired to monitor.captureError at integration
}

/** Starts the monitor (unless `monitor:false`); returns its stop. */
export function startMonitoring(config: EmbedConfig): () => void {
  if (config.monitor === false) return () => {};
  return () => {};
}

/** Hands the request layer a token refresher for session expiry; returns its removal. */
export function installTokenRefresher(_refresh: () => Promise<string>): () => void {
  return () => {};
}

/** Reads the tenant/user context the host page put on window into $context. */
export function readContext(): void {}

/** regOvComponent hooks for (lib, component). */
export function overrideComponent<T>(_lib: string, _component: string, com: T): T {
  return com;
}

/** regOvProps hooks for (lib, component). */
export function overrideProps<T>(_lib: string, _component: string, props: T): T {
  return props;
}
