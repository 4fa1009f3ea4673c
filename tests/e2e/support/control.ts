// The one way the repo's e2e tests call the demo host's control plane (`/__demo/*`) beyond the QA
// kit's own calls: with the run's token (x-atrium-demo-token) and, for a body, as JSON.
import { DEMO_TOKEN_HEADER, readDemoToken } from '../../../testing/index';

/** Calls `/__demo/<path>` on the host at `origin`: GET without `body`, else POST (JSON) unless `method` says. */
export function demoControl(
  origin: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { [DEMO_TOKEN_HEADER]: readDemoToken(origin) };
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  if (method === 'POST') headers['content-type'] = 'application/json';
  return fetch(`${origin.replace(/\/+$/, '')}/__demo/${path.replace(/^\//, '')}`, {
    method,
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

/** The JSON `/__demo/<path>` answers with (GET). */
export async function demoJson<T = unknown>(origin: string, path: string): Promise<T> {
  const res = await demoControl(origin, path);
  if (!res.ok) throw new Error(`the demo host answered ${res.status} to GET /__demo/${path}`);
  return (await res.json()) as T;
}
