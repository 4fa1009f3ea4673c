// Upload batches bounded by count and by bytes (pure).
import type { ErrorRecord } from './types';

let encoder: TextEncoder | undefined;

/** UTF-8 length of a string. */
export function byteLength(text: string): number {
  encoder ??= new TextEncoder();
  return encoder.encode(text).length;
}

/**
 * The longest prefix of `records` (oldest first) whose JSON stays within `maxBytes` together
 * with `reserved` bytes for the envelope; at least one record when even one is too big would
 * be impossible, so records are clipped at capture time to always fit.
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
    const len = byteLength(JSON.stringify(r)) + 1;
    if (size + len > maxBytes) break;
    size += len;
    out.push(r);
  }
  return out;
}
