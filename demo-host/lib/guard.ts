// What keeps the demo host a local tool that trusts no web page (docs/testing.md#what-the-demo-host-trusts):
// a Host check against DNS rebinding, CORS only for its own two origins and never on /__demo/*,
// a per-run token and JSON-only POSTs on the control plane, capped bodies, and file roots no
// encoded separator or `..` leaves.
import { timingSafeEqual } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { resolve, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { DEMO_TOKEN_HEADER } from '../../testing/token';

/** The largest request body the host reads (bigger ones answer 413). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** The most the request log keeps, in body + URL bytes (the oldest entries go first). */
export const MAX_LOG_BYTES = 32 * 1024 * 1024;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The host names a request may carry in `Host` (with one of `ports`): the bound address, the
 * loopback names, and — bound to every interface (`0.0.0.0`, `::`) — each interface's address.
 */
export function allowedHosts(bound: string, ports: number[]): Set<string> {
  const names = new Set(['127.0.0.1', 'localhost', 'localhost.', '[::1]']);
  names.add(bound.includes(':') ? `[${bound}]` : bound);
  if (bound === '0.0.0.0' || bound === '::') {
    for (const list of Object.values(networkInterfaces()))
      for (const a of list ?? []) names.add(a.family === 'IPv6' ? `[${a.address}]` : a.address);
  }
  const out = new Set<string>();
  for (const name of names) for (const port of ports) out.add(`${name}:${port}`.toLowerCase());
  return out;
}

/** Refuses (421) a request whose `Host` is not one of the host's own: a rebound DNS name. */
export function hostCheck(allowed: () => Set<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const host = String(req.headers.host ?? '').toLowerCase();
    if (allowed().has(host)) return next();
    res
      .status(421)
      .type('text/plain')
      .send('misdirected request: this demo host answers only to its own address');
  };
}

/** The CORS origins the SDK's cross-origin tests need: the host's own two origins, by any allowed name. */
export function corsFor(allowed: () => Set<string>) {
  return (origin: string | undefined): boolean => {
    if (!origin) return false;
    try {
      const u = new URL(origin);
      return u.protocol === 'http:' && allowed().has(u.host.toLowerCase());
    } catch {
      return false;
    }
  };
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The control plane (`/__demo/*`): the token on every call (401), `Content-Type: application/json`
 * on every POST (415). `GET /__demo/token` hands the token to the host's own pages only: a browser
 * request from its own origin (`Sec-Fetch-Site: same-origin`) over loopback.
 */
export function controlCheck(token: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/__demo')) return next();
    if (req.path === '/__demo/token' && req.method === 'GET') {
      const sameOrigin = req.headers['sec-fetch-site'] === 'same-origin';
      if (sameOrigin && LOOPBACK.has(req.socket.remoteAddress ?? '')) {
        res.setHeader('Cache-Control', 'no-store');
        res.json({ token });
      } else res.status(403).json({ error: 'the token is for the demo host’s own pages' });
      return;
    }
    const given = req.headers[DEMO_TOKEN_HEADER];
    if (typeof given !== 'string' || !same(given, token)) {
      res.status(401).json({
        error: `the demo host's control plane needs its token in the ${DEMO_TOKEN_HEADER} header (printed at start; the QA kit reads it)`,
      });
      return;
    }
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (req.method === 'POST' && type !== 'application/json') {
      res.status(415).json({ error: 'control POSTs take Content-Type: application/json' });
      return;
    }
    next();
  };
}

/**
 * `rest` (decoded path segments) inside `root`, or null: a segment holding a separator (an encoded
 * `%2F`/`%5C`), a NUL, a dot-name or `..`, or a path that resolves outside `root`.
 */
export function insideRoot(root: string, rest: readonly string[]): string | null {
  if (rest.some((p) => p === '' || p.startsWith('.') || /[\\/\0]/.test(p))) return null;
  const base = resolve(root);
  const full = resolve(base, ...rest);
  return full.startsWith(base + sep) ? full : null;
}

/** Refuses (404) a path with an encoded separator in a segment before it reaches a file root. */
export function noEncodedSeparators(req: Request, res: Response, next: NextFunction): void {
  const raw = req.originalUrl.split('?')[0] ?? '';
  if (/%(2f|5c|00)/i.test(raw)) {
    res.status(404).json({ status: false, msg: 'not found' });
    return;
  }
  next();
}
