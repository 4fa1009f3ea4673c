// The demo host: a reference platform server for development and tests (`npm run demo`, and
// Playwright's webServer). Two origins: `main` serves dist/, the demo pages and every endpoint;
// `second` (port + 1) serves the same endpoints for cross-origin tests.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import {
  type DemoContext,
  type Fault,
  type LogEntry,
  matchPath,
  parseBody,
  type RegisterRoutes,
} from './lib/context';
import { LOGIN_PAGE_HTML } from './lib/login-page';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
/**
 * The build it serves at /dist: the one it ships in (the package's dist/demo-host, next to
 * atrium.esm.js), else ATRIUM_OUT, else the repository's dist/.
 */
const distDir = existsSync(join(here, '..', 'atrium.esm.js'))
  ? join(here, '..')
  : join(root, process.env.ATRIUM_OUT || 'dist');

function createContext(origins: DemoContext['origins']): DemoContext {
  const resetHooks: Array<() => void> = [];
  const ctx: DemoContext = {
    log: [],
    state: {},
    faults: [],
    origins,
    onReset(fn) {
      resetHooks.push(fn);
      fn();
    },
    entries(path) {
      return ctx.log.filter((e) => matchPath(path, e.path));
    },
  };
  (ctx as DemoContext & { _reset: () => void })._reset = () => {
    ctx.log.length = 0;
    ctx.faults.length = 0;
    for (const key of Object.keys(ctx.state)) delete ctx.state[key];
    for (const fn of resetHooks) fn();
  };
  return ctx;
}

let seq = 0;

function bodyAndLog(ctx: DemoContext, origin: LogEntry['origin']) {
  return (req: Request, res: Response, next: NextFunction) => {
    // CORS for the cross-origin tests: echo the origin, allow credentials and any header.
    const from = req.headers.origin;
    if (from) {
      res.setHeader('Access-Control-Allow-Origin', from);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        String(req.headers['access-control-request-headers'] || '*'),
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      req.body = parseBody(req, raw);
      if (!req.path.startsWith('/__demo') && !isStatic(req.path)) {
        ctx.log.push({
          seq: ++seq,
          time: Date.now(),
          origin,
          method: req.method,
          path: req.path,
          url: req.originalUrl,
          query: req.query as Record<string, unknown>,
          headers: req.headers,
          body: req.body,
        });
      }
      next();
    });
  };
}

function isStatic(path: string): boolean {
  return path.startsWith('/dist/') || path.startsWith('/pages/') || path === '/' || path === '/favicon.ico';
}

function faults(ctx: DemoContext) {
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

function demoApi(app: Express, ctx: DemoContext & { _reset?: () => void }) {
  app.get('/__demo/log', (req, res) => {
    const path = typeof req.query.path === 'string' ? req.query.path : '';
    res.json(path ? ctx.entries(path) : ctx.log);
  });
  app.get('/__demo/state', (_req, res) => {
    res.json(ctx.state);
  });
  app.post('/__demo/reset', (_req, res) => {
    ctx._reset?.();
    res.json({ ok: true });
  });
  app.post('/__demo/faults', (req, res) => {
    const list = (Array.isArray(req.body) ? req.body : [req.body]) as Fault[];
    for (const f of list) {
      if (!f || typeof f.path !== 'string') {
        res.status(400).json({ error: 'a fault needs a path' });
        return;
      }
    }
    ctx.faults.unshift(...list);
    res.json({ ok: true, faults: ctx.faults });
  });
  app.delete('/__demo/faults', (_req, res) => {
    ctx.faults.length = 0;
    res.json({ ok: true });
  });
}

/**
 * Lists demo pages (demo-host/pages/**.html) with their <title>, for the index. A page with
 * `<meta name="atrium-demo" content="test-only">` is one tests drive, not a capability demo.
 */
function listPages(): Array<{ href: string; title: string; testOnly: boolean }> {
  const dir = join(here, 'pages');
  const out: Array<{ href: string; title: string; testOnly: boolean }> = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8');
        const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? name;
        const testOnly = /<meta\s+name="atrium-demo"\s+content="test-only"/i.test(html);
        out.push({ href: `/pages/${relative(dir, full).split('\\').join('/')}`, title, testOnly });
      }
    }
  };
  walk(dir);
  return out;
}

