// The last resort for records whose IndexedDB write has not committed when the page goes away.
// At page hide they are written to localStorage synchronously (a write there survives the
// unload; an IndexedDB transaction started in the last milliseconds may not). The next page of
// the origin, in any tab, moves them into the store. A record written here and also committed
// to the store arrives twice at worst, with the same id (delivery is at-least-once).
import { KEYS } from './constants';
import { fitRecord } from './record';
import { RECORD_FIELDS, toRescued } from './schema';
import { area, writeKey } from './storage';
import type { ErrorRecord } from './types';

/**
 * Writes `records` under this page's rescue key (replacing what it held; none removes the key).
 * Returns false when localStorage refused (absent, disabled, or over quota).
 */
export function saveRescue(pageKey: string, records: ErrorRecord[]): boolean {
  return writeKey(
    'local',
    KEYS.rescue + pageKey,
    records.length ? JSON.stringify(records.map(toRescued)) : null,
  );
}

/**
 * Takes every page's rescued records out of localStorage; the code that reads and checks them
 * (rescued.ts) loads only when there are some, checked against the schema. A load that fails takes nothing: the records
 * stay for the next page.
 */
export async function takeRescued(): Promise<ErrorRecord[]> {
  const s = area('local');
  const keys: string[] = [];
  try {
    for (let i = 0; s && i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(KEYS.rescue)) keys.push(k);
    }
    if (!s || !keys.length) return [];
    const { readRescued } = await import('./rescued');
    return readRescued(s, keys, RECORD_FIELDS, fitRecord);
  } catch {
    return [];
  }
}
