// A gateway in front of the platform APIs (the integrator's `prefixApiPath`, e.g. `/gw`):
// `/gw/api/…`, `/gw/papi/…` and `/gw/sapi/…` are served as the same paths without the prefix.
// The request log and faults see the prefixed path (they run before this), so a test can tell
// what reached the gateway. This file sorts first, so every other route sees the plain path.
import type { Express } from 'express';

/** The gateway prefix the demo host serves the APIs under. */
export const GATEWAY_PREFIX = '/gw';

export function register(app: Express): void {
  app.use((req, _res, next) => {
    if (/^\/gw\/(api|papi|sapi)(\/|$)/.test(req.url)) req.url = req.url.slice(GATEWAY_PREFIX.length);
    next();
  });
}
