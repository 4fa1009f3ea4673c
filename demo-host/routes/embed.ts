// Embedding-SDK endpoints (docs/spec-coverage.md "Embedded SDK"): clearCookie, a host token API, getInfo,
// baseTeams and the OA login script. Static parts (passport, manifests, the sample app
// library) live in demo-host/public/build/.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express, Request } from 'express';
import type { DemoContext } from '../lib/context';
import { insideRoot } from '../lib/guard';

/** The session id the "session id" mode of the demo page passes to init(). */
export const DEMO_SESSION = 'demo-session-0001';

interface EmbedState {
  sessions: string[];
  tokens: number;
  clearCookie: number;
}

const header = (req: Request, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

const publicBuild = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'build');

export function register(app: Express, ctx: DemoContext): void {
  // express.static skips dot-folders; the merged bundle lives in /build/.merge-dist/.
  app.get('/build/.merge-dist/*rest', (req, res) => {
    // Resolved, then required inside the root: a decoded segment may hold a `/` (`%2F`).
    const file = insideRoot(join(publicBuild, '.merge-dist'), (req.params as { rest?: string[] }).rest ?? []);
    if (!file) {
      res.status(404).json({ status: false, msg: 'not found' });
      return;
    }
    res.sendFile(file, { dotfiles: 'allow' }, (err) => {
      if (err && !res.headersSent) res.status(404).json({ status: false, msg: 'not found' });
    });
  });
  ctx.onReset(() => {
    ctx.state.embed = { sessions: [DEMO_SESSION], tokens: 0, clearCookie: 0 } satisfies EmbedState;
  });
  const state = () => ctx.state.embed as EmbedState;
  const issue = (prefix: string) => {
    const s = state();
    s.tokens += 1;
    const id = `${prefix}-${s.tokens}-${Math.random().toString(36).slice(2, 8)}`;
    s.sessions.push(id);
    return id;
  };
  // Ids this route issued, or the session the request demo's token source issued last
  // (so session-expiry tests can combine init() with /api/demo/token).
  const valid = (req: Request) => {
    const id = header(req, 'eteamsid');
    return state().sessions.includes(id) || (!!id && id === ctx.state.requestSession);
  };

  app.get('/papi/app/baseserver/clearCookie', (_req, res) => {
    state().clearCookie += 1;
    res.setHeader('Set-Cookie', 'ETEAMSID=; Path=/; Max-Age=0');
    res.json({ status: true, msg: 'ok' });
  });

  // The external system's own token API (what authTokenApi points at).
  app.get('/external/atrium-token', (_req, res) => {
    res.json({ status: true, msg: 'ok', data: { eteamsid: issue('tok') } });
  });

  app.post('/papi/app/baseserver/info/getInfo', (req, res) => {
    const ok = valid(req);
    res.json({
      status: true,
      msg: ok ? 'ok' : 'invalid eteamsid',
      data: { ACCESS_ETEAMSID: ok ? header(req, 'eteamsid') : '', isInvalidEteamsid: !ok },
    });
  });

  app.post('/api/baseserver/layout/baseTeams', (req, res) => {
    if (!valid(req)) {
      res.json({ status: false, msg: 'session invalid', data: null });
      return;
    }
    res.json({
      status: true,
      msg: 'ok',
      data: {
        tenantKey: 'demo-tenant',
        teamName: 'Demo Team',
        theme: {
          primaryColor: '#1f7a5c',
          primaryHoverColor: '#2a9d76',
          primaryFocusColor: '#14553f',
          bubbleColor: '#e6f4ef',
          fontColor: '#1d2b26',
          fontSize: 'medium',
        },
        currentUser: { id: 'u-1001', employeeId: 'e-1001', loginChannel: 'sdk' },
      },
    });
  });

  // The external system's transfer API: unwraps {route, method, form, body} and forwards the
  // call to the platform (this same server) with the caller's eteamsid.
  app.post('/external/transfer', async (req, res) => {
    const b = (req.body ?? {}) as {
      route?: string;
      method?: string;
      form?: Record<string, string>;
      body?: unknown;
    };
    if (typeof b.route !== 'string' || !b.route.startsWith('/')) {
      res.status(400).json({ status: false, msg: 'route missing' });
      return;
    }
    const query = new URLSearchParams(b.form ?? {}).toString();
    const target = `http://127.0.0.1:${req.socket.localPort}${b.route}${query ? `?${query}` : ''}`;
    const method = (b.method ?? 'GET').toUpperCase();
    const upstream = await fetch(target, {
      method,
      headers: { 'content-type': 'application/json', eteamsid: header(req, 'eteamsid') },
      body: method === 'GET' ? undefined : JSON.stringify(b.body ?? {}),
    });
    res.status(upstream.status).type(upstream.headers.get('content-type') ?? 'application/json');
    res.send(await upstream.text());
  });

  // The OA login script: sets window.ETEAMSID (tk=no-session leaves it unset).
  app.get('/papi/iaauthclient/oauth/login', (req, res) => {
    res.type('application/javascript');
    const tk = String(req.query.tk ?? '');
    if (!tk || tk === 'no-session') {
      res.send('/* no session for this tenant */');
      return;
    }
    res.send(`window.ETEAMSID = ${JSON.stringify(issue('oa'))};`);
  });
}
