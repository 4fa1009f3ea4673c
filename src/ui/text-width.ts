// Display width of text as the batch banner counts it (docs/spec-coverage.md): double-width (CJK, full-width,
// emoji) characters count 2, others 1.

/** True for a code point that takes two columns. */
export function isWide(codePoint: number): boolean {
  return (
    (codePoint >= 0x1100 && codePoint <= 0x115f) ||
    (codePoint >= 0x2e80 && codePoint <= 0x303e) ||
    (codePoint >= 0x3041 && codePoint <= 0x33ff) ||
    (codePoint >= 0x3400 && codePoint <= 0x4dbf) ||
    (codePoint >= 0x4e00 && codePoint <= 0x9fff) ||
    (codePoint >= 0xa000 && codePoint <= 0xa4cf) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7a3) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xff60) ||
    (codePoint >= 0xffe0 && codePoint <= 0xffe6) ||
    (codePoint >= 0x1f300 && codePoint <= 0x1f64f) ||
    (codePoint >= 0x1f900 && codePoint <= 0x1f9ff) ||
    (codePoint >= 0x20000 && codePoint <= 0x3fffd)
  );
}

/** Display width of `text`. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
  return width;
}

/**
 * Keeps the first `max` columns of `text` (default 80) and appends `...` when something was
 * cut. A wide character that would straddle the limit is dropped, never split.
 */
export function truncateWidth(text: string, max = 80, ellipsis = '...'): string {
  const value = String(text ?? '');
  if (textWidth(value) <= max) return value;
  let width = 0;
  let out = '';
  for (const ch of value) {
    const w = isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
    if (width + w > max) break;
    width += w;
    out += ch;
  }
  return out + ellipsis;
}
