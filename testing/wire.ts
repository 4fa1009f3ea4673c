// The demo host's wire shapes (`POST /__demo/faults`, `GET /__demo/log`), shared by the QA kit and
// the demo host itself (demo-host/lib/context.ts) so the two cannot drift apart.

/** A fault the demo host applies to matching requests (`POST /__demo/faults`). */
export interface Fault {
  /** Exact path, or a prefix when it ends with `*` (e.g. `/api/*`). */
  path: string;
  /** Only this HTTP method (any when absent). */
  method?: string;
  /** Delay before answering (or before the other fault applies), in ms. */
  latency?: number;
  /** Answer with this HTTP status. */
  status?: number;
  /** Answer with this body (JSON unless a string). */
  body?: unknown;
  /** Content type of a string `body`. */
  contentType?: string;
  /** A `Location` header; with `status` 301, 302, 303, 307 or 308 the answer is a redirect. */
  location?: string;
  /** Answer 200 with the platform's HTML login page (session expiry). */
  loginPage?: boolean;
  /** Never answer. */
  hang?: boolean;
  /** Close the connection without answering (a network failure). */
  drop?: boolean;
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number;
  /** Apply to every n-th matching request only. */
  every?: number;
}

/** One request the demo host received (`GET /__demo/log`). */
export interface LogEntry {
  seq: number;
  time: number;
  /** Which of the two origins received it. */
  origin: 'main' | 'second';
  method: string;
  path: string;
  url: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}
