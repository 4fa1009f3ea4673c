// Observes resource timings and marks (buffered, so the page's earlier ones count too).
import type { MarkFacts } from './perf-entry';
import { isReportable, toPerfEntry } from './perf-entry';
import type { PerfEntry } from './types';

function markFacts(): MarkFacts {
  const facts: MarkFacts = {};
  try {
    facts.elementCount = document.getElementsByTagName('*').length;
    const memory = (performance as unknown as { memory?: MarkFacts }).memory;
    if (memory) {
      facts.jsHeapSizeLimit = memory.jsHeapSizeLimit;
      facts.totalJSHeapSize = memory.totalJSHeapSize;
      facts.usedJSHeapSize = memory.usedJSHeapSize;
    }
  } catch {
    // no DOM
  }
  return facts;
}

/** Calls `onEntries` with reportable entries as they arrive; returns the uninstall. */
export function observePerformance(
  onEntries: (entries: PerfEntry[], raw: PerformanceEntry[]) => void,
): () => void {
  if (typeof PerformanceObserver === 'undefined' || typeof performance === 'undefined') return () => {};
  const observers: PerformanceObserver[] = [];
  for (const type of ['resource', 'mark']) {
    try {
      const observer = new PerformanceObserver((list) => {
        try {
          const raw = list
            .getEntries()
            .filter((e) => isReportable(e as PerformanceEntry & { encodedBodySize?: number }));
          if (!raw.length) return;
          const origin = performance.timeOrigin;
          const entries = raw.map((e) =>
            toPerfEntry(e, origin, e.entryType === 'mark' ? markFacts() : undefined),
          );
          onEntries(entries, raw);
        } catch {
          // never throw from an observer
        }
      });
      observer.observe({ type, buffered: true });
      observers.push(observer);
    } catch {
      // entry type not supported here
    }
  }
  return () => {
    for (const o of observers) o.disconnect();
  };
}
