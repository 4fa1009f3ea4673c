// A page under a Content-Security-Policy the test chooses (tests/e2e/security/csp-policies.spec.ts
// serves every policy of docs/csp.md this way): `GET /demo/csp-page?csp=…&html=…` answers the
// body `html` (a fragment put in a bare document) with the header `csp`. A page of the server
// itself, so the browser treats it as any page of this origin (a page an intercepting test
// answers has no network address, and Chromium then refuses its requests to a loopback host).
import type { Express } from 'express';

export function register(app: Express): void {
  app.get('/demo/csp-page', (req, res) => {
    const csp = typeof req.query.csp === 'string' ? req.query.csp : "default-src 'self'";
    const html = typeof req.query.html === 'string' ? req.query.html : '';
    res.setHeader('Content-Security-Policy', csp);
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CSP page</title></head><body>${html}</body></html>`,
      );
  });
}
