// The main report's fields (docs/spec-coverage.md L120).

import { detectCurrent } from '../env/device';
import { currentLang } from '../env/store';
import { version } from '../version';
import { pageUrl } from './error-io';
import type { UrlPolicy } from './filter';
import { makeId } from './record';
import type { MainReport } from './reporter';

const named = (p: { name: string; version: string }) => `${p.name} ${p.version}`.trim();

/** An upload's `clientInfo` and `browserInfo`: the OS and the browser with their versions. */
export function clientNames(): { clientInfo: string; browserInfo: string } {
  const info = detectCurrent();
  return { clientInfo: named(info.os), browserInfo: named(info.browser) };
}

/** Builds the page's main report at `now`; its `url` passes the URL rules (docs/monitor.md#urls). */
export function buildMainReport(now: number, urls?: UrlPolicy): MainReport {
  const info = detectCurrent();
  return {
    id: makeId(),
    url: urls ? urls.clean(pageUrl(), 'page') : pageUrl(),
    timestamp: now,
    userAgent: globalThis.navigator?.userAgent ?? '',
    device: info.type,
    engine: info.engine.name,
    browser: named(info.browser),
    os: info.os.name,
    osVersion: info.os.version,
    version,
    language: currentLang(),
  };
}
