// Which host container the page runs in: env's detect() decides (one container detection for
// the whole SDK); this file only narrows it to what the bridge needs. Pure.
import { type ContainerName, detect } from '../env/detect';

/** Host containers the bridge talks to. */
export type HostContainer = ContainerName | null;

/** The container named by a user agent, or null for a plain browser (see `detect().container`). */
export function containerOf(userAgent: string): HostContainer {
  return detect(userAgent).container;
}

/** True for phones and tablets (the title bar is a mobile feature): `!detect().isPC`. */
export function isMobileAgent(userAgent: string): boolean {
  return !detect(userAgent).isPC;
}

/** This page's user agent ('' outside a browser). */
export function currentAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent || '';
}
