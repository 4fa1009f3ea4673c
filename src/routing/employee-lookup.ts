// Old → new employee id (docs/spec-coverage.md L300 "Other"): GET /papi/version/upgrade/trans/getMulNewTableIds.
// Code 200 means success and `data` maps the old id to the new one. Failures are silent (docs/spec-coverage.md L300).

import { ownValue } from '../env/own';
import { platformJson } from '../env/platform-fetch';

/** Looks up the new employee id of an old one; resolves to null on any failure. */
export async function lookupEmployeeId(
  oldId: string,
  oldTableName = 'hrmresource',
  fetchFn: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const query = new URLSearchParams({
      fieldName: 'id',
      oldTableName,
      oldContent: String(oldId),
      tableName: 'employee',
    });
    const res = await platformJson(`/papi/version/upgrade/trans/getMulNewTableIds?${query}`, {
      fetch: fetchFn,
    });
    if (!res.ok) return null;
    const json = res.body as { code?: unknown; data?: Record<string, unknown> } | undefined;
    if (!json || Number(json.code) !== 200 || !json.data || typeof json.data !== 'object') return null;
    // Own keys only: `constructor`, `toString` or `__proto__` are not employee ids.
    const id = ownValue(json.data, String(oldId));
    return typeof id === 'string' || typeof id === 'number' ? String(id) || null : null;
  } catch {
    return null;
  }
}
