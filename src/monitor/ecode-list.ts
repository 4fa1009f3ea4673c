// `POST /api/ecode/monitor/list`: which components of the page's publish runtime apps are
// ecode (user-defined) code, so their errors are classed ecode.
import { readPageContext } from '../env/context';
import { $context } from '../env/store';
import { ENDPOINTS } from './constants';
import { monitorUrl, postJson } from './http';

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

/** Fetches the list for `$context.publishAppIds` (nothing when there are none). */
export async function loadEcodeComNames(): Promise<Set<string>> {
  // Suite pages may start the monitor without init(): read the page context then.
  let ids = $context.get().publishAppIds;
  if (!ids.length) ids = readPageContext().publishAppIds;
  if (!ids.length) return new Set();
  try {
    const res = await postJson(monitorUrl(ENDPOINTS.ecodeList), { appIds: ids.join(',') });
    return ecodeComNames(res.body);
  } catch {
    return new Set();
  }
}
