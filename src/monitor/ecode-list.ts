// `POST /api/ecode/monitor/list`: which components of the page's publish runtime apps are
// ecode (user-defined) code, so their errors are classed ecode. Loaded only for a page with
// publish apps (wiring.ts).
import type { PostResult } from './http';

/** The comNames in a response `data` map of lists of `{libName, comName, ecodeSDK}` (pure). */
export function ecodeComNames(body: unknown): Set<string> {
  const out = new Set<string>();
  const data = (body as { data?: unknown } | undefined)?.data;
  if (!data || typeof data !== 'object') return out;
  for (const list of Object.values(data as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const { libName, comName } = (item ?? {}) as { libName?: unknown; comName?: unknown };
      if (typeof comName === 'string' && comName) {
        out.add(comName);
        if (typeof libName === 'string' && libName) out.add(`${libName}.${comName}`);
      }
    }
  }
  return out;
}

/** Fetches the list for the publish apps `ids` with `post`; empty when the call fails. */
export async function loadEcodeComNames(
  ids: string[],
  post: (body: unknown) => Promise<PostResult>,
): Promise<Set<string>> {
  try {
    const res = await post({ appIds: ids.join(',') });
    return ecodeComNames(res.body);
  } catch {
    return new Set();
  }
}
