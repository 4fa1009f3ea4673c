// Upload batches bounded by count and by bytes (pure).
import type { ErrorRecord } from './types';

/** Anything but printable ASCII, tab and newlines: then the encoder counts; else length = bytes. */
const NON_ASCII = /[^\t\n\r\x20-\x7e]/;

/** UTF-8 length of a string, counted without encoding it (a lone surrogate counts as U+FFFD, as TextEncoder writes it). */
export function byteLength(text: string): number {
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * A record as sent in `dtos`: its owner travels as the batch's `creator`, and its destination
 * is where it goes, so neither is inside it.
 */
export function toDto(record: ErrorRecord): ErrorRecord {
  const { creator: _owner, dest: _dest, ...dto } = record;
  return dto;
}

/**
 * The longest prefix of `records` (oldest first) whose JSON (as dtos) stays within `maxBytes`
 * together with `reserved` bytes for the envelope. Empty when the first record alone is too
 * big: the caller drops and counts it, so it never blocks the queue.
 */
export function fitBatch(
  records: ErrorRecord[],
  maxCount: number,
  maxBytes: number,
  reserved: number,
): ErrorRecord[] {
  const out: ErrorRecord[] = [];
  let size = reserved + 2;
  for (const r of records) {
    if (out.length >= maxCount) break;
    const len = byteLength(JSON.stringify(toDto(r))) + 1;
    if (size + len > maxBytes) break;
    size += len;
    out.push(r);
  }
  return out;
}
