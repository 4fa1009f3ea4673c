// The main report's fields (spec §3).
import { currentLang } from '../env/store';
import { version } from '../version';
import { parseUserAgent, userAgent } from './client-info';
import { makeId } from './record';
import type { MainReport } from './reporter';

/** Builds the page's main report at `now`. */
export function buildMainReport(now: number): MainReport {
  const ua = userAgent();
  const info = parseUserAgent(ua);
  let url = '';
  try {
    url = globalThis.location?.href ?? '';
  } catch {
    url = '';
  }
  return {
    id: makeId(now),
    url,
    timestamp: now,
    userAgent: ua,
    device: info.device,
    engine: info.engine,
    browser: `${info.browser} ${info.browserVersion}`.trim(),
    os: info.os,
    osVersion: info.osVersion,
    version,
    language: currentLang(),
  };
}
