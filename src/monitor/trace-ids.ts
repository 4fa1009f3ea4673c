// The latest trace ids of finished requests: 60 successful, 50 failed (docs/spec-coverage.md L350).
import { LIMITS } from './constants';

export interface TraceItem {
  traceId: string;
  url: string;
  method: string;
  status?: number;
  duration: number;
}

export interface TraceIds {
  add(item: TraceItem, ok: boolean): void;
  snapshot(): { success: TraceItem[]; error: TraceItem[] };
}

/** A bounded keeper of trace ids; the oldest leave first. */
export function createTraceIds(
  maxSuccess: number = LIMITS.traceSuccess,
  maxError: number = LIMITS.traceError,
): TraceIds {
  const success: TraceItem[] = [];
  const error: TraceItem[] = [];
  return {
    add(item, ok) {
      const list = ok ? success : error;
      list.push(item);
      const max = ok ? maxSuccess : maxError;
      if (list.length > max) list.splice(0, list.length - max);
    },
    snapshot: () => ({ success: [...success], error: [...error] }),
  };
}
