// Reading back what pages that went away left in localStorage (rescue.ts): loaded only when a
// page finds such keys. Storage is any script's to write, so every record is checked field by
// field against the record schema (schema.ts), which is handed in with the clipper: this file
// imports nothing, so it shares no code with what loads at start.
import type { FieldSpec } from './schema';
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
 * A record read back from storage, checked field by field as `fields` (the schema) says: null
 * when its id or kind is not one the monitor makes; of the fields marked `rescued`, a text is
 * cut to its limit (plus the builder's `…`), a number must be finite, a wrong type gets the
 * default (`''` / `0`, or nothing when optional). Then `fit` (the clipper).
 */
export function checkRecord(
  value: unknown,
  fields: Readonly<Record<string, FieldSpec>>,
  fit: (rec: ErrorRecord) => ErrorRecord,
): ErrorRecord | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || !ID.test(v.id)) return null;
  if (typeof v.errType !== 'string' || !ERR_TYPES.has(v.errType)) return null;
  const rec: Record<string, unknown> = {};
  for (const name in fields) {
    const spec = fields[name] as FieldSpec;
    const x = v[name];
    if (spec.rescued === false) continue;
    if (spec.num) {
      if (typeof x === 'number' && Number.isFinite(x)) rec[name] = x;
      else if (!spec.optional) rec[name] = 0;
    } else if (typeof x === 'string' && x) rec[name] = x.slice(0, (spec.limit ?? x.length) + 1);
    else if (!spec.optional) rec[name] = '';
  }
  return fit(rec as unknown as ErrorRecord);
}

/**
 * Takes the records under `keys` out of `storage` (each key is removed before its records are
 * read, so two pages starting together rarely import the same ones twice), each checked by
 * {@link checkRecord}; malformed entries are skipped.
 */
export function readRescued(
  storage: Storage,
  keys: string[],
  fields: Readonly<Record<string, FieldSpec>>,
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
        const rec = checkRecord(item, fields, fit);
        if (rec) out.push(rec);
      }
    } catch {
      // storage went away, or not JSON: nothing to take from this key
    }
  }
  return out;
}