function indexPage(): string {
  const pages = listPages();
  const items = (testOnly: boolean) =>
    pages
      .filter((p) => p.testOnly === testOnly)
      .map((p) => `<li><a href="${p.href}">${p.title}</a> <code>${p.href}</code></li>`)
      .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Atrium demo host</title>
<style>body{font:15px system-ui,sans-serif;max-width:860px;margin:32px auto;padding:0 16px}code{color:#888}</style>
</head><body><h1>Atrium demo host</h1>
<p>Each page exercises one capability with <code>/dist/atrium.umd.js</code>. Fault injection:
<code>POST /__demo/faults</code>; log: <a href="/__demo/log">/__demo/log</a>; state: <a href="/__demo/state">/__demo/state</a>.</p>
<h2>Capability demos</h2>
<ul data-testid="demo-index-demos">${items(false)}</ul>
<h2>Test-only pages</h2>
<p>Pages the automated tests drive: they do little on their own.</p>
<ul data-testid="demo-index-test-pages">${items(true)}</ul></body></html>`;
}

/**
 * The SDK's runtime libraries (its package.json `dependencies`) where Node would find them, served
 * at /node_modules/<name>/: the ES module build imports them by name (docs/architecture.md#build),
 * and pages/embed/esm.html, which loads that build without a bundler, maps the names to these
 * files with an import map.
 */
function dependencyDirs(): Array<[string, string]> {
  const packageRoot = existsSync(join(root, 'package.json')) ? root : join(root, '..');
  const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(pkg.dependencies ?? {}).flatMap((name): Array<[string, string]> => {
    for (let dir = packageRoot; ; dir = dirname(dir)) {
      const found = join(dir, 'node_modules', name);
      if (existsSync(join(found, 'package.json'))) return [[name, found]];
      if (dirname(dir) === dir) return [];
    }
  });
}

async function loadRoutes(): Promise<RegisterRoutes[]> {
  const dir = join(here, 'routes');
  const files = readdirSync(dir)
    .filter((f) => /\.(ts|js|mjs)$/.test(f))
    .sort();
  const out: RegisterRoutes[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as { register?: RegisterRoutes };
    if (typeof mod.register === 'function') out.push(mod.register);
  }
  return out;
}

function createApp(ctx: DemoContext, origin: LogEntry['origin'], routes: RegisterRoutes[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(bodyAndLog(ctx, origin));
  demoApi(app, ctx);
  app.use(faults(ctx));
  for (const register of routes) register(app, ctx);
  app.get('/', (_req, res) => {
    res.type('html').send(indexPage());
  });
  app.use('/dist', express.static(distDir, { etag: false, maxAge: 0 }));
  for (const [name, dir] of dependencyDirs())
    app.use(`/node_modules/${name}`, express.static(dir, { etag: false, maxAge: 0 }));
  app.use('/pages', express.static(join(here, 'pages'), { etag: false, maxAge: 0 }));
  app.use('/', express.static(join(here, 'public'), { etag: false, maxAge: 0 }));
  // Unknown API paths answer 404 JSON, as the platform does.
  app.use((req, res) => {
    res.status(404).json({ status: false, code: 404, msg: `no route ${req.method} ${req.path}` });
  });
  return app;
}

export interface DemoHost {
  origins: DemoContext['origins'];
  ctx: DemoContext;
  close(): Promise<void>;
}

/** Starts both origins. `port` 0 picks free ports. */
export async function startDemoHost(port = 4300, host = '127.0.0.1'): Promise<DemoHost> {
  const routes = await loadRoutes();
  const origins = { main: '', second: '' };
  const ctx = createContext(origins);
  const listen = (app: Express, p: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = app.listen(p, host, (err?: Error) => (err ? reject(err) : resolve(server)));
      // Idle keep-alive sockets stay open: with Node's 5 s default, a client reusing a socket as
      // the server drops it gets ECONNRESET (seen from the tests' request context on a busy machine).
      server.keepAliveTimeout = 0;
      server.on('error', reject);
    });
  const mainServer = await listen(createApp(ctx, 'main', routes), port);
  const mainPort = (mainServer.address() as { port: number }).port;
  const secondServer = await listen(createApp(ctx, 'second', routes), port === 0 ? 0 : mainPort + 1);
  const secondPort = (secondServer.address() as { port: number }).port;
  origins.main = `http://${host}:${mainPort}`;
  origins.second = `http://${host}:${secondPort}`;
  return {
    origins,
    ctx,
    close: () =>
      new Promise<void>((resolve) => {
        mainServer.closeAllConnections();
        secondServer.closeAllConnections();
        mainServer.close(() => secondServer.close(() => resolve()));
      }),
  };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const port = Number(process.env.DEMO_PORT || process.env.PORT || 4300);
  const demo = await startDemoHost(port);
  console.log(`Atrium demo host: ${demo.origins.main}/  (second origin: ${demo.origins.second})`);
  const stop = () => demo.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
