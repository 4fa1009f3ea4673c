// Unicode-safe base64 (docs/spec-coverage.md L10, docs/reference.md): base64 of the text's UTF-8 bytes. The UTF-8 part is
// the platform's own TextEncoder/TextDecoder (strict: `fatal`), the base64 part btoa/atob on
// the byte string; both exist in every browser the SDK supports and in Node.

const NOT_UTF8 = 'invalid base64: the decoded bytes are not UTF-8';

/**
 * Encodes text as base64 of its UTF-8 bytes (RFC 4648 standard alphabet, padded). Lone
 * surrogates are written as U+FFFD, as TextEncoder does.
 * @example encodeBase64('héllo 👋') // 'aMOpbGxvIPCfkYs='
 * @throws TypeError when `text` is not a string.
 */
export function encodeBase64(text: string): string {
  if (typeof text !== 'string') throw new TypeError('encodeBase64 expects a string');
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // In slices: String.fromCharCode(...all) overflows the call stack on long texts.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Decodes base64 into text (the bytes must be UTF-8). Lenient where real inputs vary: accepts the
 * standard (`+/`) or URL-safe (`-_`) alphabet, missing `=` padding and whitespace anywhere. A
 * leading U+FEFF is kept (it is text, not a byte-order mark to strip).
 * @throws TypeError('invalid base64: …') for any other character, a misplaced `=`, an impossible
 * length, or bytes that are not UTF-8; also when `text` is not a string.
 *
 * @example
 * ```ts
 * decodeBase64('5L2g5aW9'); // '你好'
 * ```
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
  const standard = body.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard + '='.repeat((4 - rest) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (cause) {
    throw new TypeError(NOT_UTF8, { cause });
  }
}
