// The resource report: scripts and styles the page loaded, sent to
// `{maintain domain}/cp/resourceReport.json` 10 s after the first of them was collected.
import { TIMING } from './constants';
import type { Clock } from './types';

/** One entry of `resourceList` (docs/spec-coverage.md L155). */
export interface ResourceRecord {
  resourceUrl: string;
  resourceType: string;
  resourceModule: string;
  resourceHash: string;
  requestStartTime: number;
  pageUrl: string;
}

/**
 * The record of a loaded resource, or null for types the report does not cover and for a URL
 * `clean` leaves out (`''`). Type, module and hash are read from the cleaned URL.
 */
export function toResourceRecord(
  entry: { name: string; initiatorType?: string; startTime: number },
  timeOrigin: number,
  pageUrl: string,
  clean: (url: string) => string = (url) => url,
): ResourceRecord | null {
  const resourceUrl = clean(entry.name);
  const path = resourceUrl.split(/[?#]/)[0] ?? '';
  const type =
    /\.css$/i.test(path) || entry.initiatorType === 'link' ? 'css' : /\.m?js$/i.test(path) ? 'js' : '';
  if (!type || !resourceUrl) return null;
  // `/build/{module}/…` is the suite's static layout; `name.{hash}.js` carries the hash.
  const moduleMatch = /\/build\/([^/]+)\//.exec(path);
  const hashMatch = /[.-]([0-9a-f]{8,})\.(?:m?js|css)$/i.exec(path);
  return {
    resourceUrl,
    resourceType: type,
    resourceModule: moduleMatch?.[1] ?? '',
    resourceHash: hashMatch?.[1] ?? '',
    requestStartTime: Math.round(timeOrigin + entry.startTime),
    pageUrl,
  };
}

export interface ResourceReporter {
  add(records: ResourceRecord[]): void;
  stop(): void;
}

/** Collects records and sends each collection 10 s after its first record arrived. */
export function createResourceReporter(
  clock: Clock,
  send: (body: { resourceList: ResourceRecord[] }) => Promise<unknown>,
  canSend: () => boolean,
): ResourceReporter {
  let list: ResourceRecord[] = [];
  let timer: unknown = null;
  const fire = () => {
    timer = null;
    if (!canSend()) {
      timer = clock.setTimeout(fire, TIMING.resourceReportDelay);
      return;
    }
    const resourceList = list;
    list = [];
    if (resourceList.length) send({ resourceList }).catch(() => {});
  };
  return {
    add(records) {
      if (!records.length) return;
      list.push(...records);
      if (list.length > 2000) list.splice(0, list.length - 2000);
      timer ??= clock.setTimeout(fire, TIMING.resourceReportDelay);
    },
    stop() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
