// What every demo-host route module receives: the shared request log, per-area state,
// the fault table and reset hooks. Tests read all of it over /__demo/*.
import type { Express, Request } from 'express';

import type { LogEntry, Fault as WireFault } from '../../testing/wire';

export type { LogEntry };

/** A fault as the kit sends it, plus the host's own count of the requests it matched. */
export interface Fault extends WireFault {
  /** Internal counter of matches. */
  seen?: number;
}

export interface DemoContext {
  log: LogEntry[];
  state: Record<string, unknown>;
  faults: Fault[];
  onReset(fn: () => void): void;
  /** Origins of the two servers, e.g. http://127.0.0.1:4310 */
  origins: { main: string; second: string };
  /** Log entries for one path (or prefix ending in `*`). */
  entries(path: string): LogEntry[];
}

export type RegisterRoutes = (app: Express, ctx: DemoContext) => void;

/** Parses a body that may be JSON, form-encoded or plain text. */
export function parseBody(req: Request, raw: string): unknown {
  if (!raw) return undefined;
  const type = String(req.headers['content-type'] || '');
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export function matchPath(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}
