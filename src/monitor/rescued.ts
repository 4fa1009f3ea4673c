// Reading back what pages that went away left in localStorage (rescue.ts): loaded only when a
// page finds such keys. Storage is any script's to write, so every record is checked field by
// field; it imports nothing (what it needs is passed in), so it shares no code with what loads
// at start.
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

/** A record read back from storage, checked field by field (storage is writable by any script). */
export function checkRecord(value: unknown, fit: (rec: ErrorRecord) => ErrorRecord): ErrorRecord | null {
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
  return fit(rec);
}

/**
 * Takes the records under `keys` out of `storage` (each key is removed before its records are
 * read, so two pages starting together rarely import the same ones twice). Malformed entries
 * are skipped.
 */
export function readRescued(
  storage: Storage,
  keys: string[],
  fit: (rec: ErrorRecord) => ErrorRecord,
): ErrorRecord[] {
  const out: ErrorRecord[] = [];
  for (const k of keys) {
    try {
      const raw = storage.getItem(k);
      storage.removeItem(k);
      const list: unknown = raw ? JSON.parse(raw) : null;
      if (!Array.isArray(list)) continue;
      for (const item of list) {
        const rec = checkRecord(item, fit);
        if (rec) out.push(rec);
      }
    } catch {
      // storage went away, or not JSON: nothing to take from this key
    }
  }
  return out;
}
