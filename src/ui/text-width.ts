// Display width of text as the batch banner counts it (docs/spec-coverage.md L331): double-width (CJK, full-width,
// emoji) characters count 2, others 1.

/** The ranges of code points that take two columns, as pairs of first and last. */
const WIDE = [
  0x1100, 0x115f, 0x2e80, 0x303e, 0x3041, 0x33ff, 0x3400, 0x4dbf, 0x4e00, 0x9fff, 0xa000, 0xa4cf, 0xac00,
  0xd7a3, 0xf900, 0xfaff, 0xfe30, 0xfe4f, 0xff00, 0xff60, 0xffe0, 0xffe6, 0x1f300, 0x1f64f, 0x1f900, 0x1f9ff,
  0x20000, 0x3fffd,
];

/** True for a code point that takes two columns. */
export function isWide(codePoint: number): boolean {
  for (let i = 0; i < WIDE.length; i += 2)
    if (codePoint >= WIDE[i]! && codePoint <= WIDE[i + 1]!) return true;
  return false;
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
  let width = 0;
  let out = '';
  for (const ch of value) {
    width += isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
    if (width > max) return out + ellipsis;
    out += ch;
  }
  return value;
}
