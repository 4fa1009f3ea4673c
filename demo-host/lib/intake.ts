// The demo host's intake: CORS for its own origins, capped bodies into the capped log, and the
// fault table applied before any route.
import type { NextFunction, Request, Response } from 'express';
import { type DemoContext, type LogEntry, matchPath, parseBody } from './context';
import { corsFor, MAX_BODY_BYTES } from './guard';
import { LOGIN_PAGE_HTML } from './login-page';

let seq = 0;

/** The context with what only the server uses: the reset, and the log's capped push. */
export type Internal = DemoContext & { _reset: () => void; _push: (entry: LogEntry, bytes: number) => void };

/** What the host's guards need to know once both servers listen. */
export interface Guards {
  token: string;
  allowed: () => Set<string>;
}

/** Approximate bytes one log entry holds (what the log's cap counts). */
const entryBytes = (e: LogEntry, raw: string) => raw.length + e.url.length + 512;

export function bodyAndLog(ctx: DemoContext, origin: LogEntry['origin'], guards: Guards) {
  const corsAllowed = corsFor(guards.allowed);
  return (req: Request, res: Response, next: NextFunction) => {
    // CORS for the cross-origin tests: the host's own two origins only, never on the control plane.
    const from = req.headers.origin;
    const cors = !req.path.startsWith('/__demo') && corsAllowed(from);
    if (cors && from) {
      res.setHeader('Access-Control-Allow-Origin', from);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      if (cors) {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
        res.setHeader(
          'Access-Control-Allow-Headers',
          String(req.headers['access-control-request-headers'] || '*'),
        );
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    const tooBig = () => {
      res.status(413).setHeader('Connection', 'close');
      res.json({ status: false, code: 413, msg: `request bodies are capped at ${MAX_BODY_BYTES} bytes` });
      res.on('finish', () => req.socket.destroy());
    };
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooBig();
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (c: Buffer) => {
      if (refused) return;
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        refused = true;
        chunks.length = 0;
        tooBig();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (refused) return;
      const raw = Buffer.concat(chunks).toString('utf8');
      req.body = parseBody(req, raw);
      if (!req.path.startsWith('/__demo') && !isStatic(req.path)) {
        const entry: LogEntry = {
          seq: ++seq,
          time: Date.now(),
          origin,
          method: req.method,
          path: req.path,
          url: req.originalUrl,
          query: req.query as Record<string, unknown>,
          headers: req.headers,
          body: req.body,
        };
        (ctx as Internal)._push(entry, entryBytes(entry, raw));
      }
      next();
    });
  };
}

function isStatic(path: string): boolean {
  return path.startsWith('/dist/') || path.startsWith('/pages/') || path === '/' || path === '/favicon.ico';
}

export function faults(ctx: DemoContext) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/__demo')) return next();
    const fault = ctx.faults.find(
      (f) => matchPath(f.path, req.path) && (!f.method || f.method.toUpperCase() === req.method),
    );
    if (!fault) return next();
    fault.seen = (fault.seen ?? 0) + 1;
    if (fault.every && fault.seen % fault.every !== 0) return next();
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) ctx.faults.splice(ctx.faults.indexOf(fault), 1);
    }
    const apply = () => {
      if (fault.hang) return; // never answers; closed when the server stops
      if (fault.drop) {
        req.socket.destroy();
        return;
      }
      if (fault.loginPage) {
        res.status(200).type('html').send(LOGIN_PAGE_HTML);
        return;
      }
      if (fault.location) res.setHeader('Location', fault.location);
      if (fault.status === undefined && fault.body === undefined) return next();
      res.status(fault.status ?? 200);
      if (fault.contentType) res.type(fault.contentType);
      if (typeof fault.body === 'string') res.send(fault.body);
      else res.json(fault.body ?? {});
    };
    if (fault.latency) setTimeout(apply, fault.latency);
    else apply();
  };
}
