// Endpoints for the request layer (docs/reference.md): an echo, sensitive-word answers, session-expiry
// variants with a token endpoint, intercept, business codes 20220610/20221104, single sign-on,
// logout and the transfer API. Faults (/__demo/faults) apply on top of all of them.
import type { Express, Request, Response } from 'express';
import type { DemoContext } from '../lib/context';
import { escapeHtml } from '../lib/html';
import { LOGIN_PAGE_HTML } from '../lib/login-page';

function echo(req: Request) {
  return { method: req.method, path: req.path, query: req.query, headers: req.headers, body: req.body };
}

const SENSITIVE_LIST = [
  { name: '自动替换为*', value: '敏感词A、敏感词B' },
  { name: 'Block', value: 'badword' },
];

function sensitiveAnswer(type: 'weak' | 'strong', withList: boolean) {
  return {
    code: 200,
    status: true,
    msg: '',
    data: {
      code: 401,
      sensitiveScanCode: 'scan-1',
      superviseType: type,
      weakConfirmTip: '包含敏感词，确定要提交吗？（系统将按规则自动处理）',
      strongConfirmTip: '页面内容包含敏感词，请修改后再操作',
      data: { sensitiveWords: '敏感词A,badword', sensitiveWordList: withList ? SENSITIVE_LIST : [] },
    },
  };
}

/** Registers the request-layer endpoints. */
export function register(app: Express, ctx: DemoContext): void {
  ctx.onReset(() => {
    ctx.state.requestSession = 'valid-session';
    ctx.state.requestTokens = 0;
  });

  app.all('/api/demo/echo', (req, res) => {
    res.json({ code: 200, status: true, msg: 'ok', data: echo(req) });
  });
  // Prefixed API paths (prefixApiPath = /gw) land here too: see api-gateway.ts.

  // Sensitive words: the sensitive shape unless the resend carries sensitiveWordconfirm=1.
  const sensitive = (type: 'weak' | 'strong', withList: boolean) => (req: Request, res: Response) => {
    if (req.query.sensitiveWordconfirm === '1') {
      res.json({ code: 200, status: true, msg: 'saved', data: { saved: true, body: req.body } });
      return;
    }
    res.json(sensitiveAnswer(type, withList));
  };
  app.all('/api/demo/sensitive', sensitive('weak', true));
  app.all('/api/demo/sensitive/strong', sensitive('strong', true));
  app.all('/api/demo/sensitive/weak-no-list', sensitive('weak', false));

  // Session expiry: valid only with the current session id; otherwise the form asked for.
  app.all('/api/demo/session/:form', (req, res) => {
    if (req.headers.eteamsid === ctx.state.requestSession) {
      res.json({ code: 200, status: true, data: echo(req) });
      return;
    }
    switch (req.params.form) {
      case 'status':
        res.status(401).json({ code: -1, status: false, msg: 'session timed out' });
        return;
      case 'actionMsg':
        res.json({ code: 200, status: true, actionMsg: { code: -1, msg: 'session timed out' } });
        return;
      default:
        res.status(200).type('html').send(LOGIN_PAGE_HTML);
    }
  });
  // A token source: issues a new session id that the session endpoints then accept.
  app.all('/api/demo/token', (_req, res) => {
    const n = Number(ctx.state.requestTokens ?? 0) + 1;
    ctx.state.requestTokens = n;
    ctx.state.requestSession = `token-${n}`;
    res.json({ status: true, data: { eteamsid: `token-${n}` } });
  });
  // Lets a test make the current session invalid (or valid again).
  app.post('/api/demo/session-set', (req, res) => {
    ctx.state.requestSession = String((req.body as { value?: string } | undefined)?.value ?? '');
    res.json({ status: true });
  });

  app.all('/api/demo/intercept', (_req, res) => {
    res.json({ code: 200, status: true, _securityIntercept_: 'intercept', msg: 'blocked' });
  });
  app.all('/api/demo/tenant-admin', (_req, res) => {
    res.json({ code: 20220610, status: false, msg: 'tenant admin check required' });
  });
  app.all('/api/demo/sso', (req, res) => {
    const url = `${req.protocol}://${req.get('host')}/sp/integration/loginSingle?from=sso-code`;
    res.json({ code: 20221104, status: false, data: { url }, msg: 'single sign-on required' });
  });
  app.get('/sp/integration/loginSingle', (req, res) => {
    res
      .type('html')
      .send(
        `<!doctype html><title>SSO login</title><h1 id="sso">SSO ${escapeHtml(req.query.from ?? '')}</h1>`,
      );
  });
  app.all('/papi/passport/logout', (_req, res) => {
    res.type('html').send(LOGIN_PAGE_HTML);
  });

  // A page under a strict style CSP: overlay styles apply only with the right nonce.
  app.get('/demo/request/csp', (req, res) => {
    const nonce = typeof req.query.nonce === 'string' ? req.query.nonce : 'atrium-nonce';
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'nonce-${nonce}'; connect-src 'self'`,
    );
    res.type('html').send('<!doctype html><title>CSP page</title><h1>CSP</h1>');
  });

  // The transfer API of an external system: unwraps {route, method, form, body, contentType}.
  app.post('/api/demo/transfer', (req, res) => {
    res.json({ code: 200, status: true, data: { transferred: req.body, headers: req.headers } });
  });
}
