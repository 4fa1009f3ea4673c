// The last resort for records whose IndexedDB write has not committed when the page goes away.
// At page hide they are written to localStorage synchronously (a write there survives the
// unload; an IndexedDB transaction started in the last milliseconds may not). The next page of
// the origin, in any tab, moves them into the store. A record written here and also committed
// to the store arrives twice at worst, with the same id (delivery is at-least-once).
import { parseJson } from '../env/platform-fetch';
import { KEYS } from './constants';
import { fitRecord } from './record';
import { area, writeKey } from './storage';
import type { ErrorRecord, ErrType } from './types';

const ERR_TYPES: ReadonlySet<string> = new Set<ErrType>([
  'js',
  'ajax',
  'promise',
  'resource',
  'ecode',
  'e10Com',
]);
/** Ids as makeId writes them: base-36 time, counter, random part. */
const ID = /^[0-9a-z]{9}-[0-9a-z]{4}-[0-9a-z-]{6,40}$/;

/**
 * Writes `records` under this page's rescue key (replacing what it held; none removes the key).
 * Returns false when localStorage refused (absent, disabled, or over quota).
 */
export function saveRescue(pageKey: string, records: ErrorRecord[]): boolean {
  return writeKey('local', KEYS.rescue + pageKey, records.length ? JSON.stringify(records) : null);
}

/** A record read back from storage, checked field by field (storage is writable by any script). */
export function checkRecord(value: unknown): ErrorRecord | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' ? x : '');
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
  if (typeof v.id !== 'string' || !ID.test(v.id)) return null;
  if (typeof v.errType !== 'string' || !ERR_TYPES.has(v.errType)) return null;
  const rec: ErrorRecord = {
    id: v.id,
    errType: v.errType as ErrType,
    message: str(v.message).slice(0, 2_001),
    filePath: str(v.filePath).slice(0, 2_001),
    fileName: str(v.fileName).slice(0, 501),
    lineNumber: num(v.lineNumber),
    colNumber: num(v.colNumber),
    stack: str(v.stack).slice(0, 8_001),
    refererUrl: str(v.refererUrl).slice(0, 2_001),
    createTime: num(v.createTime),
  };
  if (typeof v.comName === 'string' && v.comName) rec.comName = v.comName.slice(0, 500);
  rec.creator = str(v.creator).slice(0, 200);
  if (typeof v.dest === 'string' && v.dest) rec.dest = v.dest.slice(0, 2_000);
  return fitRecord(rec);
}

/**
 * Takes every page's rescued records out of localStorage (the keys are removed before the
 * records are returned, so two pages starting together rarely import the same ones twice).
 * Malformed entries are skipped.
 */
export function takeRescued(): ErrorRecord[] {
  const s = area('local');
  if (!s) return [];
  const out: ErrorRecord[] = [];
  try {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(KEYS.rescue)) keys.push(k);
    }
    for (const k of keys) {
      const raw = s.getItem(k);
      s.removeItem(k);
      const list = parseJson(raw ?? '');
      if (!Array.isArray(list)) continue;
      for (const item of list) {
        const rec = checkRecord(item);
        if (rec) out.push(rec);
      }
    }
  } catch {
    // storage went away: nothing to take
  }
  return out;
}
