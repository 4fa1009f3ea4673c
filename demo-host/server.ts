// The demo host: a reference platform server for development and tests (`npm run demo`, and
// Playwright's webServer). Two origins: `main` serves dist/, the demo pages and every endpoint;
// `second` (port + 1) serves the same endpoints for cross-origin tests.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express, { type Express } from 'express';
import { writeDemoToken } from '../testing/token';
import { type DemoContext, type Fault, type LogEntry, matchPath, type RegisterRoutes } from './lib/context';
import { allowedHosts, controlCheck, hostCheck, MAX_LOG_BYTES, noEncodedSeparators } from './lib/guard';
import { escapeHtml } from './lib/html';
import { bodyAndLog, faults, type Guards, type Internal } from './lib/intake';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
/**
 * The build it serves at /dist: the one it ships in (the package's dist/demo-host, next to
 * atrium.esm.js), else ATRIUM_OUT, else the repository's dist/.
 */
const distDir = existsSync(join(here, '..', 'atrium.esm.js'))
  ? join(here, '..')
  : join(root, process.env.ATRIUM_OUT || 'dist');

function createContext(origins: DemoContext['origins'], maxLogBytes = MAX_LOG_BYTES): DemoContext {
  const resetHooks: Array<() => void> = [];
  // The log keeps its newest MAX_LOG_BYTES (bodies are capped at MAX_BODY_BYTES on the way in).
  const sizes = new WeakMap<LogEntry, number>();
  let logBytes = 0;
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
  (ctx as Internal)._push = (entry, bytes) => {
    ctx.log.push(entry);
    sizes.set(entry, bytes);
    logBytes += bytes;
    while (logBytes > maxLogBytes && ctx.log.length > 1) {
      const old = ctx.log.shift();
      logBytes -= (old && sizes.get(old)) ?? 0;
    }
  };
  (ctx as Internal)._reset = () => {
    logBytes = 0;
    ctx.log.length = 0;
    ctx.faults.length = 0;
    for (const key of Object.keys(ctx.state)) delete ctx.state[key];
    for (const fn of resetHooks) fn();
  };
  return ctx;
}

function demoApi(app: Express, ctx: DemoContext) {
  app.get('/__demo/log', (req, res) => {
    const path = typeof req.query.path === 'string' ? req.query.path : '';
    res.json(path ? ctx.entries(path) : ctx.log);
  });
  app.get('/__demo/state', (_req, res) => {
    res.json(ctx.state);
  });
  app.post('/__demo/reset', (_req, res) => {
    (ctx as Internal)._reset();
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
      .map(
        (p) =>
          `<li><a href="${escapeHtml(p.href)}">${escapeHtml(p.title)}</a> <code>${escapeHtml(p.href)}</code></li>`,
      )
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

function createApp(
  ctx: DemoContext,
  origin: LogEntry['origin'],
  routes: RegisterRoutes[],
  guards: Guards,
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(hostCheck(guards.allowed));
  app.use(controlCheck(guards.token));
  app.use(bodyAndLog(ctx, origin, guards));
  demoApi(app, ctx);
  app.use(faults(ctx));
  // File roots: no encoded separator in a segment (`%2F`, `%5C`) reaches one.
  app.use(['/dist', '/node_modules', '/pages', '/build', '/favicon.ico'], noEncodedSeparators);
  for (const register of routes) register(app, ctx);
  app.get('/', (_req, res) => {
    res.type('html').send(indexPage());
  });
  app.use('/dist', express.static(distDir, { etag: false, maxAge: 0 }));
  for (const [name, dir] of dependencyDirs())
    app.use(`/node_modules/${name}`, express.static(dir, { etag: false, maxAge: 0 }));
  app.use('/pages', express.static(join(here, 'pages'), { etag: false, maxAge: 0 }));
  app.use('/', noEncodedSeparators, express.static(join(here, 'public'), { etag: false, maxAge: 0 }));
  // Unknown API paths answer 404 JSON, as the platform does.
  app.use((req, res) => {
    res.status(404).json({ status: false, code: 404, msg: `no route ${req.method} ${req.path}` });
  });
  return app;
}

export interface DemoHost {
  origins: DemoContext['origins'];
  ctx: DemoContext;
  /** This run's control token (every `/__demo/*` call sends it in `x-atrium-demo-token`). */
  token: string;
  /** The file the token was written to, for the QA kit on this machine. */
  tokenFile: string;
  close(): Promise<void>;
}

/** Options of {@link startDemoHost}. */
export interface DemoHostOptions {
  /** The control token (default: `ATRIUM_DEMO_TOKEN`, else 32 random hex digits). */
  token?: string;
  /** How long an idle keep-alive socket stays open, in ms (default 30 000). */
  idleTimeout?: number;
  /** The most the request log keeps, in bytes (default {@link MAX_LOG_BYTES}). */
  maxLogBytes?: number;
}

/** Starts both origins. `port` 0 picks free ports. */
export async function startDemoHost(
  port = 4300,
  host = '127.0.0.1',
  options: DemoHostOptions = {},
): Promise<DemoHost> {
  const routes = await loadRoutes();
  const origins = { main: '', second: '' };
  const ctx = createContext(origins, options.maxLogBytes);
  const token = options.token || process.env.ATRIUM_DEMO_TOKEN || randomBytes(16).toString('hex');
  const ports: number[] = [];
  let allowed = new Set<string>();
  const guards: Guards = { token, allowed: () => allowed };
  const idle = options.idleTimeout ?? 30_000;
  const listen = (app: Express, p: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = app.listen(p, host, (err?: Error) => (err ? reject(err) : resolve(server)));
      // Idle keep-alive sockets close after `idle` (Node's 5 s default raced the tests' request
      // context reusing a socket as the server dropped it: ECONNRESET on a busy machine).
      server.keepAliveTimeout = idle;
      server.headersTimeout = Math.max(idle + 1000, 10_000);
      server.on('error', reject);
    });
  const mainServer = await listen(createApp(ctx, 'main', routes, guards), port);
  const mainPort = (mainServer.address() as { port: number }).port;
  const secondServer = await listen(createApp(ctx, 'second', routes, guards), port === 0 ? 0 : mainPort + 1);
  const secondPort = (secondServer.address() as { port: number }).port;
  ports.push(mainPort, secondPort);
  allowed = allowedHosts(host, ports);
  const shown = host.includes(':') ? `[${host}]` : host;
  origins.main = `http://${shown}:${mainPort}`;
  origins.second = `http://${shown}:${secondPort}`;
  const tokenFile = writeDemoToken(mainPort, token);
  return {
    origins,
    ctx,
    token,
    tokenFile,
    close: () =>
      new Promise<void>((resolve) => {
        mainServer.closeAllConnections();
        secondServer.closeAllConnections();
        mainServer.close(() => secondServer.close(() => resolve()));
      }),
  };
}

/** The lines the host prints at start: where it is, and its control token. */
export function banner(demo: DemoHost): string {
  return [
    `Atrium demo host: ${demo.origins.main}/  (second origin: ${demo.origins.second})`,
    `Control token: ${demo.token}  (x-atrium-demo-token on every /__demo/* call; the QA kit reads ${demo.tokenFile})`,
  ].join('\n');
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const port = Number(process.env.DEMO_PORT || process.env.PORT || 4300);
  const demo = await startDemoHost(port);
  console.log(banner(demo));
  const stop = () => demo.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
