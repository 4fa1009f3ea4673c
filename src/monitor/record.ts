// Turning whatever was thrown into an ErrorRecord (pure apart from the id source).
import { newTraceId } from '../env/platform-headers';
import { byteLength } from './batch';
import { LIMITS } from './constants';
import { type FieldSpec, freeTextFields, fromSchema, RECORD_FIELDS } from './schema';
import { state } from './state';
import { readKey, writeKey } from './storage';
import type { ErrorRecord, ErrType, RecordInput } from './types';

export type { RecordInput } from './types';

/** localStorage key of the highest id sequence value handed out on this origin. */
const SEQ_KEY = 'atrium.errors.seq';

function monotonic(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** The origin's high-water mark of the sequence, left by earlier pages (0 when none). */
function highWater(): number {
  const n = Number(readKey('local', SEQ_KEY));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Keeps the sequence's high-water mark for the next pages of the origin (called per committed
 * store write and at page hide, not per record): a page opened after the wall clock went back
 * still makes ids above every stored one. Storage refused: ordering then rests on the wall
 * clock across pages.
 */
export function saveSequence(): void {
  if (state.ids.last > highWater()) writeKey('local', SEQ_KEY, String(state.ids.last));
}

/**
 * The next value of the id sequence: milliseconds on a monotonic clock, started at the wall
 * clock or just above the origin's high-water mark, whichever is later, and never below the last
 * value handed out — so the order of ids is the order of capture when the wall clock jumps
 * (docs/monitor.md#what-is-stored).
 */
function nextSequence(): number {
  const ids = state.ids;
  ids.offset ??= Math.max(Date.now(), highWater() + 1) - monotonic();
  const value = Math.max(ids.last, Math.floor(ids.offset + monotonic()));
  ids.last = value;
  return value;
}

/**
 * A unique id that sorts by creation order: zero-padded base-36 sequence, a per-page counter,
 * and a random part per page (32 hex digits, as a trace id: two pages never make the same id). The store's key order is
 * therefore age order, and "oldest first" needs no index and no wall clock.
 */
export function makeId(): string {
  const ids = state.ids;
  ids.counter = (ids.counter + 1) % 1_679_616;
  ids.pagePart ??= newTraceId();
  return `${nextSequence().toString(36).padStart(9, '0')}-${ids.counter.toString(36).padStart(4, '0')}-${ids.pagePart}`;
}

/** The file name part of a URL or path (`/a/b/c.js?x` → `c.js`). */
export function fileNameOf(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.slice(clean.lastIndexOf('/') + 1);
}

/** The first `file:line:col` of a stack, for errors that carry no location of their own. */
export function locationFromStack(stack: string): { filePath: string; line: number; col: number } | null {
  const m = /((?:https?|file|blob|webpack):\/\/[^\s)]+?|\/[^\s):]+):(\d+):(\d+)/.exec(stack);
  if (!m) return null;
  return { filePath: m[1] ?? '', line: Number(m[2]), col: Number(m[3]) };
}

/** Bytes a string takes inside JSON (quotes excluded), UTF-8 encoded. */
export function jsonBytes(text: string): number {
  return byteLength(JSON.stringify(text)) - 2;
}

