// What every demo-host route module receives: the shared request log, per-area state,
// the fault table and reset hooks. Tests read all of it over /__demo/*.
import type { Express, Request } from 'express';

export interface LogEntry {
  seq: number;
  time: number;
  origin: 'main' | 'second';
  method: string;
  path: string;
  url: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface Fault {
  /** Exact path, or a prefix when it ends with `*`. */
  path: string;
  method?: string;
  /** Delay before answering (or before the other fault applies), in ms. */
  latency?: number;
  status?: number;
  body?: unknown;
  contentType?: string;
  /** A `Location` header (with `status` 301/302/307/308: a redirect). */
  location?: string;
  /** Answer 200 with an HTML login page. */
  loginPage?: boolean;
  /** Never answer. */
  hang?: boolean;
  /** Destroy the socket without answering. */
  drop?: boolean;
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number;
  /** Apply to every n-th matching request only (e.g. 2 = every other one). */
  every?: number;
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
