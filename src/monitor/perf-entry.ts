// Performance entries as sub-reports carry them (pure).
import { LIMITS } from './constants';
import type { UrlPolicy } from './filter';
import { isOwnEndpoint } from './http';
import type { PerfEntry } from './types';

const RESOURCE_FIELDS = [
  'initiatorType',
  'nextHopProtocol',
  'workerStart',
  'redirectStart',
  'redirectEnd',
  'fetchStart',
  'domainLookupStart',
  'domainLookupEnd',
  'connectStart',
  'connectEnd',
  'secureConnectionStart',
  'requestStart',
  'responseStart',
  'responseEnd',
  'transferSize',
  'encodedBodySize',
  'decodedBodySize',
  'responseStatus',
] as const;

/** Page facts a mark carries: element count and, where the browser tells, JS heap sizes. */
export interface MarkFacts {
  elementCount?: number;
  jsHeapSizeLimit?: number;
  totalJSHeapSize?: number;
  usedJSHeapSize?: number;
}

/** False for entries not worth sending: bogus sizes of 1 TiB+, and the monitor's own requests. */
export function isReportable(entry: { name: string; entryType: string; encodedBodySize?: number }): boolean {
  if (entry.entryType === 'resource') {
    if ((entry.encodedBodySize ?? 0) >= LIMITS.hugeBody) return false;
    if (isOwnEndpoint(entry.name)) return false;
  }
  return true;
}

/** Converts a PerformanceEntry; `timeOrigin` turns startTime into an epoch timestamp. */
export function toPerfEntry(entry: PerformanceEntry, timeOrigin: number, facts?: MarkFacts): PerfEntry {
  const out: PerfEntry = {
    name: entry.name,
    entryType: entry.entryType,
    startTime: Math.round(entry.startTime * 100) / 100,
    timestamp: Math.round(timeOrigin + entry.startTime),
    duration: Math.round(entry.duration * 100) / 100,
  };
  if (entry.entryType === 'resource') {
    const r = entry as unknown as Record<string, unknown>;
    for (const f of RESOURCE_FIELDS) {
      const v = r[f];
      if (typeof v === 'number' || typeof v === 'string') out[f] = v;
    }
  }
  if (facts) Object.assign(out, facts);
  return out;
}

/**
 * The entries a sub-report may carry under the URL rules (docs/monitor.md#urls): resources only
 * when reportable (in an external system, the platform's), URLs through the rules and
 * `beforeSendUrl` (a resource it leaves out is not carried).
 */
export function cleanEntries(entries: PerfEntry[], urls: UrlPolicy): PerfEntry[] {
  const out: PerfEntry[] = [];
  for (const e of entries) {
    if (e.entryType !== 'resource') out.push(e);
    else if (urls.reportable(e.name)) {
      const name = urls.clean(e.name, 'resource');
      if (name) out.push({ ...e, name });
    }
  }
  return out;
}