/** The longest prefix of `text` (plus `…`) whose JSON-encoded UTF-8 size is at most `max` bytes. */
export function clipToBytes(text: string, max: number): string {
  if (jsonBytes(text) <= max) return text;
  let lo = 0;
  let hi = Math.min(text.length, Math.max(0, max));
  // Binary search on characters: JSON growth per character is between 1 and 6 bytes.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (jsonBytes(text.slice(0, mid)) + 3 <= max) lo = mid;
    else hi = mid - 1;
  }
  let cut = lo;
  // Never split a surrogate pair.
  const code = text.charCodeAt(cut - 1);
  if (cut > 0 && code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut)}…`;
}

/** A record's free texts, from the schema (`filePath` before `fileName`, which follows it). */
export const TEXT_FIELDS = freeTextFields();

/** How many UTF-16 units a record's texts hold (every text field of the schema). */
export function textLength(rec: ErrorRecord): number {
  const r = rec as unknown as Record<string, unknown>;
  let n = 0;
  for (const name in RECORD_FIELDS) {
    const v = (RECORD_FIELDS[name] as FieldSpec).num ? undefined : r[name];
    if (typeof v === 'string') n += v.length;
  }
  return n;
}

/**
 * Clips a record's texts until its JSON is at most `max` bytes (UTF-8): the largest text is
 * halved first, so one hostile field (control characters grow 6× in JSON) cannot crowd out a
 * batch. Returns the same object, changed in place.
 */
export function fitRecord(rec: ErrorRecord, max: number = LIMITS.recordBytes): ErrorRecord {
  // Fastest path, no JSON at all: a UTF-16 unit takes at most 6 bytes in JSON, and the rest
  // of the record (names, numbers, punctuation) well under 400.
  if (textLength(rec) * 6 + 400 <= max) return rec;
  for (let round = 0; round < 40; round++) {
    const json = JSON.stringify(rec);
    // Fast path: after JSON escaping, a UTF-16 unit takes at most 3 UTF-8 bytes.
    if (json.length * 3 <= max) return rec;
    const size = byteLength(json);
    if (size <= max) return rec;
    let field: (typeof TEXT_FIELDS)[number] | null = null;
    let biggest = 0;
    for (const f of TEXT_FIELDS) {
      const v = rec[f];
      const n = typeof v === 'string' ? jsonBytes(v) : 0;
      if (n > biggest) {
        biggest = n;
        field = f;
      }
    }
    if (!field || biggest <= 8) return rec;
    const over = size - max;
    const target = Math.max(0, Math.min(Math.floor(biggest / 2), biggest - over));
    rec[field] = clipToBytes(rec[field] as string, target);
  }
  return rec;
}

/**
 * Builds a complete record with id, time, referer and owner (`creator`: the user current now):
 * the input's fields as the schema defines them (schema.ts: cut to their limits, empty optional
 * ones left out), then clipped by encoded bytes to {@link LIMITS.recordBytes}.
 */
export function makeRecord(input: RecordInput, now: number, refererUrl: string, creator = ''): ErrorRecord {
  const values: Record<string, unknown> = { ...input };
  const stack = input.stack ?? '';
  if (!input.filePath && stack) {
    const loc = locationFromStack(stack.slice(0, LIMITS.stackChars));
    if (loc) {
      values.filePath = loc.filePath;
      values.lineNumber = input.lineNumber || loc.line;
      values.colNumber = input.colNumber || loc.col;
    }
  }
  values.fileName = fileNameOf((values.filePath as string | undefined) ?? '');
  values.id = makeId();
  values.refererUrl = refererUrl;
  values.createTime = now;
  values.creator = creator;
  return fitRecord(fromSchema(values));
}

/** Message and stack of anything thrown (Error, string, object, null). */
export function describeThrown(error: unknown): { name: string; message: string; stack: string } {
  if (error instanceof Error || (error && typeof error === 'object' && 'message' in error)) {
    const e = error as { name?: unknown; message?: unknown; stack?: unknown };
    return {
      name: typeof e.name === 'string' ? e.name : 'Error',
      message: String(e.message ?? ''),
      stack: typeof e.stack === 'string' ? e.stack : '',
    };
  }
  let message: string;
  try {
    message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    message = String(error);
  }
  return { name: 'Error', message, stack: '' };
}

/** errType of `captureError`: ecode when the stack runs through `/ecode/`, e10Com with a comName, else js. */
export function classify(stack: string, comName?: string, ecodeComs?: ReadonlySet<string>): ErrType {
  if (stack.includes('/ecode/')) return 'ecode';
  if (comName && ecodeComs?.has(comName)) return 'ecode';
  if (comName) return 'e10Com';
  return 'js';
}
