// Unicode-safe base64 (spec §1, API.md §5). Pure: no `btoa`/`atob`/`TextEncoder` (absent or
// Latin-1-only in some hosts), so it behaves the same in Node, old WebViews and the browser.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** UTF-8 bytes of a string; lone surrogates become U+FFFD as TextEncoder does. */
function utf8(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else {
        c = 0xfffd;
      }
    }
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

/** Strict UTF-8 decoding: overlong forms, surrogates and truncated sequences are a TypeError. */
function fromUtf8(bytes: number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i++] as number;
    let cp: number;
    let need: number;
    let min: number;
    if (b < 0x80) {
      out += String.fromCharCode(b);
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) [cp, need, min] = [b & 31, 1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [cp, need, min] = [b & 15, 2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [cp, need, min] = [b & 7, 3, 0x10000];
    else throw new TypeError('invalid base64: the decoded bytes are not UTF-8');
    for (let k = 0; k < need; k++) {
      const n = bytes[i++];
      if (n === undefined || (n & 0xc0) !== 0x80) {
        throw new TypeError('invalid base64: the decoded bytes are not UTF-8');
      }
      cp = (cp << 6) | (n & 63);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
      throw new TypeError('invalid base64: the decoded bytes are not UTF-8');
    }
    out += String.fromCodePoint(cp);
  }
  return out;
}

/**
 * Encodes text as base64 of its UTF-8 bytes (RFC 4648 standard alphabet, padded).
 * @example encodeBase64('héllo 👋') // 'aMOpbGxvIPCfkYs='
 * @throws TypeError when `text` is not a string.
 */
export function encodeBase64(text: string): string {
  if (typeof text !== 'string') throw new TypeError('encodeBase64 expects a string');
  const bytes = utf8(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[n >> 18];
    out += ALPHABET[(n >> 12) & 63];
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63];
    out += c === undefined ? '=' : ALPHABET[n & 63];
  }
  return out;
}

/**
 * Decodes base64 into text (the bytes must be UTF-8). Lenient where real inputs vary: accepts the
 * standard (`+/`) or URL-safe (`-_`) alphabet, missing `=` padding and whitespace anywhere.
 * @throws TypeError('invalid base64: …') for any other character, a misplaced `=`, an impossible
 * length, or bytes that are not UTF-8; also when `text` is not a string.
 */
export function decodeBase64(text: string): string {
  if (typeof text !== 'string') throw new TypeError('invalid base64: expected a string');
  const clean = text.replace(/[\t\n\f\r ]+/g, '');
  const m = /^([A-Za-z0-9+/_-]*)(={0,2})$/.exec(clean);
  if (!m) {
    const bad = /[^A-Za-z0-9+/_=-]/.exec(clean);
    throw new TypeError(
      bad
        ? `invalid base64: unexpected character ${JSON.stringify(bad[0])}`
        : 'invalid base64: misplaced "="',
    );
  }
  const body = m[1] as string;
  const pad = (m[2] as string).length;
  const rest = body.length % 4;
  // Padding may be partial ('Zg=') but never more than the last quantum needs ('Zm9v=', 'Zm8==').
  if (rest === 1 || (pad && (rest === 0 || rest + pad > 4))) {
    throw new TypeError('invalid base64: wrong length');
  }
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of body) {
    const v = ch === '-' ? 62 : ch === '_' ? 63 : ALPHABET.indexOf(ch);
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
    }
  }
  return fromUtf8(bytes);
}
