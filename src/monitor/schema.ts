// The record schema: every field of an error record defined once — its name, its type, its
// text limit, whether it is sent in `dtos`, whether it survives a page-hide rescue, and whether
// it is free text (clipped to fit the byte limit, cleaned by the URL rules, changeable by
// `beforeSend`). The builder (record.ts `makeRecord`), the checker (`checkRecord`, for what comes
// back from storage), the clipper (`fitRecord`), the upload body (`toDto`) and the rescue
// (rescue.ts) all read this table: a field added here is built, checked, clipped, sent and
// rescued with no other change (docs/monitor.md#the-record-schema). The checker lives in
// rescued.ts, which loads only when there are rescued records, and is handed this table.
import { LIMITS } from './constants';
import type { ErrorRecord, ErrType } from './types';

/** How one record field is built, checked and sent (absent flags take their defaults). */
export interface FieldSpec {
  /** A number (must be finite); else a text. `id` and `errType` are texts the checker also matches by rule. */
  readonly num?: boolean;
  /** Text: the most characters kept (a longer text is cut and ends with `…`). */
  readonly limit?: number;
  /** Left out when empty (text) or absent (number); otherwise `''` / `0` by default. */
  readonly optional?: boolean;
  /** Sent to the server inside `dtos` (default true; false: stored only, like the owner and the destination). */
  readonly sent?: boolean;
  /** Kept when a record is rescued to localStorage at page hide and read back by the next page (default true). */
  readonly rescued?: boolean;
  /** Free text: halved first when the record is over its byte limit; URL rules and `beforeSend` apply. */
  readonly free?: boolean;
}

const num: FieldSpec = { num: true };
const optionalNum: FieldSpec = { num: true, optional: true };
const freeText = (limit: number, optional?: boolean): FieldSpec => ({ limit, free: true, optional });

/**
 * The fields of an error record, in the order they are written. Tests may add a field here at
 * run time (the add-a-field test), so readers iterate it rather than naming fields.
 */
export const RECORD_FIELDS: Readonly<Record<string, FieldSpec>> = {
  /** Matched against the id shape makeId writes when read back, else the record is skipped. */
  id: {},
  /** One of the kinds of {@link ErrType} when read back, else the record is skipped. */
  errType: {},
  stack: freeText(LIMITS.stackChars),
  message: freeText(LIMITS.messageChars),
  filePath: freeText(LIMITS.messageChars),
  fileName: freeText(500),
  lineNumber: num,
  colNumber: num,
  refererUrl: freeText(LIMITS.messageChars),
  createTime: num,
  comName: freeText(500, true),
  /** `ajax`: the HTTP status, the envelope's code, the call's module and its dev-ops link. */
  status: optionalNum,
  code: optionalNum,
  module: { limit: 200, optional: true },
  devOpsUrl: { limit: LIMITS.messageChars, optional: true },
  /** The owner: the batch's `creator`, so not inside `dtos`. */
  creator: { limit: 200, sent: false },
  /** The destination: where the record goes, so not inside it. */
  dest: { limit: 2_000, optional: true, sent: false },
};

/**
 * Rejections that are HTTP-client errors: the request layer reports them as `ajax`, so the page
 * listener does not capture them as `promise` (docs/monitor.md, the capture table).
 */
export const HTTP_CLIENT_ERRORS: ReadonlySet<string> = new Set(['RequestError', 'HTTPError']);

/** True for a rejection reason that is an HTTP-client error (by its `name`, see {@link HTTP_CLIENT_ERRORS}). */
export function isHttpClientError(reason: unknown): boolean {
  const name = (reason as { name?: unknown } | null)?.name;
  return typeof name === 'string' && HTTP_CLIENT_ERRORS.has(name);
}

/** `text` cut to `max` characters, ending with `…` when it was longer. */
export function cut(value: string, max: number | undefined): string {
  return max !== undefined && value.length > max ? `${value.slice(0, max)}…` : value;
}

/**
 * Writes `value` into `rec[name]` as the field's spec says: a text is cut to its limit, a number
 * must be finite; an optional field that is empty stays out, a required one gets `''` / `0`.
 */
function put(rec: Record<string, unknown>, name: string, spec: FieldSpec, value: unknown): void {
  if (spec.num) {
    if (typeof value === 'number' && Number.isFinite(value)) rec[name] = value;
    else if (!spec.optional) rec[name] = 0;
  } else if (typeof value === 'string' && value) rec[name] = cut(value, spec.limit);
  else if (!spec.optional) rec[name] = '';
}

/** A record from `values`, field by field as the schema says (the builder's last step; no clipping to bytes). */
export function fromSchema(values: Record<string, unknown>): ErrorRecord {
  const rec: Record<string, unknown> = {};
  for (const name in RECORD_FIELDS) put(rec, name, RECORD_FIELDS[name] as FieldSpec, values[name]);
  return rec as unknown as ErrorRecord;
}

/** A record as rescued to localStorage: its fields marked `rescued`. */
export function toRescued(record: ErrorRecord): Record<string, unknown> {
  return pick(record, 'rescued');
}

/** A record as sent in `dtos`: its fields marked `sent` (the owner and destination travel outside it). */
export function toDto(record: ErrorRecord): ErrorRecord {
  return pick(record, 'sent') as unknown as ErrorRecord;
}

/** The fields of `record` whose spec does not turn `flag` off. */
function pick(record: ErrorRecord, flag: 'sent' | 'rescued'): Record<string, unknown> {
  const r = record as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name in RECORD_FIELDS) {
    if (RECORD_FIELDS[name]?.[flag] !== false && r[name] !== undefined) out[name] = r[name];
  }
  return out;
}

/** The free-text fields, in schema order (`filePath` before `fileName`, which follows it). */
export function freeTextFields(): Array<
  'stack' | 'message' | 'filePath' | 'fileName' | 'refererUrl' | 'comName'
> {
  const out: string[] = [];
  for (const name in RECORD_FIELDS) if (RECORD_FIELDS[name]?.free) out.push(name);
  return out as ReturnType<typeof freeTextFields>;
}
