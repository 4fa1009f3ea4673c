// What upload bodies are made of (pure): UTF-8 sizes and the record as sent. The uploader
// bounds each batch by count and bytes (uploader.ts).

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

/** A record as sent in `dtos`: the schema's sent fields (schema.ts). */
export { toDto } from './schema';
